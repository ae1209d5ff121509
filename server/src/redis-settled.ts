import type Redis from 'ioredis';

/**
 * Resolves once the client has connected, or has failed to connect once. An instance waits for this before it takes
 * requests, so its first ones neither find Redis "down" (readiness, rate limits falling back to memory) merely
 * because the connection was still opening; yet a Redis that is really away never keeps the instance from starting:
 * readiness then says so.
 */
export function redisSettled(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      redis.off('ready', settle);
      redis.off('error', settle);
      resolve();
    };
    redis.on('ready', settle);
    redis.on('error', settle);
  });
}
