import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client';
import { withSharedDeliveryReads } from '../realtime/shared-reads';
import { pgliteExtensions } from './pglite-extensions';
import { preparedStatementNames } from './prepared-statements';
import { withWriteNotices, type WriteNotices } from './write-notices';
import { recordingAdapterFactory, type QueryRecorder } from './query-recorder';

type OpenDatabase = WriteNotices & {
  /** Disconnects Prisma and, for PGlite, shuts the embedded database down cleanly. */
  close(): Promise<void>;
};

/** The embedded database; migrations must run through this same instance (one owner per directory). */
export type PgliteDatabase = OpenDatabase & { kind: 'pglite'; pglite: PGlite };
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
  /** Start the embedded database from a PGlite dumpDataDir() tarball (test templates). */
  pgliteDump?: Blob;
  /** Told of every round trip Prisma makes (tests that hold the request path to a number of queries). */
  recordQueries?: QueryRecorder;
};

/**
 * Opens the app's database. Without a databaseUrl this is PGlite, Postgres compiled to WASM and
 * running in this process. PGlite runs Postgres with fsync off, and its Node filesystem layer
 * does not fsync even with fsync on (checked with strace), so a power loss or kernel crash can
 * lose the last commits; use PostgreSQL where that matters.
 */
/**
 * Errors carry Prisma's short message: the pretty one renders a code frame of the calling source, work done on every
 * failed query (a unique-key race on a retried send, say) that nobody reads.
 */
const clientOptions = { errorFormat: 'minimal' } as const;

export async function openDatabase({ databaseUrl, dataDir, pgliteDump, recordQueries }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const notices = withWriteNotices(
      withSharedDeliveryReads(new PrismaClient({ ...clientOptions, adapter: observed(new PrismaPg({ connectionString: databaseUrl }, { statementNameGenerator: preparedStatementNames() }), recordQueries) })),
    );
    return { kind: 'postgres', databaseUrl, ...notices, close: () => notices.prisma.$disconnect() };
  }
  const pglite = await PGlite.create(pgliteDataDir(dataDir), { loadDataDir: pgliteDump, extensions: pgliteExtensions });
  const notices = withWriteNotices(withSharedDeliveryReads(new PrismaClient({ ...clientOptions, adapter: observed(new PrismaPGlite(pglite), recordQueries) })));
  return {
    kind: 'pglite',
    pglite,
    ...notices,
    close: async () => {
      await notices.prisma.$disconnect();
      await pglite.close();
    },
  };
}

function observed<F extends PrismaPg | PrismaPGlite>(factory: F, recordQueries: QueryRecorder | undefined): F {
  return recordQueries ? recordingAdapterFactory(factory, recordQueries) : factory;
}

function pgliteDataDir(dataDir: string): string | undefined {
  if (dataDir === 'memory') return undefined;
  // PGlite creates its own directory but not missing parents.
  fs.mkdirSync(dataDir, { recursive: true });
  return path.join(dataDir, 'pglite');
}
