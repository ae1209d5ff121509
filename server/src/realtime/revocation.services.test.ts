import { afterAll, beforeAll } from '@jest/globals';
import { describeRevocations } from '../../test-support/revocation-scenarios';
import { requirePostgresServerUrl, requireRedisUrl } from '../../test-support/services';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { openDatabase, type Database, type PostgresDatabase } from '../db/client';
import { createTestDatabase } from '../db/test-database';

// Sockets on one instance, revoking changes made on another, sharing one PostgreSQL and one Redis. Each instance has
// a database client of its own, as separate processes would: what one instance hears of its own writes, the other
// learns only from what is published.
requireRedisUrl();
let database: PostgresDatabase;
let actingDatabase: Database;
let watched: TestApp;
let acting: TestApp;
beforeAll(async () => {
  database = (await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() })) as PostgresDatabase;
  actingDatabase = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory' });
  watched = await startTestApp({ database, listen: true });
  acting = await startTestApp({ database: actingDatabase, listen: true });
});
afterAll(async () => {
  await watched.close();
  await acting.close();
  await actingDatabase.close();
  await database.close();
});

describeRevocations(() => ({ watched, acting }));
