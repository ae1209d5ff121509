import type { PGlite } from '@electric-sql/pglite';
import type { InTurn } from './shared-session';

/**
 * What autovacuum does for PostgreSQL, for the embedded database, which runs Postgres in single-user mode and so has
 * no autovacuum: without it the planner never learned how big the tables had grown (an inbox's unread counts took
 * 2,000 index lookups where one hash join does, 2.4 times slower), and rows that updates left dead were never
 * removed. Each table that crossed autovacuum's default thresholds is vacuumed or analyzed, one table per turn.
 */
const due = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS "table",
    (s.n_dead_tup > 50 + 0.2 * t.rows OR s.n_ins_since_vacuum > 1000 + 0.2 * t.rows) AS "vacuum"
  FROM pg_stat_user_tables s
  JOIN pg_class c ON c.oid = s.relid
  CROSS JOIN LATERAL (SELECT greatest(c.reltuples, 0) AS rows) t
  WHERE s.n_dead_tup > 50 + 0.2 * t.rows
     OR s.n_ins_since_vacuum > 1000 + 0.2 * t.rows
     OR s.n_mod_since_analyze > 50 + 0.1 * t.rows`;

/**
 * Looks for tables due every `intervalMs`, at moments when `free()` says no connection holds the session; returns a
 * function that stops it.
 */
export function startMaintenance(pglite: PGlite, inTurn: InTurn, free: () => boolean, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    maintain(pglite, inTurn, free)
      // Not fatal: the tables stay as they are and the next round tries again.
      .catch((error: unknown) => process.emitWarning(`The embedded database's maintenance failed: ${String(error)}`))
      .finally(() => (running = false));
  }, intervalMs);
  return () => clearInterval(timer);
}

async function maintain(pglite: PGlite, inTurn: InTurn, free: () => boolean): Promise<void> {
  const tables = await inTurn(async () => (free() ? (await pglite.query<{ table: string; vacuum: boolean }>(due)).rows : []));
  for (const { table, vacuum } of tables) {
    // A connection may hold the session between its statements (inside a transaction, which VACUUM cannot run in and
    // ANALYZE would become part of). The table then waits for the next round.
    await inTurn(async () => {
      if (free()) await pglite.exec(vacuum ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
    });
  }
}
