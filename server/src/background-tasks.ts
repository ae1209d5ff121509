import type { Logger } from './logger';
import { readingOnItsOwn } from './realtime/deliveries';

export type BackgroundTasks = {
  /** Runs work the request does not wait for (e.g. an email after the answer); a failure is logged, never thrown. */
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they started) has settled: shutdown waits for it, and so do tests. */
  idle(): Promise<void>;
};

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      const settled = readingOnItsOwn(task).then(
        () => undefined,
        (error: unknown) => logger.error(`Background task failed: ${what}`, { error: String(error) }),
      );
      running.add(settled);
      void settled.finally(() => running.delete(settled));
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
