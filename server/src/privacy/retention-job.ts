import type { Services } from '../services';
import { applyRetention } from './retention';

const hourMs = 60 * 60 * 1000;
/** An organization's policy is applied once a day; an instance looks for organizations due every hour. */
const runEveryMs = 23 * hourMs;

const system = { kind: 'SYSTEM' as const, id: null, label: 'Parley', ipAddress: '' };

/**
 * Claims one organization whose retention run is due, or none. The claim stamps `retentionLastRunAt` in a short
 * transaction, with SKIP LOCKED so that instances checking at the same moment each take a different organization and
 * none waits: an organization is applied by exactly one instance per day.
 */
async function claimDueOrganization(services: Services): Promise<string | null> {
  const now = services.now();
  const dueBefore = new Date(now.getTime() - runEveryMs);
  const claimed = await services.db.prisma.$queryRaw<{ id: string }[]>`
    UPDATE "Organization" SET "retentionLastRunAt" = ${now}
    WHERE "id" = (
      SELECT "id" FROM "Organization"
      WHERE ("retentionThreadDays" IS NOT NULL OR "retentionFileDays" IS NOT NULL)
        AND "deletionScheduledAt" IS NULL
        AND ("retentionLastRunAt" IS NULL OR "retentionLastRunAt" < ${dueBefore})
      ORDER BY "retentionLastRunAt" NULLS FIRST, "id"
      LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return claimed[0]?.id ?? null;
}

/** Applies retention for every organization that is due; returns how many were applied. */
export async function runDueRetention(services: Services): Promise<number> {
  let applied = 0;
  for (let id = await claimDueOrganization(services); id !== null; id = await claimDueOrganization(services)) {
    try {
      await applyRetention(services, id, system);
    } catch (error) {
      // Claimed all the same: tomorrow's run tries again, and one organization's failure does not stop the others.
      services.logger.warn('Retention run failed', { organizationId: id, error: String(error) });
    }
    applied += 1;
  }
  return applied;
}
