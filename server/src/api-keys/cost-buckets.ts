import type Redis from 'ioredis';

/**
 * Each API key spends points from a leaky bucket: a full bucket holds `maximumAvailable` points, refilling at
 * `restoreRate` points per second, and every operation costs its query complexity. Bursts up to the bucket's size run
 * at once; a steady client gets `restoreRate` points per second. Shopify's Admin API works the same way and restores
 * 100 points/s too. A connection costs per item it asks for, so a full page of 100 messages with their files (about
 * 1,400 points) fits one bucket, and two such pages nested in each other never do.
 */
export const costLimits = { maximumAvailable: 2_000, restoreRate: 100 } as const;

export type BucketState = { allowed: boolean; currentlyAvailable: number };

export type CostBuckets = {
  /** Takes `cost` points from the key's bucket when it holds that many; otherwise takes nothing. */
  take(keyId: string, cost: number): Promise<BucketState>;
};

/**
 * The bucket in Redis, shared by every instance, updated atomically by one script and timed by Redis's own clock so
 * instances with skewed clocks agree. rate-limiter-flexible (used for sign-in limits) counts fixed windows only; a
 * bucket that refills continuously needs this script.
 */
const takeScript = `
local maximum = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'available', 'at')
local available = tonumber(state[1]) or maximum
local at = tonumber(state[2]) or now
available = math.min(maximum, available + (now - at) / 1000 * rate)
local allowed = 0
if cost <= available then
  available = available - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 'available', tostring(available), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((maximum - available) / rate * 1000) + 1000)
return { allowed, tostring(available) }
`;

function redisBuckets(redis: Redis): CostBuckets {
  return {
    async take(keyId, cost) {
      const [allowed, available] = (await redis.eval(takeScript, 1, `api-key-cost:${keyId}`, costLimits.maximumAvailable, costLimits.restoreRate, cost)) as [number, string];
      return { allowed: allowed === 1, currentlyAvailable: Number(available) };
    },
  };
}

/** In the embedded mode one process serves every request, so its memory is the shared place. */
function memoryBuckets(): CostBuckets {
  const buckets = new Map<string, { available: number; at: number }>();
  return {
    take(keyId, cost) {
      const now = Date.now();
      const bucket = buckets.get(keyId) ?? { available: costLimits.maximumAvailable, at: now };
      let available = Math.min(costLimits.maximumAvailable, bucket.available + ((now - bucket.at) / 1000) * costLimits.restoreRate);
      const allowed = cost <= available;
      if (allowed) available -= cost;
      // A full bucket is the same as none: forget it, so memory holds only keys in use.
      if (available >= costLimits.maximumAvailable) buckets.delete(keyId);
      else buckets.set(keyId, { available, at: now });
      return Promise.resolve({ allowed, currentlyAvailable: available });
    },
  };
}

export function createCostBuckets(redis?: Redis): CostBuckets {
  return redis ? redisBuckets(redis) : memoryBuckets();
}
