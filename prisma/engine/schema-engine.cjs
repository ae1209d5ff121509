#!/usr/bin/env node
'use strict';
// Stand-in for Prisma's native `schema-engine` binary, which the CLI cannot download offline.
// prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY here. Same command line and stdio protocol;
// the work is done by the engine's WASM build over driver adapters (see wasm-engine.cjs).
//
//   schema-engine.cjs [--datamodels <schema file>]... [--datasource <json>]            JSON-RPC on stdio
//   schema-engine.cjs --datasource <json> cli can-connect-to-database | create-database
const fs = require('node:fs');
const { parseArgs } = require('node:util');
const { openSchemaEngine } = require('./wasm-engine.cjs');
const { openMigrationAdapter, openScratchAdapter, checkConnection, createDatabase } = require('./datasource.cjs');
const { serveJsonRpc } = require('./rpc-server.cjs');
const { schemaEngineMethods } = require('./rpc-methods.cjs');

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    datamodels: { type: 'string', multiple: true },
    datasource: { type: 'string' },
    // Accepted for compatibility; nothing in this project uses them.
    'enabled-preview-features': { type: 'string' },
    'extension-types': { type: 'string' },
  },
});
const datasourceUrl = options.datasource ? JSON.parse(options.datasource).url : undefined;

const CLI_COMMANDS = {
  'can-connect-to-database': () => checkConnection(datasourceUrl),
  'create-database': () => createDatabase(datasourceUrl),
};

async function runCliCommand(name) {
  try {
    const command = CLI_COMMANDS[name];
    if (!command) throw new Error(`Unknown cli command: ${name}`);
    await command();
  } catch (error) {
    // Reported like the native engine's logger: the CLI skips the first stderr line, then
    // parses every other line as JSON (so no trailing newline) and takes the ERROR's code.
    const logLine = (level, fields) => JSON.stringify({ level, fields, target: 'schema_engine::logger' });
    process.stderr.write(
      [
        logLine('INFO', { message: 'Starting schema engine (WASM shim)' }),
        logLine('ERROR', { message: error.message, ...(error.code ? { error_code: error.code } : {}) }),
      ].join('\n'),
    );
    process.exitCode = 1;
  }
}

function serve() {
  const datamodels = (options.datamodels ?? []).map((file) => [file, fs.readFileSync(file, 'utf8')]);
  const opened = [];
  const lazyEngine = (openAdapter) => {
    let engine;
    return () => {
      engine ??= (async () => {
        const datasource = openAdapter();
        const schemaEngine = await openSchemaEngine({
          adapterFactory: datasource.adapterFactory,
          datamodels: datamodels.length > 0 ? datamodels : undefined,
          onLog: (line) => process.stderr.write(`${line.trimEnd()}\n`),
        });
        opened.push(() => schemaEngine.close().then(datasource.close));
        return schemaEngine.engine;
      })();
      return engine;
    };
  };

  // The CLI ends stdin and, on Linux, sends SIGTERM right away: close PGlite cleanly either way.
  let closing;
  const shutdown = () => {
    closing ??= Promise.allSettled(opened.map((close) => close())).finally(() => process.exit(0));
    return closing;
  };
  process.on('SIGTERM', shutdown);
  // A rejection nobody awaited (PGlite failing to start, say) also reaches the request that
  // needed it; log it instead of dying.
  process.on('unhandledRejection', (reason) => {
    const message = reason instanceof Error ? reason.stack : String(reason);
    process.stderr.write(`${JSON.stringify({ level: 'ERROR', fields: { message }, target: 'schema_engine::logger' })}\n`);
  });
  serveJsonRpc({
    methods: schemaEngineMethods({
      databaseEngine: lazyEngine(() => openMigrationAdapter(datasourceUrl)),
      scratchEngine: lazyEngine(openScratchAdapter),
    }),
    onEnd: shutdown,
  });
}

if (positionals[0] === 'cli') {
  runCliCommand(positionals[1]);
} else {
  // Failures are answered per request: the CLI reports an engine that exits mid-command as
  // success (its stop() then waits on an unref'd timer), so this process must outlive them.
  serve();
}
