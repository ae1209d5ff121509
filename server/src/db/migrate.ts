import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import { poolMigrationAdapter, postgresMigrationAdapter } from '../../../prisma/engine/migration-adapters.cjs';
import { openSchemaEngine } from '../../../prisma/engine/wasm-engine.cjs';
import type { Database } from './client';
import { MIGRATIONS_DIR, readMigrationsDirectory } from './migrations-directory';

// Migrations run in-process through the schema engine the CLI shim uses, over the database the
// app already has open: a PGlite directory has one owner, so spawning the CLI is not an option.
// The engine records them in `_prisma_migrations` with the CLI's checksums, so
// `prisma migrate status` agrees afterwards.

const NO_FILTERS = { externalTables: [], externalEnums: [] };

export type MigrationStatus = {
  /** Migrations in the directory whose changes are not in the database, failed ones included. */
  pending: string[];
  /** Migrations that started and failed: the app must not run until someone resolves them. */
  failed: string[];
};

/**
 * Applies the migrations the database has not seen yet and returns their names. Throws if one
 * fails (it is then recorded as failed, not applied) or an earlier failure is unresolved.
 */
export async function applyPendingMigrations(db: Database, migrationsDir = MIGRATIONS_DIR): Promise<string[]> {
  const migrationsList = await readMigrationsDirectory(migrationsDir);
  const { appliedMigrationNames } = await withSchemaEngine(db, (engine) =>
    engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
  );
  return appliedMigrationNames;
}

export async function migrationStatus(db: Database, migrationsDir = MIGRATIONS_DIR): Promise<MigrationStatus> {
  const migrationsList = await readMigrationsDirectory(migrationsDir);
  const { history, failedMigrationNames } = await withSchemaEngine(db, (engine) =>
    engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTERS }),
  );
  const unapplied = history && 'unappliedMigrationNames' in history ? history.unappliedMigrationNames : [];
  return { pending: [...failedMigrationNames, ...unapplied], failed: failedMigrationNames };
}

/** 0 when the database is fully migrated (what /readyz waits for). */
export async function pendingMigrationCount(db: Database, migrationsDir = MIGRATIONS_DIR): Promise<number> {
  return (await migrationStatus(db, migrationsDir)).pending.length;
}

async function withSchemaEngine<T>(db: Database, use: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const adapterFactory =
    db.kind === 'pglite' ? poolMigrationAdapter(db.embedded.pool) : postgresMigrationAdapter(db.databaseUrl);
  const { engine, close } = await openSchemaEngine({ adapterFactory });
  try {
    return await use(engine);
  } finally {
    await close();
  }
}
