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

  it("hands this instance's own events to its listeners as they are published, once, and other instances' through Redis", async () => {
    const other = redisTransport(redis.url, createLogger('error'));
    try {
      const here: object[] = [];
      const there: object[] = [];
      transport.onMessage((channel, event) => channel === 'thread:event:t2' && here.push(event));
      other.onMessage((channel, event) => channel === 'thread:event:t2' && there.push(event));
      await Promise.all([transport.subscribe('thread:event:t2'), other.subscribe('thread:event:t2')]);

      const published = transport.publish('thread:event:t2', { kind: 'TYPING', threadId: 't2' });
      // Before Redis has even answered: the publishing instance's listeners already have it.
      expect(here).toMatchObject([{ kind: 'TYPING', threadId: 't2' }]);
      await published;
      await Promise.all([transport.received(), other.received()]);
      expect(there).toMatchObject([{ kind: 'TYPING', threadId: 't2' }]);

      await other.publish('thread:event:t2', { kind: 'READ', threadId: 't2' });
      await Promise.all([transport.received(), other.received()]);
      // Redis sent each event back to its publisher too: neither instance had one twice.
      expect(here.map((event) => (event as { kind: string }).kind)).toEqual(['TYPING', 'READ']);
      expect(there.map((event) => (event as { kind: string }).kind)).toEqual(['TYPING', 'READ']);
    } finally {
      await other.close();
    }
  });
});
