// A Jest setup file (server and browser projects). Each test file loads its own copy of every module, so the ORM's
// query compiler (3.4 MB of WebAssembly) was compiled again in every file, and its code freed once that file's copy
// was collected. Freeing WebAssembly code while the embedded database's threads compile theirs races in V8's
// process-wide registry of code pages and aborts the whole worker ("Check failed: jit_page_->allocations_.erase(addr)
// == 1"). Here a module compiled from the same bytes is compiled once per process and kept, so its code is never
// freed, as in production, where one client compiles it once. The embedded database keeps its own compiled modules
// the same way (server/src/db/pglite-thread/compiled-wasm.ts).
const { createHash } = require('node:crypto');
const workerThreads = require('node:worker_threads');

// Hung on a Node built-in module: one per process, whichever test file's copy of this file runs.
const compiledModules = (workerThreads[Symbol.for('parley.compiledWasmModules')] ??= new Map());
const CompiledModule = WebAssembly.Module;

function bytesOf(source) {
  if (source instanceof ArrayBuffer || source instanceof SharedArrayBuffer) return new Uint8Array(source);
  return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
}

function Module(source, options) {
  if (new.target === undefined) throw new TypeError("WebAssembly.Module must be invoked with 'new'");
  const key = createHash('sha256').update(bytesOf(source)).digest('hex');
  let compiled = compiledModules.get(key);
  if (!compiled) {
    compiled = new CompiledModule(source, options);
    compiledModules.set(key, compiled);
  }
  return compiled;
}
Object.setPrototypeOf(Module, CompiledModule);
Module.prototype = CompiledModule.prototype;

WebAssembly.Module = Module;
