import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors';

/** Attempts allowed per key within the window (seconds). Keys combine the action with an IP or an email. */
const rules = {
  /** One address trying many accounts. */
  signInPerAddress: { points: 100, duration: 15 * 60 },
  /** One address guessing one account's password: tight, and it never touches the owner's other addresses. */
  signInPerAccountAndAddress: { points: 5, duration: 15 * 60 },
  /** Every address guessing one account: counted here, and slowed down past a free allowance (see auth/sign-in-throttle). */
  signInPerAccount: { points: Number.MAX_SAFE_INTEGER, duration: 60 * 60 },
  /** While an account is being slowed down: one password attempt per delay, whoever makes it. */
  signInAccountTurn: { points: 1, duration: 1 },
  /** Codes tried for one account's second sign-in step (or to confirm setting it up), from anywhere: six digits take a million guesses. */
  secondFactorPerAccount: { points: 10, duration: 15 * 60 },
  signUp: { points: 5, duration: 60 * 60 },
  /** Emails one signed-in user (or, signed out, one address) may cause to be sent (see email/email-budget). */
  emailPerSender: { points: 30, duration: 60 * 60 },
  /** Emails of one kind one address may receive: keeps anyone from flooding someone else's inbox. */
  emailPerRecipient: { points: 5, duration: 15 * 60 },
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
   * RateLimitedError once the rule's budget for any of them is spent, and then counts it against none.
   */
  consume(rule: RateLimitRule, ...keys: string[]): Promise<void>;
  /** As consume, for keys of several rules (a visitor's and their address's budgets for one message). */
  consumeAll(...attempts: [RateLimitRule, string][]): Promise<void>;
  /** Counts one attempt against the key without ever refusing it; returns the attempts in the window so far, this one included. */
  count(rule: RateLimitRule, key: string): Promise<number>;
  /** Takes back one counted attempt (one that turned out to be legitimate). */
  refund(rule: RateLimitRule, key: string): Promise<void>;
  /** Forgets every attempt counted against the keys. */
  reset(rule: RateLimitRule, ...keys: string[]): Promise<void>;
  /**
   * For rules of one point: takes the key's only turn for `seconds`, atomically, so concurrent callers cannot
   * both get it; throws RateLimitedError while someone else holds it.
   */
  takeTurn(rule: RateLimitRule, key: string, seconds: number): Promise<void>;
  /**
   * Forgets what this instance counted in memory. Each key counted in memory holds a timer until its window ends (up
   * to an hour), and a timer keeps everything its code can reach alive: without this, a stopped app stays in memory.
   */
  stop(): Promise<void>;
};

/** In-process counters for the embedded mode; Redis when several instances must share them. */
export function createRateLimits(redis?: Redis): RateLimits {
  const limiters = new Map<RateLimitRule, RateLimiterAbstract>();
  const inMemory: RateLimiterMemory[] = [];
  for (const [rule, { points, duration }] of Object.entries(rules) as [RateLimitRule, (typeof rules)[RateLimitRule]][]) {
    const keyPrefix = `ratelimit:${rule}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    inMemory.push(memory);
    limiters.set(
      rule,
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix,
            points,
            duration,
            useRedisPackage: false,
            // While Redis is unreachable each instance counts on its own, rather than refusing every sign-in and message.
            insuranceLimiter: memory,
          })
        : memory,
    );
  }
  const limiter = (rule: RateLimitRule) => limiters.get(rule)!;
  const consumeOne = async (rule: RateLimitRule, key: string, options?: { customDuration: number }) => {
    try {
      return await limiter(rule).consume(key.toLowerCase(), 1, options);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitedError(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  };
  // Every attempt is sent at once, one round trip to Redis with auto-pipelining, where each in turn cost one; a refusal
  // by any gives back what the others counted.
  const consumeAll = async (attempts: [RateLimitRule, string][]) => {
    const outcomes = await Promise.allSettled(attempts.map(([rule, key]) => consumeOne(rule, key)));
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected');
    if (!refusal) return;
    const counted = attempts.filter((_, index) => outcomes[index]!.status === 'fulfilled');
    await Promise.all(counted.map(([rule, key]) => limiter(rule).reward(key.toLowerCase(), 1)));
    throw refusal.reason;
  };
  return {
    async consume(rule, ...keys) {
      await consumeAll(keys.map((key) => [rule, key]));
    },
    async consumeAll(...attempts) {
      await consumeAll(attempts);
    },
    async count(rule, key) {
      return (await consumeOne(rule, key)).consumedPoints;
    },
    async refund(rule, key) {
      await limiter(rule).reward(key.toLowerCase(), 1);
    },
    async reset(rule, ...keys) {
      for (const key of keys) await limiter(rule).delete(key.toLowerCase());
    },
    async takeTurn(rule, key, seconds) {
      await consumeOne(rule, key, { customDuration: Math.max(1, Math.ceil(seconds)) });
    },
    async stop() {
      // The library's own dump lists the keys it holds, and deleting one clears its timer.
      for (const memory of inMemory) {
        for (const { key } of memory.dump().storage) await memory.delete(key);
      }
    },
  };
}
