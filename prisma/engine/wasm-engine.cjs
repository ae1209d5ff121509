'use strict';
// Prisma's schema engine compiled to WebAssembly: the same Rust code as the native binary the CLI
// would download, so migrations, checksums and the `_prisma_migrations` table match exactly.
// Shared by the CLI shim (schema-engine.cjs) and the server's migration runner.
const fs = require('node:fs');
const path = require('node:path');
const { bindMigrationAwareSqlAdapterFactory } = require('@prisma/driver-adapter-utils');

const GLUE_MODULE = '@prisma/schema-engine-wasm/schema_engine_bg';

let runtimePromise;

// The package's own entry point imports the .wasm file as an ES module, which Node cannot do,
// so instantiate it by hand against the wasm-bindgen glue (once per process).
function loadRuntime() {
  runtimePromise ??= (async () => {
    const runtime = require(GLUE_MODULE);
    const wasmFile = path.join(path.dirname(require.resolve(GLUE_MODULE)), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmFile), {
      './schema_engine_bg.js': runtime,
    });
    runtime.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
    return runtime;
  })();
  return runtimePromise;
}

/**
 * Starts a schema engine on a migration-aware driver adapter factory. `datamodels` are
 * [path, content] pairs of the Prisma schema files, needed only by schema-based methods.
 * `onLog` receives the engine's JSON log lines (the native engine writes the same to stderr).
 */
async function openSchemaEngine({ adapterFactory, datamodels, onLog = () => {} }) {
  const { SchemaEngine } = await loadRuntime();
  return SchemaEngine.new({ datamodels }, onLog, bindMigrationAwareSqlAdapterFactory(adapterFactory));
}

module.exports = { openSchemaEngine };
