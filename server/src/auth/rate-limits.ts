import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors';

/** Attempts allowed per key within the window (seconds). Keys combine the action with an IP or an email. */
const rules = {
  signIn: { points: 10, duration: 15 * 60 },
  signUp: { points: 5, duration: 60 * 60 },
  passwordReset: { points: 5, duration: 60 * 60 },
  resendEmail: { points: 5, duration: 60 * 60 },
  visitorSession: { points: 30, duration: 10 * 60 },
  visitorMessage: { points: 60, duration: 60 },
  // Per client address, across every session it opens (one script, many sessions); room for a shared office connection.
  visitorMessagePerAddress: { points: 120, duration: 60 },
  visitorDetails: { points: 10, duration: 10 * 60 },
  supportRequest: { points: 5, duration: 60 * 60 },
  upload: { points: 60, duration: 10 * 60 },
} as const;

export type RateLimitRule = keyof typeof rules;

export type RateLimits = {
  /**
   * Counts one attempt against each key (e.g. the client's IP and the email asked about); throws
   * RateLimitedError once the rule's budget for any of them is spent.
   */
  consume(rule: RateLimitRule, ...keys: string[]): Promise<void>;
};

/** In-process counters for the embedded mode; Redis when several instances must share them. */
export function createRateLimits(redis?: Redis): RateLimits {
  const limiters = new Map<RateLimitRule, RateLimiterAbstract>();
  for (const [rule, { points, duration }] of Object.entries(rules) as [RateLimitRule, (typeof rules)[RateLimitRule]][]) {
    const keyPrefix = `ratelimit:${rule}`;
    limiters.set(
      rule,
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, useRedisPackage: false })
        : new RateLimiterMemory({ keyPrefix, points, duration }),
    );
  }
  return {
    async consume(rule, ...keys) {
      for (const key of keys) {
        try {
          await limiters.get(rule)!.consume(key.toLowerCase());
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) throw new RateLimitedError(rejection.msBeforeNext / 1000);
          throw rejection;
        }
      }
    },
  };
}
