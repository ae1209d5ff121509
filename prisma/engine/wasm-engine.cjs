'use strict';
// Prisma's schema engine compiled to WebAssembly: the same Rust code as the native binary the CLI
// would download, so migrations, checksums and the `_prisma_migrations` table match exactly.
// Shared by the CLI shim (schema-engine.cjs) and the server's migration runner.
const fs = require('node:fs');
const path = require('node:path');
const { bindMigrationAwareSqlAdapterFactory } = require('@prisma/driver-adapter-utils');

const GLUE_MODULE = '@prisma/schema-engine-wasm/schema_engine_bg';

let runtimePromise;
let openEngines = 0;

// The engine arms timers (timeouts around its database calls) and never clears them, so each
// run would hold the process open for seconds after it finished. Track them, and clear the
// leftovers once no engine is open.
const engineTimers = new Set();
function setEngineTimeout(callback, milliseconds) {
  const timer = setTimeout(() => {
    engineTimers.delete(timer);
    callback();
  }, milliseconds >>> 0);
  engineTimers.add(timer);
  return timer;
}

// The package's own entry point imports the .wasm file as an ES module, which Node cannot do,
// so instantiate it by hand against the wasm-bindgen glue (once per process).
function loadRuntime() {
  runtimePromise ??= (async () => {
    const runtime = require(GLUE_MODULE);
    const imports = { ...runtime };
    for (const name of Object.keys(runtime).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
      imports[name] = setEngineTimeout;
    }
    const wasmFile = path.join(path.dirname(require.resolve(GLUE_MODULE)), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmFile), {
      './schema_engine_bg.js': imports,
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
 * Resolves to `{ engine, close }`: close() frees the engine and disposes the connections it
 * opened, which the engine itself never does (a PostgreSQL pool would keep the process alive).
 */
async function openSchemaEngine({ adapterFactory, datamodels, onLog = () => {} }) {
  const { SchemaEngine } = await loadRuntime();
  const connections = [];
  const tracked = Object.create(adapterFactory, {
    connect: {
      value: async () => {
        const connection = await adapterFactory.connect();
        connections.push(connection);
        return connection;
      },
    },
  });
  openEngines += 1;
  let engine;
  try {
    engine = await SchemaEngine.new({ datamodels }, onLog, bindMigrationAwareSqlAdapterFactory(tracked));
  } catch (error) {
    await release(connections);
    throw error;
  }
  return {
    engine,
    close: async () => {
      engine.free();
      await release(connections);
    },
  };
}

async function release(connections) {
  openEngines -= 1;
  if (openEngines === 0) {
    for (const timer of engineTimers) clearTimeout(timer);
    engineTimers.clear();
  }
  await Promise.all(connections.map((connection) => connection.dispose()));
}

module.exports = { openSchemaEngine };
