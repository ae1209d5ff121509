import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { Logger } from '../logger';

/** How events travel between publishers and the instance's listeners. */
export type Transport = {
  /** Resolves once every subscribed instance has received the event. */
  publish(channel: string, payload: object): Promise<void>;
  /** Resolves once this instance's listeners have had every event published (and confirmed) before the call. */
  received(): Promise<void>;
  /** Resolves once events on the channel are received. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): void;
  /** Receives every event of the subscribed channels, one object per event. */
  onMessage(handler: (channel: string, event: object) => void): void;
  /** Called when events may have been missed: the subscription was lost for a while and is back now. */
  onGap(handler: () => void): void;
  close(): Promise<void>;
};

/** One process: events are handed to the listeners during publish, as the very object published. */
export function inProcessTransport(): Transport {
  let deliver: (channel: string, event: object) => void = () => {};
  return {
    publish(channel, payload) {
      deliver(channel, payload);
      return Promise.resolve();
    },
    received: () => Promise.resolve(),
    subscribe: () => Promise.resolve(),
    unsubscribe: () => {},
    onMessage(handler) {
      deliver = handler;
    },
    onGap: () => {},
    close: () => Promise.resolve(),
  };
}

/** The field a Redis message names its publishing instance in: that instance had the event when it published it. */
const publishedBy = 'publishedBy';

/**
 * Redis pub/sub: one connection publishes, one subscribes to the channels this instance listens to. Redis answers a
 * PUBLISH once it has queued the message for every subscriber, and one connection receives messages in the order Redis
 * took them, so an event published after a confirmed one reaches every instance after it.
 *
 * This instance's own listeners get its events as they are published, as the in-process transport hands them over,
 * and not again when Redis sends them back: a message's deliveries here start without waiting for the round trip to
 * Redis and for the subscriber connection's turn on the event loop, which under load is most of the wait.
 */
export function redisTransport(redisUrl: string, logger: Logger): Transport {
  const instance = randomUUID();
  const handlers: Array<(channel: string, event: object) => void> = [];
  let closing = false;
  // A message's news goes to three topics in one turn of the event loop: pipelined, those PUBLISHes leave in one write
  // (one system call, one wake-up of Redis) instead of three, in the order they were made.
  const publisher = new Redis(redisUrl, { enableAutoPipelining: true });
  const subscriber = new Redis(redisUrl);
  // Redis pub/sub keeps nothing for a subscriber that is away: after a reconnection, what was published meanwhile is gone.
  let everReady = false;
  const gapHandlers: Array<() => void> = [];
  subscriber.on('ready', () => {
    if (everReady && !closing) {
      logger.warn('Redis subscriber reconnected; live clients resync');
      for (const handler of gapHandlers) handler();
    }
    everReady = true;
  });
  for (const [role, client] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    client.on('error', (error: Error) => {
      if (!closing) logger.warn(`Redis ${role} connection error`, { error: error.message });
    });
  }
  // ioredis writes a SUBSCRIBE at once while it is still shaking hands with a new connection; its ready check then
  // fails in subscriber mode and the subscription is lost. So subscriptions wait until the connection is ready (those
  // made before a reconnection are renewed by ioredis itself).
  let connecting: Promise<void> | undefined;
  const subscriberReady = () => {
    if (subscriber.status === 'ready') return Promise.resolve();
    connecting ??= new Promise<void>((resolve) =>
      subscriber.once('ready', () => {
        connecting = undefined;
        resolve();
      }),
    );
    return connecting;
  };
  return {
    publish: async (channel, payload) => {
      const message = JSON.stringify({ ...payload, [publishedBy]: instance });
      // Parsed as any other instance parses it, so every listener gets the same kind of object (dates as strings).
      const event = JSON.parse(message) as object;
      for (const handler of handlers) handler(channel, event);
      await publisher.publish(channel, message);
    },
    // A PING's answer comes after every message Redis queued for this subscriber before it, and ioredis hands those
    // messages to the listeners as it reads them. A subscriber that is away has nothing to catch up on.
    received: async () => {
      if (subscriber.status === 'ready') await subscriber.ping().catch(() => undefined);
    },
    subscribe: async (channel) => {
      await subscriberReady();
      await subscriber.subscribe(channel);
    },
    unsubscribe(channel) {
      subscriber.unsubscribe(channel).catch((error: unknown) => {
        // Unsubscribes still in flight at shutdown are expected to fail.
        if (!closing) logger.error('Redis unsubscribe failed', { channel, error: String(error) });
      });
    },
    onMessage(handler) {
      handlers.push(handler);
      subscriber.on('message', (channel: string, message: string) => {
        let event: unknown;
        try {
          event = JSON.parse(message);
        } catch {
          logger.warn('Ignored a realtime message that is not JSON', { channel });
          return;
        }
        if (typeof event === 'object' && event !== null && (event as Record<string, unknown>)[publishedBy] !== instance) handler(channel, event);
      });
    },
    onGap(handler) {
      gapHandlers.push(handler);
    },
    async close() {
      closing = true;
      // Publishes still queued go out; the subscriber holds nothing worth a graceful goodbye, and a QUIT would fail
      // while the last subscriptions are still unsubscribing.
      subscriber.disconnect();
      await publisher.quit();
    },
  };
}
