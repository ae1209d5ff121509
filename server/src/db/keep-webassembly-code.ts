import v8 from 'node:v8';

/**
 * Tells V8 never to free WebAssembly code that became unused (its "wasm code GC"), for the whole process. The
 * embedded database and the ORM's query compiler run WebAssembly: V8 first compiles a function quickly, then again
 * optimized once it is hot, and frees the first version later. That freeing races in V8's process-wide registry of
 * code pages with compilations on other threads and, rarely, aborts the process ("Check failed:
 * jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500), which a test run that opens hundreds of embedded
 * databases hit. Kept, the unused versions cost a few megabytes at most, since each function is replaced once. V8
 * reads this flag each time code becomes unused, so setting it once the process runs takes effect from then on.
 */
export function keepWebAssemblyCode(): void {
  v8.setFlagsFromString('--no-wasm-code-gc');
}
