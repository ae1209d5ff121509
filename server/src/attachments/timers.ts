import { startPeriodicTask } from '../periodic-task';
import type { Services } from '../services';
import { removeUnsentAttachments } from './remove-unsent';

/** Lifetimes are counted in hours; a sweep every ten minutes keeps files at most that much past theirs. */
const sweepIntervalMs = 10 * 60 * 1000;

/** Background upkeep of uploaded files on one instance: uploads never sent are removed. */
export function startAttachmentTimers(services: Services): { stop(): void } {
  return startPeriodicTask(services.logger, {
    intervalMs: sweepIntervalMs,
    failure: 'Removing unsent uploads failed; retrying on the next sweep',
    run: async () => {
      const removed = await removeUnsentAttachments(services);
      if (removed > 0) services.logger.info('Removed uploads that were never sent', { removed });
    },
  });
}
