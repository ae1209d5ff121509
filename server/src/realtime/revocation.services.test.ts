import { afterAll, beforeAll } from '@jest/globals';
import { describeRevocations } from '../../test-support/revocation-scenarios';
import { requirePostgresServerUrl, requireRedisUrl } from '../../test-support/services';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-database';

// Sockets on one instance, revoking changes made on another, sharing one PostgreSQL and one Redis.
requireRedisUrl();
let database: Database;
let watched: TestApp;
let acting: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() });
  watched = await startTestApp({ database, listen: true });
  acting = await startTestApp({ database, listen: true });
});
afterAll(async () => {
  await watched.close();
  await acting.close();
  await database.close();
});

describeRevocations(() => ({ watched, acting }));
