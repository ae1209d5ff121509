import type { Services } from '../services';
import { runDueOrganizationDeletions } from './organization-deletion';
import { runDueRetention } from './retention-job';

const checkEveryMs = 60 * 60 * 1000;

/** Hourly on every instance: due retention runs (each organization once a day) and organizations past their grace period. */
export function startPrivacyTimers(services: Services): { stop(): void } {
  const check = async () => {
    for (const [what, job] of [
      ['Retention', runDueRetention],
      ['Organization deletion', runDueOrganizationDeletions],
    ] as const) {
      try {
        await job(services);
      } catch (error) {
        services.logger.warn(`${what} check failed; retrying in an hour`, { error: String(error) });
      }
    }
  };
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
