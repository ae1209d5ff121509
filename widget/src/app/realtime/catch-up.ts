import type { Store } from '../store';

type CatchUpOptions = {
  /** Reads the visitor's threads: the home list and the launcher's unread count. */
  readThreads(): Promise<unknown>;
  /** Catches one thread's messages up by cursor. */
  resync(threadId: string): Promise<unknown>;
  /** The thread on screen, if any. */
  openThread: Store<string | null>;
};

/**
 * Reads again what the widget shows once something may have been missed (the events subscription started again, the
 * session changed contact, a mutation's answer may predate events that overtook it). Answers older than an event that
 * arrived meanwhile are asked again by the network layer (relay/crossed-events), so a read here never undoes one.
 */
export function createCatchUp({ readThreads, resync, openThread }: CatchUpOptions) {
  const threads = () => void readThreads().catch(() => undefined);
  return {
    /** Reads the visitor's threads again. */
    threads,
    /** Reads the visitor's threads again, and catches the one on screen up. */
    everything() {
      threads();
      const open = openThread.get();
      if (open) void resync(open).catch(() => undefined);
    },
  };
}
