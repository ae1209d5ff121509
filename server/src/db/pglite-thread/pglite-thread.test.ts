import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { waitUntil } from '../../../test-support/wait-until';
import { startPgliteThread, type PgliteThread } from '.';

const opened: PgliteThread[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((thread) => thread.close()));
});

async function inMemory(): Promise<PgliteThread> {
  const thread = await startPgliteThread({ dataDir: undefined, dump: undefined });
  opened.push(thread);
  return thread;
}

describe('the embedded database on its own thread', () => {
  it("leaves the app's thread free while it runs a long query", async () => {
    const { pool } = await inMemory();
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    try {
      // Postgres works synchronously for the whole query; on the app's thread no timer could fire until it ended.
      const query = pool.query('SELECT count(*)::int AS n FROM generate_series(1, 3000000) AS s(i) WHERE i % 7 = 0');
      const ticksBefore = ticks;
      const { rows } = await query;
      expect(rows).toEqual([{ n: 428571 }]);
      expect(ticks - ticksBefore).toBeGreaterThanOrEqual(3);
    } finally {
      clearInterval(timer);
    }
  });

  it('rolls back the transaction that a connection which failed left open', async () => {
    const { pool } = await inMemory();
    await pool.query('CREATE TABLE note (body text)');
    const statement = { name: 'count_notes', text: 'SELECT count(*)::int AS n FROM note' };
    expect((await pool.query(statement)).rows).toEqual([{ n: 0 }]);

    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query("INSERT INTO note VALUES ('never committed')");
    await client.query(statement);
    // The pool drops a connection that failed, in the middle of its transaction; PGlite's session is the same one.
    client.release(new Error('dropped mid-transaction'));

    expect((await pool.query(statement)).rows).toEqual([{ n: 0 }]);
  });

  it('lets several connections share the session, one transaction at a time', async () => {
    const thread = await startPgliteThread({ dataDir: undefined, dump: undefined, connections: 2 });
    opened.push(thread);
    const { pool } = thread;
    await pool.query('CREATE TABLE note (body text)');
    const [writer, other] = await Promise.all([pool.connect(), pool.connect()]);
    try {
      // Both connections prepare a statement of the same name, as every connection of the pool does.
      const statement = { name: 'count_notes', text: 'SELECT count(*)::int AS n FROM note' };
      expect((await writer.query(statement)).rows).toEqual([{ n: 0 }]);
      expect((await other.query(statement)).rows).toEqual([{ n: 0 }]);

      await writer.query('BEGIN');
      await writer.query("INSERT INTO note VALUES ('not yet committed')");
      let answered = false;
      const otherCount = other.query(statement).then((result) => {
        answered = true;
        return result.rows;
      });
      // The other connection's query waits for the transaction: it never runs inside it.
      await writer.query("INSERT INTO note VALUES ('also in the transaction')");
      expect(answered).toBe(false);
      await writer.query('ROLLBACK');
      expect(await otherCount).toEqual([{ n: 0 }]);
    } finally {
      writer.release();
      other.release();
    }
  });

  it("answers a query sent before another connection's transaction began while that transaction is still open", async () => {
    const thread = await startPgliteThread({ dataDir: undefined, dump: undefined, connections: 2 });
    opened.push(thread);
    const [inTransaction, alone] = await Promise.all([thread.pool.connect(), thread.pool.connect()]);
    try {
      // Order between connections is not left to chance: the query was sent first, so it runs first. Had the BEGIN
      // overtaken it, the transaction would hold the session and the query, which it waits for, would never run.
      // Separate channels per connection let that happen now and then, so it is tried many times.
      for (let round = 0; round < 50; round += 1) {
        const query = alone.query('SELECT 1 AS one');
        const begun = inTransaction.query('BEGIN');
        expect((await query).rows).toEqual([{ one: 1 }]);
        await begun;
        await inTransaction.query('COMMIT');
      }
    } finally {
      inTransaction.release();
      alone.release();
    }
  });

  it('ends a connection the pool lets go, as a socket closes', async () => {
    const { pool } = await inMemory();
    const client = await pool.connect();
    await client.query('SELECT 1');
    const ended = once(client, 'end');
    // Released for good: the pool ends the client, which waits for its socket to close.
    client.release(true);
    await ended;
    expect((await pool.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
  });

  it('answers a bad statement with its error and goes on serving', async () => {
    const { pool } = await inMemory();
    await expect(pool.query('SELECT * FROM missing_table')).rejects.toMatchObject({ code: '42P01' });
    expect((await pool.query('SELECT 1 + 1 AS two')).rows).toEqual([{ two: 2 }]);
  });

  it('keeps what was committed in its directory once closed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-pglite-thread-'));
    try {
      const first = await startPgliteThread({ dataDir, dump: undefined });
      await first.pool.query('CREATE TABLE note (body text)');
      await first.pool.query("INSERT INTO note VALUES ('kept')");
      await first.close();

      const second = await startPgliteThread({ dataDir, dump: undefined });
      opened.push(second);
      expect((await second.pool.query('SELECT body FROM note')).rows).toEqual([{ body: 'kept' }]);
    } finally {
      await Promise.all(opened.splice(0).map((thread) => thread.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts from a dump of another database', async () => {
    const source = await inMemory();
    await source.pool.query('CREATE TABLE note (body text)');
    await source.pool.query("INSERT INTO note VALUES ('copied')");
    const dump = await source.dump();

    const copy = await startPgliteThread({ dataDir: undefined, dump });
    opened.push(copy);
    expect((await copy.pool.query('SELECT body FROM note')).rows).toEqual([{ body: 'copied' }]);
  });

  it('vacuums and analyzes the tables that changed, as autovacuum does for PostgreSQL', async () => {
    const thread = await startPgliteThread({ dataDir: undefined, dump: undefined, maintenanceIntervalMs: 50 });
    opened.push(thread);
    const { pool } = thread;
    await pool.query('CREATE TABLE note (id int PRIMARY KEY, body text)');
    await pool.query("INSERT INTO note SELECT i, 'note ' || i FROM generate_series(1, 3000) AS s(i)");
    await pool.query('DELETE FROM note WHERE id > 1000');

    const table = async () =>
      (
        await pool.query<{ dead: number; vacuumed: boolean; estimate: number }>(
          `SELECT s.n_dead_tup::int AS dead, s.last_vacuum IS NOT NULL AS vacuumed, c.reltuples::int AS estimate
           FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = 'note'`,
        )
      ).rows[0];
    await waitUntil(async () => (await table()).vacuumed && (await table()).dead === 0, () => 'the table to be vacuumed');
    // The planner now knows the table's size, and the deleted rows are gone.
    expect(await table()).toEqual({ dead: 0, vacuumed: true, estimate: 1000 });
  });
});
