import fs from 'node:fs/promises';
import path from 'node:path';
import workerThreads from 'node:worker_threads';

/** PGlite's two WebAssembly programs, compiled: Postgres itself, and initdb for a database that starts empty. */
export type CompiledPglite = { pglite: WebAssembly.Module; initdb: WebAssembly.Module };

/**
 * Compiled once per process and handed to every database a thread opens. Left to itself, PGlite compiles its
 * WebAssembly at each open and V8 frees that code once the database is gone: a test run opens and closes hundreds of
 * databases, and freeing code pages while other threads compile races in V8's process-wide registry of them (a fatal
 * "jit_page_->allocations_.erase" abort). Kept modules are never freed, and a second database opens without
 * compiling. The promise hangs on a Node built-in module, so there is one per process even where a test runner loads
 * this module once per file.
 */
export function compiledPglite(): Promise<CompiledPglite> {
  const registry = workerThreads as unknown as Record<symbol, Promise<CompiledPglite> | undefined>;
  const key = Symbol.for('parley.compiledPglite');
  return (registry[key] ??= compile());
}

async function compile(): Promise<CompiledPglite> {
  const dist = path.dirname(require.resolve('@electric-sql/pglite'));
  const read = async (file: string) => WebAssembly.compile(await fs.readFile(path.join(dist, file)));
  const [pglite, initdb] = await Promise.all([read('pglite.wasm'), read('initdb.wasm')]);
  return { pglite, initdb };
}
