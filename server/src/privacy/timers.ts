import { startPeriodicTask } from '../periodic-task';
import type { Services } from '../services';
import { runDueOrganizationDeletions } from './organization-deletion';
import { runDueRetention } from './retention-job';

const checkEveryMs = 60 * 60 * 1000;

/** Hourly on every instance: due retention runs (each organization once a day) and organizations past their grace period. */
export function startPrivacyTimers(services: Services): { stop(): void } {
  const retention = startPeriodicTask(services.logger, {
    intervalMs: checkEveryMs,
    failure: 'Retention check failed; retrying in an hour',
    run: () => runDueRetention(services),
  });
  const deletions = startPeriodicTask(services.logger, {
    intervalMs: checkEveryMs,
    failure: 'Organization deletion check failed; retrying in an hour',
    run: () => runDueOrganizationDeletions(services),
  });
  return {
    stop() {
      retention.stop();
      deletions.stop();
    },
  };
}
