import type { Membership, Role } from '../generated/prisma/client';
import { revokeLiveAccess } from '../realtime/revocations';
import type { Services } from '../services';

/**
 * The one place memberships change role or end, and organizations are deleted. Each change, once committed, closes
 * the live connections still authorized by what was before, on every instance: removed members stop hearing the
 * organization, and members whose role changed reconnect with the new one.
 */

export async function changeRole(services: Services, membershipId: string, role: Role): Promise<Membership> {
  const membership = await services.db.prisma.membership.update({ where: { id: membershipId }, data: { role } });
  await revokeLiveAccess(services, { kind: 'MEMBERSHIPS_CHANGED', userIds: [membership.userId] });
  return membership;
}

/** Ends a membership, and the member's places in the organization's teams with it. */
export async function endMembership(services: Services, membership: Pick<Membership, 'id' | 'organizationId' | 'userId'>): Promise<void> {
  const { prisma } = services.db;
  await prisma.$transaction([
    prisma.teamMember.deleteMany({ where: { organizationId: membership.organizationId, userId: membership.userId } }),
    prisma.membership.delete({ where: { id: membership.id } }),
  ]);
  await revokeLiveAccess(services, { kind: 'MEMBERSHIPS_CHANGED', userIds: [membership.userId] });
}

/** Deletes an organization with everything in it; its members' and its visitors' live connections close. */
export async function deleteOrganization(services: Services, organizationId: string): Promise<void> {
  const { prisma } = services.db;
  const members = await prisma.membership.findMany({ where: { organizationId }, select: { userId: true } });
  await prisma.organization.delete({ where: { id: organizationId } });
  await Promise.all([
    revokeLiveAccess(services, { kind: 'MEMBERSHIPS_CHANGED', userIds: members.map((member) => member.userId) }),
    revokeLiveAccess(services, { kind: 'VISITORS_ENDED', organizationIds: [organizationId] }),
  ]);
}
