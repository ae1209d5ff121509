import type { ExecutionResult } from 'graphql';
import type { LiveSource } from '../graphql/live-events';
import { noteArrival } from './arrivals';
import type { EventBus, Listening } from './event-bus';
import type { LiveConnection } from './live-connections';

/**
 * Events a subscription may hold unsent before it counts as fallen behind. Each is a reference to the one event object
 * every subscriber of the instance shares (ids only), so even a full backlog costs a few kilobytes; a live dashboard or
 * widget takes events as fast as they come, and a burst has room to pass.
 */
const backlogLimit = 1000;
/**
 * How many of a subscriber's events are resolved ahead of the one being sent: enough that a subscriber keeps up with a
 * busy inbox while each event waits for its reads, few enough that a lagging socket's backlog still counts above.
 */
const resolvedAhead = 16;
/** Message ids remembered for `oncePerMessage`: duplicates, if ever, arrive close together. */
const rememberedMessages = 1000;

type Pending = { event: object; result: Promise<ExecutionResult> | null; settled: { result: ExecutionResult } | { error: unknown } | null };

export type LiveSubscriptionOptions = {
  bus: EventBus;
  connection: LiveConnection;
  /** One event's result for this subscriber (the document run for the event). */
  resolve(event: object): Promise<ExecutionResult>;
  /** Sends one result, in the order the events arrived. */
  send(result: ExecutionResult): void;
  /** Resolving an event failed: the subscription has ended, and the subscriber is told why. */
  fail(error: unknown): void;
};

/**
 * One subscription of one socket, delivering its source's events in order: resolved up to `resolvedAhead` at a time,
 * sent as each one and those before it are ready. It holds no context, iterator or pending promise while idle; only
 * the events it has yet to send. It ends when the connection closes or is revoked (the connection holds it), when the
 * client completes it, or when the subscriber falls `backlogLimit` events behind (its socket is then closed, and the
 * client reconnects and resyncs by cursor).
 */
export class LiveSubscription {
  private pending: Pending[] = [];
  private delivered: Set<string> | null = null;
  private ended = false;
  /** Whether every event published from now on reaches this subscription: nothing is sent before. */
  private listeningEverywhere = false;
  private readonly oncePerMessage: boolean;
  private readonly listening: Listening;
  // Until the connection holds the subscription; a connection closed meanwhile ends it from within hold().
  private release: () => void = () => {};

  // The source is not kept: its initial events, once delivered, would keep what their runs made (see shared-runs).
  constructor(
    source: LiveSource,
    private readonly options: LiveSubscriptionOptions,
  ) {
    this.oncePerMessage = source.oncePerMessage;
    this.listening = options.bus.listen(source.channels, (event) => this.push(event));
    // Initial events arrive as the subscription starts listening: a read started since covers them. They wait in
    // front of any live one, and none is sent before every instance's events reach this one (with Redis, once it
    // acknowledged the subscription): a start event sent earlier would tell the client to read again too soon.
    for (const event of source.initial) {
      noteArrival(event);
      this.push(event);
    }
    void this.listening.ready.then(() => {
      this.listeningEverywhere = true;
      this.sendReady();
    });
    // A connection revoked while this operation was being prepared ends it at once.
    const release = options.connection.hold(this);
    if (this.ended) release();
    else this.release = release;
  }

  /** Ends the subscription: nothing more is resolved or sent. */
  return(): void {
    if (this.ended) return;
    this.ended = true;
    this.pending = [];
    this.listening.stop();
    this.release();
  }

  private push(event: object): void {
    if (this.ended || !this.options.connection.canDeliver() || !this.accepts(event)) return;
    if (this.pending.length >= backlogLimit) {
      this.options.connection.fellBehind();
      this.return();
      return;
    }
    this.pending.push({ event, result: null, settled: null });
    this.resolveAhead();
  }

  /** Drops an event naming a message this subscription already delivered, so each message reaches it once. */
  private accepts(event: object): boolean {
    if (!this.oncePerMessage || !('messageId' in event) || typeof event.messageId !== 'string') return true;
    this.delivered ??= new Set();
    if (this.delivered.has(event.messageId)) return false;
    this.delivered.add(event.messageId);
    if (this.delivered.size > rememberedMessages) this.delivered.delete(this.delivered.values().next().value!);
    return true;
  }

  private resolveAhead(): void {
    const pending = this.pending;
    for (let index = 0; index < Math.min(pending.length, resolvedAhead); index++) {
      const item = pending[index]!;
      if (item.result) continue;
      item.result = this.options.resolve(item.event);
      item.result.then(
        (result) => this.settle(pending, item, { result }),
        (error: unknown) => this.settle(pending, item, { error }),
      );
    }
  }

  private settle(pending: Pending[], item: Pending, settled: Pending['settled']): void {
    // Ended (or restarted with a fresh backlog) since: this result goes nowhere.
    if (this.ended || pending !== this.pending) return;
    item.settled = settled;
    this.sendReady();
  }

  /** Sends the results that are ready, in order, once the subscription listens everywhere. */
  private sendReady(): void {
    if (this.ended || !this.listeningEverywhere) return;
    const pending = this.pending;
    while (pending.length > 0 && pending[0]!.settled) {
      const head = pending.shift()!.settled!;
      if ('error' in head) {
        this.return();
        this.options.fail(head.error);
        return;
      }
      // A socket that closed or holds too much unsent data since gets nothing more (canDeliver closes the latter).
      if (!this.options.connection.canDeliver()) return this.return();
      this.options.send(head.result);
    }
    this.resolveAhead();
  }
}
