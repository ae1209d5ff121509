import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Prisma's CLI downloads a native schema engine before every command, which cannot happen offline.
// The shim speaks the same protocol and runs the engine's WASM build; a machine that has the native
// engine keeps it by setting PRISMA_SCHEMA_ENGINE_BINARY itself.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(__dirname, 'prisma/engine/schema-engine.cjs');

// Data convention shared with the server: DATA_DIR (default ./.data) holds the app's files and the
// embedded PGlite database lives in `${DATA_DIR}/pglite`. A `file:` URL names such a PGlite data
// directory; DATABASE_URL (postgres://…) switches everything to a PostgreSQL server instead.
// A relative DATA_DIR is taken from the project root, where npm scripts run the server too.
const pgliteDataDir = path.resolve(__dirname, process.env.DATA_DIR || '.data', 'pglite');

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL || `file:${pgliteDataDir}` },
});
