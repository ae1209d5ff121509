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
  // pg's pool.end() resolves before its connections have closed, and closing the database then terminates them: the
  // error they report lands on the pool, which would otherwise end the process before the bench prints its figures.
  // A failure while sending still fails that send's query.
  if (database.kind === 'postgres') pool.on('error', () => {});
  await pool.query(table);
  return {
    insert: (visitor, body) => pool.query(insert, [visitor, body]),
    close: async () => {
      if (database.kind === 'postgres') await pool.end();
      await database.close();
    },
  };
}
