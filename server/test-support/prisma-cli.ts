import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The server migrates in-process; operators use the Prisma CLI (through the WASM engine shim in
// prisma/engine). Tests run the real CLI to prove each sees the other's work as its own.

const projectRoot = path.resolve(__dirname, '../..');
const prismaCli = path.join(projectRoot, 'node_modules/prisma/build/index.js');
export const CLI_TIMEOUT = 60_000;

export async function prisma(args: string[], env: { DATA_DIR?: string; DATABASE_URL?: string }) {
  const { stdout } = await promisify(execFile)(process.execPath, [prismaCli, ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  return stdout;
}

export const cleanups: (() => Promise<void> | void)[] = [];

/** Call from afterEach: runs and forgets the clean-ups a test registered. */
export async function runCleanups() {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}
