import { retryDelay, waitToRetry } from '../retry-delay';
import type { Outbox, OutboxEntry } from './outbox';

export type SendResult =
  | { kind: 'sent'; messageId: string; seq: number }
  /** Unreachable, or the server asked to slow down: send the same entry again later. */
  | { kind: 'retry'; afterMs?: number }
  /** The message can never be stored (e.g. too long). */
  | { kind: 'rejected' }
  /** The server answered with an unexpected error: tried again a few times, then shown as not sent like a refused one. */
  | { kind: 'error' }
  /** The server no longer knows the visitor's token. */
  | { kind: 'unauthorized' };

type Options = {
  outbox: Outbox;
  send(entry: OutboxEntry): Promise<SendResult>;
  /** The session is ready and the browser online. */
  canSend(): boolean;
  onUnauthorized(): void;
};

/** How often a message the server answers with an unexpected error is sent before it is shown as not sent. */
const triesBeforeGivingUp = 3;

/**
 * Sends the outbox one entry at a time, oldest first, so messages keep the order they were written in. A failure
 * stops the queue and retries the same entry, with the same ids, after a backoff or as soon as `kick()` says things
 * changed (a new entry, back online, reconnected, session ready). An entry leaves the queue only when the server
 * acknowledges it; one the server refuses for good (or keeps failing) stays as not sent, out of the others' way,
 * until the visitor sends it again or deletes it.
 */
export function createOutboxSender({ outbox, send, canSend, onUnauthorized }: Options) {
  let running = false;
  let again = false;
  let failures = 0;
  let scheduled: ReturnType<typeof waitToRetry> | undefined;
  let erroring = { clientMessageId: '', tries: 0 };

  const run = async () => {
    for (;;) {
      const entry = outbox.get().pending.find((candidate) => !candidate.failed);
      if (!entry || !canSend()) return;
      let result: SendResult;
      try {
        result = await send(entry);
      } catch {
        result = { kind: 'retry' };
      }
      if (result.kind === 'error') {
        const tries = erroring.clientMessageId === entry.clientMessageId ? erroring.tries + 1 : 1;
        erroring = { clientMessageId: entry.clientMessageId, tries };
        // The visitor can still send it again (or delete it); the messages after it go on meanwhile.
        if (tries >= triesBeforeGivingUp) result = { kind: 'rejected' };
      }
      if (result.kind === 'sent') {
        failures = 0;
        outbox.deliver(entry.clientMessageId, result);
      } else if (result.kind === 'rejected') {
        failures = 0;
        outbox.fail(entry.clientMessageId);
      } else if (result.kind === 'unauthorized') {
        onUnauthorized();
        return;
      } else {
        scheduled?.cancel();
        scheduled = waitToRetry((result.kind === 'retry' && result.afterMs) || retryDelay(failures));
        failures += 1;
        void scheduled.promise.then(kick);
        return;
      }
    }
  };

  async function kick(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    scheduled?.cancel();
    running = true;
    try {
      do {
        again = false;
        await run();
      } while (again);
    } finally {
      running = false;
    }
  }

  return { kick, dispose: () => scheduled?.cancel() };
}
