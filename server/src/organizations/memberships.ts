import { changedFields, recordAudit, type AuditActor } from '../audit/record-audit';
import type { Membership, Role, User } from '../generated/prisma/client';
import { revokeLiveAccess } from '../realtime/revocations';
import type { Services } from '../services';

/**
 * The one place memberships change role or end, and organizations are deleted. Each change, once committed, closes
 * the live connections still authorized by what was before, on every instance: removed members stop hearing the
 * organization, and members whose role changed reconnect with the new one.
 */

export async function changeRole(services: Services, membershipId: string, role: Role, actor: AuditActor): Promise<Membership> {
  const membership = await services.db.prisma.$transaction(async (tx) => {
    const before = await tx.membership.findUniqueOrThrow({ where: { id: membershipId }, include: { user: true } });
    const after = await tx.membership.update({ where: { id: membershipId }, data: { role } });
    await recordAudit(tx, actor, {
      organizationId: after.organizationId,
      action: 'member.role_changed',
      target: memberTarget(before.user),
      changes: changedFields(before, { role }, ['role']),
    });
    return after;
  });
  await revokeLiveAccess(services, { kind: 'MEMBERSHIPS_CHANGED', userIds: [membership.userId] });
  return membership;
}

/** A member as audit entries name them. */
export function memberTarget(user: Pick<User, 'id' | 'name' | 'email'>) {
  return { type: 'User', id: user.id, label: `${user.name} <${user.email}>` };
}

/** Ends a membership, and the member's places in the organization's teams with it. */
export async function endMembership(
  services: Services,
  membership: Pick<Membership, 'id' | 'organizationId' | 'userId' | 'role'>,
  actor: AuditActor,
): Promise<void> {
  await services.db.prisma.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: membership.userId } });
    await tx.teamMember.deleteMany({ where: { organizationId: membership.organizationId, userId: membership.userId } });
    await tx.membership.delete({ where: { id: membership.id } });
    await recordAudit(tx, actor, {
      organizationId: membership.organizationId,
      action: 'member.removed',
      target: memberTarget(user),
      changes: { role: { before: membership.role, after: null } },
    });
  });
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
