import pg from 'pg';
import { createTestDatabase } from '../../server/src/db/test-database';

export type MessageWriter = { insert(visitor: number, body: string): Promise<unknown>; close(): Promise<unknown> };

const postgresServerUrl = process.env.BENCH_POSTGRES_URL || null;

/** Stores one message with one statement, on a pool like the app's (PostgreSQL) or on the embedded database's connection. */
export async function messageWriter(): Promise<MessageWriter> {
  const database = await createTestDatabase({ postgresServerUrl, migrated: false });
  const table = 'CREATE TABLE bench_message (id bigserial PRIMARY KEY, visitor int NOT NULL, body text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())';
  const insert = 'INSERT INTO bench_message (visitor, body) VALUES ($1, $2)';
  // The embedded database's one connection, or a pool like the app's.
  const pool = database.kind === 'pglite' ? database.embedded.pool : new pg.Pool({ connectionString: database.databaseUrl, max: 10 });
  await pool.query(table);
  return {
    insert: (visitor, body) => pool.query(insert, [visitor, body]),
    close: async () => {
      if (database.kind === 'postgres') await pool.end();
      await database.close();
    },
  };
}
