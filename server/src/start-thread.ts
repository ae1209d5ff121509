import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread from `directory`: the compiled JavaScript that `npm run build` writes beside the server's
 * bundle when it is there (production), else the TypeScript source run through tsx (tests, tsx).
 */
export function startThread(directory: string, compiledName: string, sourceName: string): Worker {
  const compiled = path.join(directory, compiledName);
  return fs.existsSync(compiled) ? new Worker(compiled) : new Worker(path.join(directory, sourceName), { execArgv: ['--import', 'tsx'] });
}
