import pg from 'pg';
import { describe, expect, it } from '@jest/globals';
import { requirePostgresServerUrl } from '../../test-support/services';
import { createTestDatabase } from './test-database';

const postgresServerUrl = requirePostgresServerUrl();

describe('createTestDatabase on PostgreSQL', () => {
  it('drops its PostgreSQL database on close', async () => {
    const db = await createTestDatabase({ postgresServerUrl });
    if (db.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const name = new URL(db.databaseUrl).pathname.slice(1);

    await db.close();

    const server = new pg.Client({ connectionString: postgresServerUrl });
    await server.connect();
    try {
      const { rowCount } = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(rowCount).toBe(0);
    } finally {
      await server.end();
    }
  });
});
