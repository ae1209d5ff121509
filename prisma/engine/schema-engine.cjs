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
const { openMigrationAdapter, checkConnection, createDatabase } = require('./datasource.cjs');
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

// The native engine writes JSON log lines to stderr; the CLI shows their messages on failure.
function log(level, fields) {
  process.stderr.write(`${JSON.stringify({ level, fields, target: 'schema_engine::logger' })}\n`);
}

const CLI_COMMANDS = {
  'can-connect-to-database': () => checkConnection(datasourceUrl),
  'create-database': () => createDatabase(datasourceUrl),
};

async function runCliCommand(name) {
  const command = CLI_COMMANDS[name];
  if (!command) throw new Error(`Unknown cli command: ${name}`);
  try {
    await command();
  } catch (error) {
    // The CLI skips the first stderr line, then reads the error code from an ERROR log line;
    // no trailing newline, since it parses every following line, empty ones included.
    log('INFO', { message: 'Starting schema engine (WASM shim)' });
    process.stderr.write(
      JSON.stringify({
        level: 'ERROR',
        fields: { message: error.message, ...(error.code ? { error_code: error.code } : {}) },
        target: 'schema_engine::logger',
      }),
    );
    process.exitCode = 1;
  }
}

async function serve() {
  const datamodels = (options.datamodels ?? []).map((file) => [file, fs.readFileSync(file, 'utf8')]);
  const { adapterFactory, close } = openMigrationAdapter(datasourceUrl);
  const engine = await openSchemaEngine({
    adapterFactory,
    datamodels: datamodels.length > 0 ? datamodels : undefined,
    onLog: (line) => process.stderr.write(`${line.trimEnd()}\n`),
  });
  // The CLI ends stdin and, on Linux, sends SIGTERM right away: close PGlite cleanly either way.
  let closing;
  const shutdown = () => {
    closing ??= close().finally(() => process.exit(0));
    return closing;
  };
  process.on('SIGTERM', shutdown);
  serveJsonRpc({ methods: schemaEngineMethods(engine), onEnd: shutdown });
}

(positionals[0] === 'cli' ? runCliCommand(positionals[1]) : serve()).catch((error) => {
  log('ERROR', { message: error.stack ?? String(error) });
  process.exit(1);
});
