import { startPeriodicTask } from '../periodic-task';
import type { Services } from '../services';
import { runDueOrganizationDeletions } from './organization-deletion';
import { removeSpentExports } from './export-links';
import { runPendingExports, stopExportBuilds } from './organization-export';
import { runDueRetention } from './retention-job';

const checkEveryMs = 60 * 60 * 1000;
/** Exports are started on the instance that was asked; this picks up those it could not finish, and spent archives. */
const exportsEveryMs = 60 * 1000;

/**
 * Hourly on every instance: due retention runs (each organization once a day) and organizations past their grace
 * period. Every minute: exports waiting or abandoned, and archives already downloaded or expired.
 */
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
  const exports = startPeriodicTask(services.logger, {
    intervalMs: exportsEveryMs,
    failure: 'Organization export check failed; retrying in a minute',
    run: async () => {
      await runPendingExports(services);
      await removeSpentExports(services);
    },
  });
  return {
    stop() {
      retention.stop();
      deletions.stop();
      exports.stop();
      stopExportBuilds(services);
    },
  };
}
