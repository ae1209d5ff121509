import { afterEach, describe, expect, it } from '@jest/globals';
import { CLI_TIMEOUT, cleanups, prisma, runCleanups } from '../../test-support/prisma-cli';
import { requirePostgresServerUrl } from '../../test-support/services';
import { migrationStatus } from './migrate';
import { createTestDatabase } from './test-database';

afterEach(runCleanups);

const postgresServerUrl = requirePostgresServerUrl();
describe('the Prisma CLI and the server on PostgreSQL', () => {
  it(
    'migrate status agrees with migrations the server applied',
    async () => {
      const db = await createTestDatabase({ postgresServerUrl });
      cleanups.push(() => db.close());
      if (db.kind !== 'postgres') throw new Error('expected PostgreSQL');

      expect(await prisma(['migrate', 'status'], { DATABASE_URL: db.databaseUrl })).toContain(
        'Database schema is up to date!',
      );
    },
    CLI_TIMEOUT,
  );

  it(
    'the server sees nothing pending after migrate deploy',
    async () => {
      const db = await createTestDatabase({ postgresServerUrl, migrated: false });
      cleanups.push(() => db.close());
      if (db.kind !== 'postgres') throw new Error('expected PostgreSQL');

      await prisma(['migrate', 'deploy'], { DATABASE_URL: db.databaseUrl });

      expect(await migrationStatus(db)).toEqual({ pending: [], failed: [] });
    },
    CLI_TIMEOUT,
  );
});
