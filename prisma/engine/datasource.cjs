'use strict';
// What the CLI's datasource URL means to the shim: `file:` names a PGlite data directory,
// `postgres:`/`postgresql:` a PostgreSQL server.
const fs = require('node:fs');
const path = require('node:path');
const { fileURLToPath } = require('node:url');
const pg = require('pg');
const { PGlite } = require('@electric-sql/pglite');
const { pgliteOptions } = require('./pglite-options.cjs');
const { pgliteMigrationAdapter, postgresMigrationAdapter } = require('./migration-adapters.cjs');

/** Error with the Prisma error code the CLI expects from the native engine. */
class DatasourceError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

function parseDatasourceUrl(url) {
  if (!url) {
    throw new DatasourceError('P1012', 'No datasource URL: set DATABASE_URL, or DATA_DIR for the embedded PGlite database.');
  }
  if (url.startsWith('file:')) {
    const dataDir = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
    return { kind: 'pglite', dataDir: path.resolve(dataDir) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  throw new DatasourceError('P1013', 'The datasource URL must start with `file:` (PGlite) or `postgresql://`.');
}

/** Migration adapter factory for the datasource, and the cleanup to run when the engine stops. */
function openMigrationAdapter(url) {
  const datasource = parseDatasourceUrl(url);
  if (datasource.kind === 'postgres') {
    return { adapterFactory: postgresMigrationAdapter(datasource.url), close: async () => {} };
  }
  // Like a PostgreSQL server, refuse a database that does not exist rather than create one at
  // a mistyped path: the CLI creates it first where that is wanted (create-database).
  assertPgliteDirectory(datasource.dataDir);
  return pgliteAdapter(new PGlite(datasource.dataDir, pgliteOptions));
}

/** An empty in-memory database, for commands that compare files and never touch the datasource. */
function openScratchAdapter() {
  return pgliteAdapter(new PGlite(pgliteOptions));
}

function pgliteAdapter(pglite) {
  return { adapterFactory: pgliteMigrationAdapter(pglite), close: () => pglite.close() };
}

function assertPgliteDirectory(dataDir) {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new DatasourceError('P1003', `Database \`pglite\` does not exist at \`${dataDir}\``);
  }
}

/** Resolves when the database exists and answers; rejects with P1001/P1003/P1000 otherwise. */
async function checkConnection(url) {
  const datasource = parseDatasourceUrl(url);
  if (datasource.kind === 'pglite') {
    // Only look: opening the directory would race a server process that owns it.
    assertPgliteDirectory(datasource.dataDir);
    return;
  }
  await withPostgresClient(datasource.url, (client) => client.query('SELECT 1'));
}

/** Creates the database the URL names (a PGlite directory, or a database on the server). */
async function createDatabase(url) {
  const datasource = parseDatasourceUrl(url);
  if (datasource.kind === 'pglite') {
    // PGlite creates the data directory itself but not its parents (DATA_DIR may be new too).
    fs.mkdirSync(path.dirname(datasource.dataDir), { recursive: true });
    const pglite = new PGlite(datasource.dataDir, pgliteOptions);
    await pglite.waitReady;
    await pglite.close();
    return 'pglite';
  }
  const target = new URL(datasource.url);
  const databaseName = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
  const maintenance = new URL(datasource.url);
  maintenance.pathname = '/postgres';
  await withPostgresClient(
    maintenance.toString(),
    (client) => client.query(`CREATE DATABASE "${databaseName.replaceAll('"', '""')}"`),
    target,
  );
  return databaseName;
}

async function withPostgresClient(url, use, reportedUrl = new URL(url)) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return await use(client);
  } catch (error) {
    throw asDatasourceError(error, reportedUrl);
  } finally {
    await client.end().catch(() => {});
  }
}

function asDatasourceError(error, url) {
  const server = `${url.hostname}:${url.port || 5432}`;
  switch (error.code) {
    case '3D000':
      return new DatasourceError('P1003', `Database \`${url.pathname.slice(1)}\` does not exist on the database server at \`${server}\`.`);
    case '28P01':
    case '28000':
      return new DatasourceError('P1000', `Authentication failed against database server at \`${server}\`: ${error.message}`);
    case '42P04':
      return new DatasourceError('P1009', `Database \`${url.pathname.slice(1)}\` already exists on the database server at \`${server}\``);
    default:
      return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)
        ? error
        : new DatasourceError('P1001', `Can't reach database server at \`${server}\`\n\nPlease make sure your database server is running at \`${server}\`.`);
  }
}

module.exports = { openMigrationAdapter, openScratchAdapter, checkConnection, createDatabase };
