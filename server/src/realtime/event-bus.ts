import type { Logger } from '../logger';
import { noteArrival } from './arrivals';
import type { Channel, PayloadOf, Topic, Topics } from './topics';
import { inProcessTransport, redisTransport, type Transport } from './transports';

export type Listening = {
  /** Resolves once events published anywhere from now on reach the listener (Redis acknowledged the subscription). */
  ready: Promise<void>;
  stop(): void;
};

/**
 * Realtime events between the instances: one subscription per channel per instance however many listen to it,
 * and one event object per published event, handed to every local listener (see once-per-event).
 */
export type EventBus = {
  /** Fire and forget: never throws and never rejects, whatever the transport or the listeners do. */
  publish<T extends Topic>(topic: T, key: string, payload: Topics[T]): void;
  /**
   * Like publish, but resolves once every instance's subscription has received the event and this instance's listeners
   * have had it (still never rejects).
   */
  publishConfirmed<T extends Topic>(topic: T, key: string, payload: Topics[T]): Promise<void>;
  /** Calls `listener` (which must not block) with every event published on these channels until `stop`. */
  listen<C extends Channel>(channels: readonly C[], listener: (event: PayloadOf<C>) => void): Listening;
  /** Calls `listener` whenever events may have been missed (the Redis subscription was lost and is back). */
  onGap(listener: () => void): void;
  /** How many local listeners a channel has whose subscription is ready: what tests wait for before publishing. */
  listenerCount(topic: Topic, key: string): number;
  close(): Promise<void>;
};

type Listener = (event: object) => void;
type ChannelEntry = { listeners: Set<Listener>; ready: boolean; subscribed: Promise<void> };

const channelName = (topic: Topic, key: string) => `${topic}:${key}`;

/** In-process by default; Redis pub/sub when several instances must see each other's events. */
export function createEventBus(redisUrl: string | undefined, logger: Logger): EventBus {
  return busOver(redisUrl ? redisTransport(redisUrl, logger) : inProcessTransport(), logger);
}

function busOver(transport: Transport, logger: Logger): EventBus {
  const channels = new Map<string, ChannelEntry>();

  transport.onMessage((channel, event) => {
    const entry = channels.get(channel);
    if (!entry) return;
    noteArrival(event);
    // A Set visits listeners added during the loop and skips removed ones, so listeners may stop themselves here.
    for (const listener of entry.listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error('A realtime listener failed', { channel, error: String(error) });
      }
    }
  });

  const publish = async <T extends Topic>(topic: T, key: string, payload: Topics[T]) => {
    try {
      await transport.publish(channelName(topic, key), payload);
    } catch (error) {
      logger.error('Could not publish a realtime event', { topic, error: String(error) });
    }
  };

  const subscribe = (name: string): ChannelEntry => {
    const entry: ChannelEntry = { listeners: new Set(), ready: false, subscribed: Promise.resolve() };
    entry.subscribed = transport.subscribe(name).then(
      () => {
        entry.ready = true;
      },
      (error: unknown) => logger.error('Could not subscribe to realtime events', { channel: name, error: String(error) }),
    );
    channels.set(name, entry);
    return entry;
  };

  return {
    publish: (topic, key, payload) => void publish(topic, key, payload),
    // This instance's own listeners have it too when it resolves, so the request that published it, and any after it,
    // see its effect here (a revocation has dropped what it revoked).
    async publishConfirmed(topic, key, payload) {
      await publish(topic, key, payload);
      await transport.received();
    },
    listen(list, listener) {
      const joined = list.map(([topic, key]) => {
        const name = channelName(topic, key);
        const entry = channels.get(name) ?? subscribe(name);
        entry.listeners.add(listener as Listener);
        return { name, entry };
      });
      let stopped = false;
      return {
        ready: Promise.all(joined.map(({ entry }) => entry.subscribed)).then(() => undefined),
        stop() {
          if (stopped) return;
          stopped = true;
          for (const { name, entry } of joined) {
            entry.listeners.delete(listener as Listener);
            if (entry.listeners.size > 0 || channels.get(name) !== entry) continue;
            channels.delete(name);
            transport.unsubscribe(name);
          }
        },
      };
    },
    onGap: (listener) => transport.onGap(listener),
    listenerCount(topic, key) {
      const entry = channels.get(channelName(topic, key));
      return entry?.ready ? entry.listeners.size : 0;
    },
    close: () => transport.close(),
  };
}
