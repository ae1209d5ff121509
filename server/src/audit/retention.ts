import { startPeriodicTask } from '../periodic-task';
import type { Services } from '../services';

const dayMs = 24 * 60 * 60 * 1000;
const sweepIntervalMs = dayMs;

/** Removes the entries older than the retention period (AUDIT_LOG_RETENTION_DAYS, a year or more); never younger ones. */
export async function purgeExpiredAuditEntries(services: Pick<Services, 'db' | 'config' | 'now'>): Promise<number> {
  const cutoff = new Date(services.now().getTime() - services.config.auditLogRetentionDays * dayMs);
  const { count } = await services.db.prisma.auditEntry.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return count;
}

/** A daily purge on this instance. */
export function startAuditRetention(services: Services): { stop(): void } {
  return startPeriodicTask(services.logger, {
    intervalMs: sweepIntervalMs,
    failure: 'Purging old audit entries failed; retrying tomorrow',
    run: async () => {
      const removed = await purgeExpiredAuditEntries(services);
      if (removed > 0) services.logger.info('Purged audit entries past their retention', { removed });
    },
  });
}
