/**
 * Exponential backoff with jitter, capped at 30 s: after an outage, thousands of widgets don't all come back at once.
 * `attempt` counts failures so far, from 0.
 */
export function retryDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Resolves after `ms`, or as soon as the browser comes back online: there's no point waiting longer then. */
export function waitToRetry(ms: number): { promise: Promise<void>; cancel(): void } {
  let cancel = () => {};
  const promise = new Promise<void>((resolve) => {
    const done = () => {
      cancel();
      resolve();
    };
    const timer = navigator.onLine ? setTimeout(done, ms) : undefined;
    window.addEventListener('online', done);
    cancel = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
    };
  });
  return { promise, cancel };
}
