export type Role = 'OWNER' | 'ADMIN' | 'AGENT';

export const roleLabels: Record<Role, string> = { OWNER: 'Owner', ADMIN: 'Admin', AGENT: 'Agent' };

export const roleDescriptions: Record<Role, string> = {
  OWNER: 'Everything, including billing and deleting the organization',
  ADMIN: 'Manages the team, widgets and settings',
  AGENT: 'Answers conversations',
};

export function canManageTeam(role: Role): boolean {
  return role === 'OWNER' || role === 'ADMIN';
}

/** Roles the viewer may hand out: only owners can make (or change) owners. */
export function assignableRoles(viewerRole: Role): Role[] {
  return viewerRole === 'OWNER' ? ['AGENT', 'ADMIN', 'OWNER'] : ['AGENT', 'ADMIN'];
}

export function roleOptions(roles: Role[]) {
  return roles.map((role) => ({ value: role, label: roleLabels[role] }));
}
