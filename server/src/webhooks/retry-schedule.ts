const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * The Standard Webhooks retry schedule: the first attempt goes out at once; after the nth failure the next waits
 * retryDelaysMs[n - 1]. Ten attempts in all, spread over about three days.
 */
export const retryDelaysMs = [5 * second, 5 * minute, 30 * minute, 2 * hour, 5 * hour, 10 * hour, 14 * hour, 20 * hour, 24 * hour] as const;

export const maxAttempts = retryDelaysMs.length + 1;

/** An endpoint whose attempts have all failed for this long is turned off and its admins are emailed. */
export const failingEndpointLimitMs = 5 * 24 * hour;

/** When attempt `attemptsMade + 1` is due after a failure at `failedAt`; null when the schedule has run out. */
export function nextAttemptAfterFailure(attemptsMade: number, failedAt: Date): Date | null {
  const delay = retryDelaysMs[attemptsMade - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
