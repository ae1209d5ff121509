import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';

/**
 * Typed topics. Payloads carry ids (and typing names) only: each subscriber loads what it may see, so
 * recipients are decided by the subscriber's own authorization, never by what the publisher included.
 */
export type Topics = {
  'organization:updated': [organizationId: string, payload: { organizationId: string }];
  'inbox:event': [organizationId: string, payload: InboxEventPayload];
  'thread:event': [threadId: string, payload: ThreadEventPayload];
  'visitor:event': [contactId: string, payload: VisitorEventPayload];
  'availability:changed': [organizationId: string, payload: { organizationId: string }];
};

/** Someone is typing in a thread; ephemeral, never stored. */
export type TypingPayload = { isTyping: boolean; fromVisitor: boolean; userId: string | null; name: string };

export type InboxEventPayload =
  | { kind: 'THREAD_CREATED' | 'MESSAGE_ADDED'; threadId: string; messageId: string }
  | { kind: 'THREAD_UPDATED'; threadId: string }
  | { kind: 'PRESENCE_CHANGED'; membershipId: string };

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

/** In-process by default; Redis pub/sub when several instances must see each other's events. */
export function createAppPubSub(redisUrl?: string): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
