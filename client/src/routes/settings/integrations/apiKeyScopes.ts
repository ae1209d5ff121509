/** The access levels a key is created with. The server closes scopes upwards (WRITE reads too, ADMIN writes too). */
export const accessLevels = [
  { value: 'READ', label: 'Read', scopes: ['READ'], description: 'Read conversations, contacts and settings, and subscribe to events.' },
  { value: 'WRITE', label: 'Read and write', scopes: ['READ', 'WRITE'], description: 'Also reply, add notes, assign, label and change status.' },
  { value: 'ADMIN', label: 'Admin', scopes: ['READ', 'WRITE', 'ADMIN'], description: 'Also change settings: widgets, labels, teams and roles.' },
] as const;

export type AccessLevel = (typeof accessLevels)[number]['value'];

export const scopeLabel: Record<string, string> = { READ: 'read', WRITE: 'write', ADMIN: 'admin' };
