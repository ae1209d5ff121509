import { describe, expect, it, jest } from '@jest/globals';

// The module the generated ORM client loads its query compiler from (the package ships no types for it).
const queryCompilerModule = '@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.js';

/** The ORM's query compiler as a test file's own copy of the ORM loads it (a registry of modules of its own). */
async function queryCompilerBytes(): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = new Uint8Array();
  await jest.isolateModulesAsync(async () => {
    const { wasm } = (await import(queryCompilerModule)) as { wasm: string };
    bytes = new Uint8Array(Buffer.from(wasm, 'base64'));
  });
  return bytes;
}

describe('WebAssembly in test files (process-wide-wasm.cjs)', () => {
  it('is compiled once per worker process, so no file frees code that the embedded database’s threads race with', async () => {
    const first = new WebAssembly.Module(await queryCompilerBytes());
    const second = new WebAssembly.Module(await queryCompilerBytes());
    expect(second).toBe(first);
    // The module may come from an earlier file's context (another realm), so it is checked as WebAssembly checks it.
    expect(WebAssembly.Module.exports(first).length).toBeGreaterThan(0);
  });

  it('still compiles different programs apart, and rejects bytes that are not WebAssembly', () => {
    // The smallest module, and the same with one custom section: two programs.
    const empty = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    const withSection = new Uint8Array([...empty, 0x00, 0x02, 0x01, 0x61]);
    expect(new WebAssembly.Module(withSection)).not.toBe(new WebAssembly.Module(empty));
    expect(() => new WebAssembly.Module(new Uint8Array([1, 2, 3]))).toThrow(WebAssembly.CompileError);
  });
});
