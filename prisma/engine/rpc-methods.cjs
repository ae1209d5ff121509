'use strict';
// The native engine's RPC methods, served by the WASM engine. Most pass straight through; the
// rest are what the WASM build lacks (it cannot create a shadow database for createMigration and
// evaluateDataLoss, and has no createDatabase), rebuilt from `diff`, which can.
const { createDatabase } = require('./datasource.cjs');

const PASS_THROUGH = [
  'applyMigrations',
  'dbExecute',
  'devDiagnostic',
  'diagnoseMigrationHistory',
  'ensureConnectionValidity',
  'introspect',
  'introspectSql',
  'markMigrationApplied',
  'markMigrationRolledBack',
  'reset',
  'schemaPush',
];

/**
 * Method table for serveJsonRpc. `databaseEngine()` and `scratchEngine()` resolve to WASM
 * engines on the configured datasource and on an empty in-memory database; each is opened on
 * first use, since a diff between files must not open (or even need) the datasource.
 */
function schemaEngineMethods({ databaseEngine, scratchEngine }) {
  const methods = Object.fromEntries(
    PASS_THROUGH.map((name) => [name, async (params) => (await databaseEngine())[name](params)]),
  );

  // The native engine prints the diff through the CLI instead of returning it, so `--output`
  // (which captures the CLI's stdout) works the same.
  methods.diff = async (params, { print }) => {
    const touchesDatabase = [params.from, params.to].some(({ tag }) => tag === 'schemaDatasource');
    const engine = await (touchesDatabase ? databaseEngine() : scratchEngine());
    const { exitCode, stdout } = await engine.diff(params);
    if (stdout) await print(stdout);
    return { exitCode, stdout: null };
  };

  // Both run inside `migrate dev`, which has the datasource engine open already.
  methods.createMigration = async ({ migrationName, draft, migrationsList, schema, filters }) => {
    const engine = await databaseEngine();
    const { changed, script } = await diffMigrationsToSchema(engine, migrationsList, schema, filters);
    return {
      connectorType: 'postgresql',
      generatedMigrationName: migrationDirectoryName(migrationName),
      extension: 'sql',
      migrationScript: changed || draft ? script : null,
    };
  };

  // Without a shadow database the engine cannot run its data-loss checks against live rows, so
  // this reports only whether a migration would be generated: `migrate dev` shows no data-loss
  // warnings here, and a step that cannot run on existing rows fails when it is applied.
  methods.evaluateDataLoss = async ({ migrationsList, schema, filters }) => {
    const engine = await databaseEngine();
    const { changed, script } = await diffMigrationsToSchema(engine, migrationsList, schema, filters);
    return {
      migrationSteps: changed ? script.match(/^-- \w+/gm)?.length ?? 1 : 0,
      warnings: [],
      unexecutableSteps: [],
    };
  };

  methods.createDatabase = async ({ datasource }) => ({ databaseName: await createDatabase(datasource.url) });
  methods.getDatabaseVersion = async () => (await databaseEngine()).version();
  return methods;
}

async function diffMigrationsToSchema(engine, migrationsList, schema, filters) {
  // The first migration is created before migration_lock.toml exists; this engine only serves
  // PostgreSQL, so the provider the lock file will record is known.
  const lockfile = { ...migrationsList.lockfile, content: migrationsList.lockfile.content ?? 'provider = "postgresql"\n' };
  const { exitCode, stdout } = await engine.diff({
    from: { tag: 'migrations', ...migrationsList, lockfile },
    to: { tag: 'schemaDatamodel', ...schema },
    script: true,
    exitCode: true,
    filters,
  });
  return { changed: exitCode === 2, script: stdout };
}

// Same naming as the native engine: UTC timestamp, then the name the CLI already sanitized.
function migrationDirectoryName(migrationName) {
  const timestamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return migrationName ? `${timestamp}_${migrationName}` : timestamp;
}

module.exports = { schemaEngineMethods };
