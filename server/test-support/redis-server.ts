import { spawn } from 'node:child_process';
import Redis from 'ioredis';
import { freePort } from './server-process';

export type OwnRedisServer = { url: string; client: Redis; close(): Promise<void> };

/**
 * A Redis server of the test's own (the machine's redis-server, on a loopback port), for a test that reads the
 * server's own counters: on the shared server, other test files' traffic would move them too.
 */
export async function startOwnRedisServer(): Promise<OwnRedisServer> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  // Retries until the server listens: ioredis reconnects on its own, and the first command waits for it.
  const client = new Redis(url, { retryStrategy: () => 20 });
  await client.ping();
  return {
    url,
    client,
    async close() {
      client.disconnect();
      child.kill();
      await exited;
    },
  };
}
