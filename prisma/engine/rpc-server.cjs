'use strict';
// The native schema engine's transport: newline-delimited JSON-RPC 2.0 on stdin/stdout. The
// CLI sends requests; the engine may send its own `print` requests back (the CLI writes their
// content to its stdout and answers with an empty result).
const readline = require('node:readline');

/**
 * Serves `methods` (name → async params → result) until stdin ends, then calls `onEnd`.
 * Each method also receives `print(content)`, which resolves once the CLI has printed it.
 */
function serveJsonRpc({ methods, onEnd }) {
  const awaitingPrint = new Map();
  let nextPrintId = 1;
  let queue = Promise.resolve();

  const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  const print = (content) =>
    new Promise((resolve) => {
      const id = `print-${nextPrintId++}`;
      awaitingPrint.set(id, resolve);
      send({ id, method: 'print', params: { content } });
    });

  const handle = async ({ id, method, params }) => {
    const run = methods[method];
    if (!run) {
      send({ id, error: { code: -32601, message: `Method not found: ${method}` } });
      return;
    }
    try {
      send({ id, result: (await run(params ?? {}, { print })) ?? {} });
    } catch (error) {
      send({ id, error: toRpcError(error) });
    }
  };

  readline.createInterface({ input: process.stdin, crlfDelay: Infinity })
    .on('line', (line) => {
      if (!line.trim()) return;
      const message = JSON.parse(line);
      if (message.method === undefined) {
        awaitingPrint.get(message.id)?.();
        awaitingPrint.delete(message.id);
        return;
      }
      // One request at a time, in order, like the native engine.
      queue = queue.then(() => handle(message));
    })
    .on('close', () => {
      queue = queue.then(onEnd);
    });
}

// The CLI shows `data.message`, prefixed by `data.error_code` when there is one.
function toRpcError(error) {
  return {
    code: 4466,
    message: 'An error happened. Check the data field for details.',
    data: {
      is_panic: false,
      message: error?.message ?? String(error),
      ...(/^P\d{4}$/.test(error?.code) ? { error_code: error.code } : {}),
      meta: {},
    },
  };
}

module.exports = { serveJsonRpc };
