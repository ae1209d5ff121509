import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';

/**
 * Typed topics. Payloads carry ids only: each subscriber loads what it may see, so recipients are
 * decided by the subscriber's own authorization, never by what the publisher happened to include.
 */
export type Topics = {
  'organization:updated': [organizationId: string, payload: { organizationId: string }];
};

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
