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

// Starting PGlite on an empty directory runs initdb (~2 s); loading a tarball of an already
// migrated one takes ~0.5 s. The tarball is cached on disk, keyed by the migrations and the
// PGlite version, so every test file of every Jest worker shares it.
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${await templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const db = await openDatabase({ dataDir: 'memory' });
  try {
    await applyPendingMigrations(db);
    if (db.kind !== 'pglite') throw new Error('expected an embedded database');
    const template = await db.embedded.dump();
    // Write then rename, so a parallel worker never reads a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, new Uint8Array(await template.arrayBuffer()));
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

async function templateKey(): Promise<string> {
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { migrationDirectories } = await readMigrationsDirectory(MIGRATIONS_DIR);
  return createHash('sha256')
    .update(JSON.parse(fs.readFileSync(pglitePackage, 'utf8')).version)
    .update(JSON.stringify(migrationDirectories))
    .digest('hex')
    .slice(0, 16);
}

async function createPostgresTestDatabase(serverUrl: string, migrated: boolean, recordQueries: QueryRecorder | undefined): Promise<Database> {
  const name = `parley_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: 'memory', recordQueries });
  const dropDatabase = async () => {
    await db.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    if (migrated) await applyPendingMigrations(db);
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return { ...db, close: dropDatabase };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
