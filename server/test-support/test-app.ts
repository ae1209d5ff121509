import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createTestDatabase } from '../src/db/test-database';
import { TestClient } from './graphql-client';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

/** A client address of its own, as the reverse proxy in front of a test app would report it. */
export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
}

export type TestApp = {
  app: App;
  database: Database;
  mail: MailCatcher;
  /**
   * A browser-like client with its own cookie jar and its own client address (so rate limits are per client):
   * its requests reach the app as if through one reverse proxy that appended a random address.
   */
  client(headers?: Record<string, string>): TestClient;
  close(): Promise<void>;
};

/**
 * A real app on a fresh, migrated database (in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
 * sending real email to a loopback SMTP server, and using Redis for fan-out when TEST_REDIS_URL is set.
 */
export async function startTestApp(
  options: { listen?: boolean; database?: Database; env?: Record<string, string>; now?: () => Date; webhookTimeoutMs?: number } = {},
): Promise<TestApp> {
  const mail = await startMailCatcher();
  const database = options.database ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    // One proxy in front, as in production; browsers of the browser tests connect directly and are seen as 127.0.0.1.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
    // Webhook receivers in tests listen on loopback.
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  });
  const app = await createApp(config, { database, now: options.now, webhookTimeoutMs: options.webhookTimeoutMs });
  if (options.listen) await app.start();
  return {
    app,
    database,
    mail,
    client: (headers = {}) =>
      new TestClient(app, { 'x-forwarded-for': randomClientAddress(), ...headers }),
    async close() {
      await app.stop();
      if (!options.database) await database.close();
      await mail.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
