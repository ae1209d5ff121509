import fs from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import { withSharedDeliveryReads } from '../realtime/shared-reads';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import { keepWebAssemblyCode } from './keep-webassembly-code';
import { preparedStatementNames } from './prepared-statements';
import { withWriteNotices, type WriteNotices } from './write-notices';
import { recordingAdapterFactory, type QueryRecorder } from './query-recorder';
import { textStatements, type TextStatement } from './text-statements';

type OpenDatabase = WriteNotices & {
  /** Statements answered as one text column, past the ORM client (see text-statements). */
  queryText: TextStatement;
  /** Disconnects Prisma and, for PGlite, shuts the embedded database down cleanly. */
  close(): Promise<void>;
};

/** The embedded database; migrations must run through its one connection (one owner per directory, one session). */
export type PgliteDatabase = OpenDatabase & { kind: 'pglite'; embedded: PgliteThread };
export type PostgresDatabase = OpenDatabase & { kind: 'postgres'; databaseUrl: string };
export type Database = PgliteDatabase | PostgresDatabase;

export type OpenDatabaseOptions = {
  /** A postgres:// URL: use that PostgreSQL database instead of the embedded one. */
  databaseUrl?: string;
  /**
   * The app's data directory; the embedded database lives in `${dataDir}/pglite` (the same
   * place prisma.config.ts points the CLI at). 'memory' keeps it in memory, for tests.
   */
  dataDir: string | 'memory';
  /** Start the embedded database from a PGlite dumpDataDir() tarball (test templates): its buffer moves to the database's thread, so the caller cannot use it again. */
  pgliteDump?: Uint8Array<ArrayBuffer>;
  /** Told of every round trip Prisma makes (tests that hold the request path to a number of queries). */
  recordQueries?: QueryRecorder;
};

/**
 * Errors carry Prisma's short message: the pretty one renders a code frame of the calling source, work done on every
 * failed query (a unique-key race on a retried send, say) that nobody reads.
 */
const clientOptions = { errorFormat: 'minimal' } as const;

/**
 * Opens the app's database. Without a databaseUrl this is PGlite, Postgres compiled to WASM and
 * running on a thread of this process, reached through the same driver adapter as PostgreSQL.
 * PGlite runs Postgres with fsync off, and its Node filesystem layer does not fsync even with
 * fsync on (checked with strace), so a power loss or kernel crash can lose the last commits;
 * use PostgreSQL where that matters.
 */
export async function openDatabase({ databaseUrl, dataDir, pgliteDump, recordQueries }: OpenDatabaseOptions): Promise<Database> {
  keepWebAssemblyCode();
  if (databaseUrl) {
    // The app's pool, so that the client and the text statements share its connections; the adapter leaves it open.
    const pool = new pg.Pool({ connectionString: databaseUrl });
    // An idle connection's error (the server restarted, the database was dropped) only takes it out of the pool; the
    // adapter listens while it is open, and this keeps a late one from crashing the process, as its own pools did.
    pool.on('error', () => undefined);
    return { kind: 'postgres', databaseUrl, ...opened(pool, recordQueries, () => pool.end()) };
  }
  const embedded = await startPgliteThread({ dataDir: pgliteDataDir(dataDir), dump: pgliteDump });
  return { kind: 'pglite', embedded, ...opened(embedded.pool, recordQueries, () => embedded.close()) };
}

/**
 * The client and the text statements on one adapter over `pool`. Closing disconnects both, then closes what holds the
 * pool (`closeUnderneath`), which the adapter leaves open.
 */
function opened(pool: pg.Pool, recordQueries: QueryRecorder | undefined, closeUnderneath: () => Promise<void>): OpenDatabase {
  const adapter = new PrismaPg(pool, { statementNameGenerator: preparedStatementNames() });
  const factory: SqlDriverAdapterFactory = recordQueries ? recordingAdapterFactory(adapter, recordQueries) : adapter;
  const texts = textStatements(factory);
  const notices = withWriteNotices(withSharedDeliveryReads(new PrismaClient({ ...clientOptions, adapter: factory }), texts.query));
  return {
    ...notices,
    queryText: texts.query,
    close: async () => {
      await notices.prisma.$disconnect();
      await texts.close();
      await closeUnderneath();
    },
  };
}

function pgliteDataDir(dataDir: string): string | undefined {
  if (dataDir === 'memory') return undefined;
  // PGlite creates its own directory but not missing parents.
  fs.mkdirSync(dataDir, { recursive: true });
  return path.join(dataDir, 'pglite');
}
