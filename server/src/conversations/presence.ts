import type { OperatorStatus, PrismaClient } from '../generated/prisma/client';
import type { Services } from '../services';
import { publishAvailabilityChanged } from './publish';

/** The dashboard beats every 25 s; a missed beat or two is forgiven before an operator counts as gone. */
export const heartbeatIntervalMs = 25_000;
export const presenceTtlMs = 60_000;

export type Presence = 'ONLINE' | 'AWAY' | 'OFFLINE';

export function presenceOf(membership: { status: OperatorStatus; lastHeartbeatAt: Date | null }, now = Date.now()): Presence {
  if (!membership.lastHeartbeatAt || now - membership.lastHeartbeatAt.getTime() > presenceTtlMs) return 'OFFLINE';
  return membership.status;
}

/** Whether anyone can answer now: what the widget shows visitors. */
export async function isTeamAvailable(prisma: PrismaClient, organizationId: string): Promise<boolean> {
  const online = await prisma.membership.count({
    where: { organizationId, status: 'ONLINE', lastHeartbeatAt: { gte: new Date(Date.now() - presenceTtlMs) } },
  });
  return online > 0;
}

type HeartbeatRow = { organizationId: string; status: OperatorStatus; lastHeartbeatAt: Date; statusBefore: OperatorStatus; heartbeatBefore: Date | null };

/**
 * Refreshes an operator's presence; teammates and visitors hear of it only when what they see changes. One statement
 * locks the row, reads it as the previous beat left it and writes the new state, so racing beats (several tabs, a
 * status change) each see the one committed before them: every real transition is published exactly once.
 */
export async function recordHeartbeat(services: Services, membershipId: string, status: OperatorStatus | undefined): Promise<void> {
  const now = new Date();
  const [row] = await services.db.prisma.$queryRaw<HeartbeatRow[]>`
    UPDATE "Membership" AS after
    SET "lastHeartbeatAt" = ${now}, "status" = COALESCE(${status ?? null}::"OperatorStatus", before."status")
    FROM (SELECT "id", "status", "lastHeartbeatAt" FROM "Membership" WHERE "id" = ${membershipId} FOR UPDATE) AS before
    WHERE after."id" = before."id"
    RETURNING after."organizationId", after."status", after."lastHeartbeatAt",
      before."status" AS "statusBefore", before."lastHeartbeatAt" AS "heartbeatBefore"`;
  if (!row) throw new Error(`No membership ${membershipId}`);
  const before = { status: row.statusBefore, lastHeartbeatAt: row.heartbeatBefore };
  if (presenceOf(before, now.getTime()) !== presenceOf(row, now.getTime())) publishPresenceChanged(services, { id: membershipId, organizationId: row.organizationId });
}

export function publishPresenceChanged(services: Services, membership: { id: string; organizationId: string }): void {
  services.pubsub.publish('inbox:event', membership.organizationId, { kind: 'PRESENCE_CHANGED', membershipId: membership.id });
  publishAvailabilityChanged(services, membership.organizationId);
}

/** Operators whose last beat went stale since the previous sweep: they just went offline. */
export async function publishExpiredPresence(services: Services, since: Date, until: Date): Promise<void> {
  const expired = await services.db.prisma.membership.findMany({
    where: { lastHeartbeatAt: { gt: new Date(since.getTime() - presenceTtlMs), lte: new Date(until.getTime() - presenceTtlMs) } },
    select: { id: true, organizationId: true },
  });
  for (const membership of expired) publishPresenceChanged(services, membership);
}
