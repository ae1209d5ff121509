import type { Logger } from './logger';

/**
 * Background upkeep on this instance: `run` every `intervalMs`, never two at once (a slow run makes the next one wait
 * its turn instead of overlapping), and a failure is logged and retried on the next tick rather than thrown. The timer
 * never keeps the process alive.
 */
export function startPeriodicTask(logger: Logger, options: { intervalMs: number; failure: string; run: () => Promise<unknown> }): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await options.run();
    } catch (error) {
      logger.warn(options.failure, { error: String(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
