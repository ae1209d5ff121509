// Start-time benchmark: how long `npm start` takes, on an already-built tree, from the command to the first ready
// answer of /readyz, beside a bare Node HTTP server started and polled the same way in the same run (what a process,
// npm and the polling cost by themselves). Each start uses a data directory a first start has already migrated, as a
// restart does.
// Usage: npx tsx bench/start-time.ts [--runs 5]. BENCH_POSTGRES_URL=postgres://… starts on PostgreSQL instead of the
// embedded database. The tree must be built (`npm run build`). The last line is one JSON object: { app, baseline, options }.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test-support/server-process';
import { median } from './median';

const options = { runs: 5 };
for (let index = 2; index < process.argv.length; index += 2) {
  const key = process.argv[index].replace(/^--/, '') as keyof typeof options;
  if (!(key in options)) throw new Error(`Unknown option ${process.argv[index]}`);
  options[key] = Number(process.argv[index + 1]);
}

const root = path.resolve(__dirname, '..');
const bareServer = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

async function answersReady(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** Starts `command` in a process group of its own, returns the seconds until `url` answers 200, then stops the group. */
async function timeToReady(command: string, args: string[], env: NodeJS.ProcessEnv, url: string): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready`))));
  try {
    // Polled every 10 ms: a tenth of the resolution the figures are read at.
    for (;;) {
      if (await Promise.race([answersReady(url), exited])) return (performance.now() - started) / 1000;
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 10)), exited]);
    }
  } finally {
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await stopped;
    exited.catch(() => {});
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist', 'server', 'main.cjs'))) throw new Error('Build the tree first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-start-'));
  const appEnv = (port: number) => ({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_POSTGRES_URL ?? '' });
  try {
    const port = await freePort();
    const first = await timeToReady('npm', ['start'], appEnv(port), `http://127.0.0.1:${port}/readyz`);
    process.stdout.write(`first start (migrations, fingerprint check): ${first.toFixed(2)} s\n`);
    const app: number[] = [];
    const baseline: number[] = [];
    // Interleaved, so a slower minute on the machine weighs on both alike.
    for (let run = 0; run < options.runs; run += 1) {
      const appPort = await freePort();
      app.push(await timeToReady('npm', ['start'], appEnv(appPort), `http://127.0.0.1:${appPort}/readyz`));
      const barePort = await freePort();
      baseline.push(await timeToReady(process.execPath, ['-e', bareServer], { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`));
      process.stdout.write(`run ${run + 1}: npm start ${app.at(-1)!.toFixed(2)} s, bare node ${baseline.at(-1)!.toFixed(2)} s\n`);
    }
    const summary = {
      app: { medianSeconds: Number(median(app).toFixed(3)), seconds: app.map((value) => Number(value.toFixed(3))) },
      baseline: { medianSeconds: Number(median(baseline).toFixed(3)), seconds: baseline.map((value) => Number(value.toFixed(3))) },
      options: { ...options, database: process.env.BENCH_POSTGRES_URL ? 'postgres' : 'embedded' },
    };
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
