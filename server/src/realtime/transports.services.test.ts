import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startOwnRedisServer, type OwnRedisServer } from '../../test-support/redis-server';
import { createLogger } from '../logger';
import { redisTransport, type Transport } from './transports';

let redis: OwnRedisServer;
let transport: Transport;
beforeAll(async () => {
  redis = await startOwnRedisServer();
  transport = redisTransport(redis.url, createLogger('error'));
});
afterAll(async () => {
  await transport.close();
  await redis.close();
});

/** How many times Redis has read from its clients' sockets: one read takes whatever a client wrote at once. */
async function readsByRedis(): Promise<number> {
  const stats = await redis.client.info('stats');
  return Number(/total_reads_processed:(\d+)/.exec(stats)![1]);
}

describe('publishing over Redis', () => {
  it("sends a message's news on its three topics in one write, in the order published", async () => {
    const received: string[] = [];
    transport.onMessage((channel) => received.push(channel));
    const channels = ['inbox:event:o1', 'thread:event:t1', 'visitor:event:c1'];
    for (const channel of channels) await transport.subscribe(channel);
    await transport.publish('inbox:event:o1', { kind: 'WARM_UP' });

    const before = await readsByRedis();
    await Promise.all(channels.map((channel) => transport.publish(channel, { kind: 'MESSAGE_ADDED' })));
    const after = await readsByRedis();
    await transport.received();

    // The INFO command that read `before` is the one other read.
    expect(after - before).toBe(2);
    expect(received).toEqual(['inbox:event:o1', ...channels]);
  });
});
