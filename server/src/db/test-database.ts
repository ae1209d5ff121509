import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './client';
import type { QueryRecorder } from './query-recorder';
import { applyPendingMigrations } from './migrate';
import { MIGRATIONS_DIR, readMigrationsDirectory } from './migrations-directory';

export type TestDatabaseOptions = {
  /** PostgreSQL server to create the database on; defaults to TEST_DATABASE_URL. null: PGlite. */
  postgresServerUrl?: string | null;
  /** Apply prisma/migrations (the default); false leaves the database empty. */
  migrated?: boolean;
  /** Told of every round trip the app's Prisma client makes. */
  recordQueries?: QueryRecorder;
};

/**
 * A fresh, fully migrated database for one test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new uniquely named database on it that close()
 * drops again.
 */
export async function createTestDatabase({
  postgresServerUrl = process.env.TEST_DATABASE_URL || null,
  migrated = true,
  recordQueries,
}: TestDatabaseOptions = {}): Promise<Database> {
  if (postgresServerUrl) return createPostgresTestDatabase(postgresServerUrl, migrated, recordQueries);
  if (!migrated) return openDatabase({ dataDir: 'memory', recordQueries });
  return openDatabase({ dataDir: 'memory', pgliteDump: await migratedPgliteTemplate(), recordQueries });
}

const TEMPLATE_PREFIX = 'parley-pglite-template-';

// Starting PGlite on an empty directory runs initdb and every migration (seconds); loading a tarball of an already
// migrated one takes about half a second. The tarball is cached on disk, keyed by the migrations and the
// PGlite version, so every test file of every Jest worker shares it.
async function migratedPgliteTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${await templateKey()}.tar`);
  if (fs.existsSync(file)) return new Uint8Array(fs.readFileSync(file));
  const db = await openDatabase({ dataDir: 'memory' });
  try {
    await applyPendingMigrations(db);
    if (db.kind !== 'pglite') throw new Error('expected an embedded database');
    // Postgres clears its whole buffer pool as it starts, which in WebAssembly took as long as the rest of a load at
    // the default 128 MB; a test's database is a few megabytes, and a pool of 16 MB holds it.
    await db.prisma.$executeRawUnsafe("ALTER SYSTEM SET shared_buffers = '16MB'");
    // A database dumped right after a checkpoint starts without replaying the migrations' log: each load is faster.
    await db.prisma.$executeRawUnsafe('CHECKPOINT');
    const template = await db.embedded.dump();
    // Write then rename, so a parallel worker never reads a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, template);
    fs.renameSync(partial, file);
    removeStaleTemplates(file);
    return template;
  } finally {
    await db.close();
  }
}

// Each template is ~40 MB, and every change to the migrations makes a new one.
function removeStaleTemplates(current: string): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const stale = path.join(os.tmpdir(), name);
    if (name.startsWith(TEMPLATE_PREFIX) && name.endsWith('.tar') && stale !== current) fs.rmSync(stale, { force: true });
  }
}

/** Changed whenever the way a template is made changes, so that templates made the old way are not reused. */
const TEMPLATE_RECIPE = 'migrated, 16 MB of shared buffers, then checkpointed';

async function templateKey(): Promise<string> {
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { migrationDirectories } = await readMigrationsDirectory(MIGRATIONS_DIR);
  return createHash('sha256')
    .update(TEMPLATE_RECIPE)
    .update(JSON.parse(fs.readFileSync(pglitePackage, 'utf8')).version)
    .update(JSON.stringify(migrationDirectories))
    .digest('hex')
    .slice(0, 16);
}

async function createPostgresTestDatabase(serverUrl: string, migrated: boolean, recordQueries: QueryRecorder | undefined): Promise<Database> {
  const name = uniqueDatabaseName('parley_test');
  const template = migrated ? await migratedPostgresTemplate(serverUrl) : null;
  await onServer(serverUrl, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  const db = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), dataDir: 'memory', recordQueries });
  return {
    ...db,
    close: async () => {
      await db.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

const uniqueDatabaseName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

function databaseUrlOf(serverUrl: string, name: string): string {
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return databaseUrl.toString();
}

// Applying every migration costs a test file ~0.7 s on PostgreSQL; copying a migrated template database is a fraction of
// that. The template is named after the migrations, so a change to them makes a new one; it is built under a name of
// its own and renamed into place, so a clone never copies a half-migrated template and parallel workers that both
// built one keep the first.
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const template = `parley_template_${await templateKey()}`;
  if (await databaseExists(serverUrl, template)) return template;
  const building = uniqueDatabaseName('parley_template_building');
  await onServer(serverUrl, `CREATE DATABASE "${building}"`);
  try {
    const db = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, building), dataDir: 'memory' });
    try {
      await applyPendingMigrations(db);
    } finally {
      await db.close();
    }
    if (!(await databaseExists(serverUrl, template))) {
      await onServer(serverUrl, `ALTER DATABASE "${building}" RENAME TO "${template}"`);
      await dropStalePostgresTemplates(serverUrl, template);
    }
  } catch (error) {
    if (!(await databaseExists(serverUrl, template))) throw error;
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  }
  return template;
}

// Every change to the migrations makes a new template; the old ones are dropped (one a run still copies from stays).
function dropStalePostgresTemplates(serverUrl: string, current: string): Promise<void> {
  return withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'parley\\_template\\_%' AND datname NOT LIKE 'parley\\_template\\_building\\_%' AND datname <> $1",
      [current],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  });
}

function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return withServer(serverUrl, async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
}

function onServer(serverUrl: string, sql: string): Promise<void> {
  return withServer(serverUrl, async (client) => {
    await client.query(sql);
  });
}

/** Runs `work` on a connection of its own to the server's maintenance database. */
async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
