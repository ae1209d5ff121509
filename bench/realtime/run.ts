// Realtime delivery benchmark. N visitor and M operator sockets on the real app, driven with the documents the widget
// and the dashboard send, from client processes of their own (so the load generator does not share the server's
// event loop); messages sent at a fixed rate for a bounded time; then the same traffic through two baselines measured
// in the same run: a bare `ws` fan-out (`ws`) and a bare `ws` server that first stores each message with one INSERT
// (`wsInsert`, the durable floor). Each is run --runs times and the medians are printed, with the server's and the
// clients' CPU, the server's memory, and lost or duplicated deliveries (both must be 0). The last line is one JSON
// object: { app, baselines: { ws, wsInsert }, options }.
//
// Usage: npx tsx bench/realtime/run.ts [--visitors 500] [--operators 10] [--rate 40] [--seconds 15] [--runs 3]
// [--clients 2]. BENCH_POSTGRES_URL=postgres://… runs on PostgreSQL, BENCH_REDIS_URL=redis://… adds Redis.
// Exits 1 if anything was lost or duplicated, or the app crashed.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { targetBundle } from './target-bundle';
import { now, type FromClients, type Mode, type TargetInfo, type ToClients } from './protocol';

const options = { visitors: 500, operators: 10, rate: 40, seconds: 15, runs: 3, clients: 2 };
for (let index = 2; index < process.argv.length; index += 2) {
  const key = process.argv[index].replace(/^--/, '') as keyof typeof options;
  if (!(key in options)) throw new Error(`Unknown option ${process.argv[index]}`);
  options[key] = Number(process.argv[index + 1]);
}

type Target = { process: ChildProcess; info: TargetInfo; crashed: () => boolean };

const bundle = targetBundle();

async function startTarget(mode: Mode): Promise<Target> {
  const child = spawn(process.execPath, [await bundle, mode, String(options.operators)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`${mode} target exited with ${code}`));
    child.once('exit', failed);
    createInterface({ input: child.stdout! }).once('line', (line) => {
      child.off('exit', failed);
      resolve({ process: child, info: JSON.parse(line) as TargetInfo, crashed: () => exited });
    });
  });
}

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: field('VmRSS'), peakRssMb: field('VmHWM') };
}

/** A client process and what it last reported. */
type ClientProcess = { child: ChildProcess; received: number; done: boolean; result?: Extract<FromClients, { type: 'result' }> };

function startClients(): ClientProcess[] {
  return Array.from({ length: options.clients }, () => {
    const entry: ClientProcess = { child: fork(path.join(__dirname, 'clients.ts'), [], { execArgv: ['--import', 'tsx'] }), received: 0, done: false };
    entry.child.on('exit', (code) => entry.result ?? process.stderr.write(`a client process exited (${code}) before its result\n`));
    entry.child.on('message', (message: FromClients) => {
      if (message.type === 'progress') Object.assign(entry, { received: message.received, done: message.done });
      if (message.type === 'result') entry.result = message;
    });
    return entry;
  });
}

const tell = (entry: ClientProcess, message: ToClients) => entry.child.send(message);
const until = async (condition: () => boolean, deadline = Infinity) => {
  while (!condition() && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
};
/** Indexes 0..count-1 dealt round robin to the client processes. */
const share = (count: number, client: number) => Array.from({ length: count }, (_, index) => index).filter((index) => index % options.clients === client);
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** Where a run is, on stderr: setting up thousands of sockets takes a while. */
const phase = (mode: Mode, round: number, what: string) => process.stderr.write(`[${mode} ${round}/${options.runs}] ${what}\n`);

async function run(mode: Mode, round: number) {
  phase(mode, round, 'starting the server');
  const target = await startTarget(mode);
  phase(mode, round, 'connecting the clients');
  const clients = startClients();
  clients.forEach((entry, index) => tell(entry, { type: 'setup', mode, info: target.info, visitors: share(options.visitors, index), operators: share(options.operators, index) }));
  await Promise.all(clients.map((entry) => new Promise<void>((resolve) => entry.child.on('message', (message: FromClients) => message.type === 'ready' && resolve()))));

  phase(mode, round, 'sending');
  // Every client sends its share, interleaved: together, one message every 1000/rate ms.
  const total = options.rate * options.seconds;
  const perClient = Math.floor(total / options.clients);
  const intervalMs = (1000 * options.clients) / options.rate;
  const startAt = now() + 500;
  const serverCpuAtStart = cpuSecondsOf(target.process.pid!);
  clients.forEach((entry, index) => tell(entry, { type: 'start', startAt: startAt + (index * 1000) / options.rate, messages: perClient, intervalMs, idPrefix: `${mode}${round}c${index}` }));
  await until(() => clients.every((entry) => entry.done) || target.crashed());
  const sendSeconds = (now() - startAt) / 1000;
  const serverCpuSeconds = target.crashed() ? NaN : cpuSecondsOf(target.process.pid!) - serverCpuAtStart;
  const sentCount = perClient * options.clients;
  const expected = sentCount * (options.operators + 1);
  phase(mode, round, 'waiting for the last deliveries');
  await until(() => clients.reduce((sum, entry) => sum + entry.received, 0) >= expected || target.crashed(), now() + 15_000);
  const memory = target.crashed() ? { rssMb: NaN, peakRssMb: NaN } : memoryOf(target.process.pid!);

  clients.forEach((entry) => tell(entry, { type: 'finish' }));
  await until(() => clients.every((entry) => entry.result));
  const crashed = target.crashed();
  if (!crashed) {
    const exited = new Promise((resolve) => target.process.once('exit', resolve));
    target.process.kill('SIGTERM');
    await exited;
  }
  const deliveries = clients.flatMap((entry) => Object.values(entry.result!.deliveries));
  const sorted = clients.flatMap((entry) => entry.result!.latencies).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    lost: expected - deliveries.length,
    duplicated: deliveries.reduce((extra, count) => extra + count - 1, 0),
    sentPerSecond: sentCount / sendSeconds,
    failedSends: clients.reduce((sum, entry) => sum + entry.result!.failedSends, 0),
    serverCpuCores: serverCpuSeconds / sendSeconds,
    clientCpuCores: clients.reduce((sum, entry) => sum + entry.result!.cpuMs, 0) / 1000 / sendSeconds,
    ...memory,
    crashed,
  };
}

type Result = Awaited<ReturnType<typeof run>>;

/** The median of each figure over the runs; lost, duplicated and crashed are the worst run's, so none is hidden. */
function summary(results: Result[]): Result {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const pick = (key: keyof Result) => median(results.map((result) => Number(result[key])));
  return {
    p50: pick('p50'),
    p95: pick('p95'),
    p99: pick('p99'),
    lost: Math.max(...results.map((result) => result.lost)),
    duplicated: Math.max(...results.map((result) => result.duplicated)),
    sentPerSecond: pick('sentPerSecond'),
    failedSends: Math.max(...results.map((result) => result.failedSends)),
    serverCpuCores: pick('serverCpuCores'),
    clientCpuCores: pick('clientCpuCores'),
    rssMb: pick('rssMb'),
    peakRssMb: pick('peakRssMb'),
    crashed: results.some((result) => result.crashed),
  };
}

async function main() {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const database = process.env.BENCH_POSTGRES_URL ? 'PostgreSQL' : 'embedded PGlite';
  print(`Realtime delivery on ${database}${process.env.BENCH_REDIS_URL ? ' + Redis' : ''}: ${options.visitors} visitor + ${options.operators} operator sockets, ${options.rate} msg/s for ${options.seconds} s, ${options.clients} client processes, medians of ${options.runs} runs`);
  const modes: Mode[] = ['app', 'ws', 'wsInsert'];
  const results: Record<Mode, Result[]> = { app: [], ws: [], wsInsert: [] };
  // Rounds interleave the three, so a slow spell on the machine touches all of them alike.
  for (let round = 1; round <= options.runs; round += 1) {
    for (const mode of modes) results[mode].push(await run(mode, round));
  }
  const medians = { app: summary(results.app), ws: summary(results.ws), wsInsert: summary(results.wsInsert) };
  const header = ['run', 'p50 ms', 'p95 ms', 'p99 ms', 'msg/s', 'lost', 'dup', 'srv CPU', 'cli CPU', 'RSS MB', 'peak MB'];
  print(header.map((cell, index) => (index === 0 ? cell.padEnd(9) : cell.padStart(8))).join(' '));
  for (const mode of modes) {
    const result = medians[mode];
    const cells = [result.p50, result.p95, result.p99, result.sentPerSecond].map((value) => value.toFixed(1));
    cells.push(String(result.lost), String(result.duplicated), result.serverCpuCores.toFixed(2), result.clientCpuCores.toFixed(2), result.rssMb.toFixed(0), result.peakRssMb.toFixed(0));
    print([`${mode}${result.crashed ? '!' : ''}`.padEnd(9), ...cells.map((cell) => cell.padStart(8))].join(' '));
  }
  const ratio = (baseline: Result) => `p50 ×${(medians.app.p50 / baseline.p50).toFixed(1)}, p99 ×${(medians.app.p99 / baseline.p99).toFixed(1)}, server CPU ×${(medians.app.serverCpuCores / baseline.serverCpuCores).toFixed(1)}`;
  print(`app vs ws: ${ratio(medians.ws)}; app vs wsInsert: ${ratio(medians.wsInsert)}`);
  const failed = Object.values(medians).some((result) => result.lost > 0 || result.duplicated > 0 || result.crashed);
  if (failed) print('FAIL: deliveries were lost or duplicated, or the app crashed');
  print(JSON.stringify({ app: medians.app, baselines: { ws: medians.ws, wsInsert: medians.wsInsert }, options }));
  process.exit(failed ? 1 : 0);
}

void main();
