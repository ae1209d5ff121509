import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';
import type { Logger } from '../logger';

/**
 * Typed topics. Payloads carry ids (and typing names) only: each subscriber loads what it may see, so
 * recipients are decided by the subscriber's own authorization, never by what the publisher included.
 */
export type Topics = {
  'organization:updated': [organizationId: string, payload: { organizationId: string }];
  'inbox:event': [organizationId: string, payload: InboxEventPayload];
  'thread:event': [threadId: string, payload: ThreadEventPayload];
  'visitor:event': [contactId: string, payload: VisitorEventPayload];
  /** Keyed by `${organizationId}:${userId}`: one operator's own notifications in one organization. */
  'notification:event': [recipient: string, payload: NotificationEventPayload];
  'availability:changed': [organizationId: string, payload: { kind: 'AVAILABILITY_CHANGED'; organizationId: string }];
};

/** Someone is typing in a thread; ephemeral, never stored. */
export type TypingPayload = { isTyping: boolean; fromVisitor: boolean; userId: string | null; name: string };

export type InboxEventPayload =
  | { kind: 'THREAD_CREATED' | 'MESSAGE_ADDED'; threadId: string; messageId: string }
  | { kind: 'THREAD_UPDATED'; threadId: string }
  | { kind: 'PRESENCE_CHANGED'; membershipId: string };

export type NotificationEventPayload = { kind: 'NOTIFICATION_CREATED'; notificationId: string } | { kind: 'NOTIFICATIONS_READ' };

/** The topic key of one operator's notifications in one organization. */
export function notificationRecipient(organizationId: string, userId: string): string {
  return `${organizationId}:${userId}`;
}

export type ThreadEventPayload =
  | { kind: 'MESSAGE_ADDED'; threadId: string; messageId: string }
  | { kind: 'THREAD_UPDATED' | 'READ'; threadId: string }
  | { kind: 'TYPING'; threadId: string; typing: TypingPayload };

export type VisitorEventPayload =
  | { kind: 'MESSAGE_ADDED'; threadId: string; messageId: string }
  | { kind: 'THREAD_UPDATED' | 'READ'; threadId: string }
  | { kind: 'TYPING'; threadId: string; typing: TypingPayload };

export type PubSub = ReturnType<typeof createPubSub<Topics>>;

export type PubSubHandle = { pubsub: PubSub; close(): Promise<void> };

/**
 * The event target fires PUBLISH, SUBSCRIBE and UNSUBSCRIBE without awaiting them, so a failure would be
 * an unhandled rejection; this reports it instead. Unsubscribes still in flight at shutdown are expected.
 */
function reportingCommandFailures(client: Redis, logger: Logger, isClosing: () => boolean): Redis {
  const unawaited = new Set<PropertyKey>(['publish', 'subscribe', 'unsubscribe']);
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!unawaited.has(property)) return value.bind(target);
      return (...args: unknown[]) =>
        (value.apply(target, args) as Promise<unknown>).catch((error: unknown) => {
          if (!isClosing()) logger.error(`Redis ${String(property)} failed`, { error: String(error) });
        });
    },
  });
}

/** In-process by default; Redis pub/sub when several instances must see each other's events. */
export function createAppPubSub(redisUrl: string | undefined, logger: Logger): PubSubHandle {
  if (!redisUrl) {
    // Every visitor of an organization listens for its availability: far more than Node's default warning level.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<Topics>({ eventTarget }), close: async () => {} };
  }
  let closing = false;
  const isClosing = () => closing;
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({
    publishClient: reportingCommandFailures(publishClient, logger, isClosing),
    subscribeClient: reportingCommandFailures(subscribeClient, logger, isClosing),
  });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    async close() {
      closing = true;
      // Publishes still queued go out; the subscriber holds nothing worth a graceful goodbye, and
      // a QUIT would fail while the last subscriptions are still unsubscribing.
      subscribeClient.disconnect();
      await publishClient.quit();
    },
  };
}
