import { attemptDelivery, claimDueDeliveries, type DeliveryDeps } from './deliver';
import { attemptSlackPost, claimDueSlackPosts } from '../slack/post-to-slack';
import { dispatchOutbox } from './dispatch-outbox';

export type WebhookWorker = {
  /** Runs until nothing is due: dispatches the outbox, then attempts every due delivery and Slack post. Overlapping calls share one run. */
  runOnce(): Promise<void>;
  /** Asks for a run soon (after a test event or a redelivery), without waiting for it. */
  nudge(): void;
  start(): void;
  /** Stops polling and abandons attempts in flight; their leases lapse and another instance (or restart) retries them. */
  stop(): Promise<void>;
};

const pollIntervalMs = 1000;
const concurrency = 8;

export function createWebhookWorker(deps: DeliveryDeps): WebhookWorker {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let again = false;

  const drain = async () => {
    while (!stopping.signal.aborted) {
      const dispatched = await dispatchOutbox(deps.prisma, deps.now());
      const claims = await claimDueDeliveries(deps, concurrency);
      const slackClaims = await claimDueSlackPosts(deps, concurrency);
      if (claims.length === 0 && slackClaims.length === 0 && dispatched === 0) return;
      await Promise.all([
        ...claims.map((claim) => attemptDelivery(deps, claim, stopping.signal)),
        ...slackClaims.map((claim) => attemptSlackPost(deps, claim, stopping.signal)),
      ]);
    }
  };

  const runOnce = (): Promise<void> => {
    if (current) {
      // A run is under way; make it go round once more so work that arrived meanwhile is seen.
      again = true;
      return current;
    }
    current = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again && !stopping.signal.aborted);
      } catch (error) {
        if (!stopping.signal.aborted) deps.logger.warn('Webhook delivery run failed; retrying on the next poll', { error: String(error) });
      } finally {
        current = null;
      }
    })();
    return current;
  };

  return {
    runOnce,
    nudge: () => void runOnce(),
    start() {
      timer = setInterval(() => void runOnce(), pollIntervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await current;
    },
  };
}
