// Realtime delivery benchmark. N visitor and M operator sockets on the real app, driven with the documents the widget
// and the dashboard send, from client processes of their own (so the load generator does not share the server's
// event loop); messages sent at a fixed rate for a bounded time; then the same traffic through two baselines measured
// in the same run: a bare `ws` fan-out (`ws`) and a bare `ws` server that first stores each message with one INSERT
// (`wsInsert`, the durable floor). Each is run --runs times and the medians are printed, with the server's and the
// clients' CPU, how busy the server's event loop was, its longest stall, its share of time collecting garbage and its
// longest collection, the server's memory, and lost or duplicated deliveries (both must be 0). The last line is one
// JSON object: { app, baselines: { ws, wsInsert }, options }.
//
// Usage: npx tsx bench/realtime/run.ts [--visitors 500] [--operators 10] [--rate 40] [--seconds 15] [--runs 3]
// [--clients 2] [--instances 1]. BENCH_POSTGRES_URL=postgres://… runs on PostgreSQL, BENCH_REDIS_URL=redis://… adds
// Redis, BENCH_CPU_PROFILE=<dir> has each app instance write its CPU profile there. With --instances N (N > 1,
// PostgreSQL and Redis), the app also runs as N instances behind HAProxy (row `app×N`), and the one-instance row goes
// through HAProxy too, so that the two compare alike; the server's CPU and memory are then those of every instance and
// the balancer together.
// Exits 1 if anything was lost or duplicated, or the app crashed.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { serverNodeOptions } from '../../scripts/server-node-options.cjs';
import { startHaproxy } from '../../server/test-support/haproxy';
import { median } from '../median';
import { targetBundle } from './target-bundle';
import { now, type FromClients, type Mode, type TargetInfo, type ToClients } from './protocol';

const options = { visitors: 500, operators: 10, rate: 40, seconds: 15, runs: 3, clients: 2, instances: 1 };
for (let index = 2; index < process.argv.length; index += 2) {
  const key = process.argv[index].replace(/^--/, '') as keyof typeof options;
  if (!(key in options)) throw new Error(`Unknown option ${process.argv[index]}`);
  options[key] = Number(process.argv[index + 1]);
}

/** What a run measures: the app (on one or several instances, behind the balancer or not) or a baseline. */
type Row = { name: string; mode: Mode; instances: number; balanced: boolean };

/** How long an event loop has been busy and idle since its process started, and its longest stall since last asked, in ms. */
type LoopTime = { active: number; idle: number; stallMs: number; gcMs: number; gcLongestMs: number };

/**
 * The server side of a run: its processes (every instance, and the balancer), how to reach it, and its instances'
 * event loops' busy and idle time so far, summed.
 */
type Target = { pids: number[]; info: TargetInfo; crashed: () => boolean; loop: () => Promise<LoopTime>; stop: () => Promise<void> };

const bundle = targetBundle();

async function startProcess(mode: Mode, env: Record<string, string> = {}) {
  // BENCH_CPU_PROFILE=<dir>: the app's instances write their CPU profiles there as they exit (one file each).
  const profile = mode === 'app' && process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROFILE] : [];
  // The app runs with the options `npm start` gives it; the baselines with Node's defaults.
  const nodeOptions = mode === 'app' ? serverNodeOptions : [];
  const child = spawn(process.execPath, [...nodeOptions, ...profile, await bundle, mode, String(options.operators)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  // The first line describes the target; each later one answers a command written to its stdin, in order.
  const answers: Array<(line: string) => void> = [];
  const ask = (command: string) =>
    new Promise<string>((resolve) => {
      answers.push(resolve);
      child.stdin!.write(`${command}\n`);
    });
  const loop = async () => JSON.parse(await ask('loop')) as LoopTime;
  return new Promise<{ child: ChildProcess; info: TargetInfo; exited: () => boolean; loop: () => Promise<LoopTime> }>((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`${mode} target exited with ${code}`));
    child.once('exit', failed);
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      child.off('exit', failed);
      lines.on('line', (answer) => answers.shift()?.(answer));
      resolve({ child, info: JSON.parse(line) as TargetInfo, exited: () => exited, loop });
    });
  });
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startTarget(row: Row): Promise<Target> {
  const first = await startProcess(row.mode);
  const instances = [first];
  if (row.instances > 1 && !first.info.databaseUrl) throw new Error('--instances needs BENCH_POSTGRES_URL (and BENCH_REDIS_URL)');
  for (let index = 1; index < row.instances; index += 1) instances.push(await startProcess(row.mode, { BENCH_JOIN_DATABASE_URL: first.info.databaseUrl! }));
  const balancer = row.balanced
    ? await startHaproxy(
        instances.map((instance, index) => ({ name: `app${index + 1}`, port: Number(new URL(instance.info.url).port) })),
        // Health-checked as the self-hosting guide configures it.
        { checkEveryMs: 1000 },
      )
    : null;
  return {
    pids: [...instances.map((instance) => instance.child.pid!), ...(balancer ? [balancer.pid] : [])],
    info: { ...first.info, url: balancer?.url ?? first.info.url },
    crashed: () => instances.some((instance) => instance.exited()),
    loop: async () =>
      (await Promise.all(instances.map((instance) => instance.loop()))).reduce(
        (sum, time) => ({
          active: sum.active + time.active,
          idle: sum.idle + time.idle,
          stallMs: Math.max(sum.stallMs, time.stallMs),
          gcMs: sum.gcMs + time.gcMs,
          gcLongestMs: Math.max(sum.gcLongestMs, time.gcLongestMs),
        }),
        { active: 0, idle: 0, stallMs: 0, gcMs: 0, gcLongestMs: 0 },
      ),
    stop: async () => {
      await balancer?.close();
      // The first instance made the database: the others leave it first.
      for (const instance of instances.reverse()) await stopProcess(instance.child);
    },
  };
}

/** CPU seconds the processes have used so far (user + system), from /proc. */
function cpuSecondsOf(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) / 100;
  }, 0);
}

/** Resident memory of the processes together, now and at its peak, in MB. */
function memoryOf(pids: number[]) {
  return pids.reduce(
    (sum, pid) => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
      return { rssMb: sum.rssMb + field('VmRSS'), peakRssMb: sum.peakRssMb + field('VmHWM') };
    },
    { rssMb: 0, peakRssMb: 0 },
  );
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
const phase = (row: Row, round: number, what: string) => process.stderr.write(`[${row.name} ${round}/${options.runs}] ${what}\n`);

async function run(row: Row, round: number) {
  phase(row, round, 'starting the server');
  const target = await startTarget(row);
  phase(row, round, 'connecting the clients');
  const clients = startClients();
  clients.forEach((entry, index) => tell(entry, { type: 'setup', mode: row.mode, info: target.info, visitors: share(options.visitors, index), operators: share(options.operators, index) }));
  await Promise.all(clients.map((entry) => new Promise<void>((resolve) => entry.child.on('message', (message: FromClients) => message.type === 'ready' && resolve()))));

  phase(row, round, 'sending');
  // Every client sends its share, interleaved: together, one message every 1000/rate ms.
  const total = options.rate * options.seconds;
  const perClient = Math.floor(total / options.clients);
  const intervalMs = (1000 * options.clients) / options.rate;
  const startAt = now() + 500;
  const serverCpuAtStart = cpuSecondsOf(target.pids);
  const loopAtStart = await target.loop();
  clients.forEach((entry, index) => tell(entry, { type: 'start', startAt: startAt + (index * 1000) / options.rate, messages: perClient, intervalMs, idPrefix: `${row.mode}${row.instances}${round}c${index}` }));
  await until(() => clients.every((entry) => entry.done) || target.crashed());
  const sendSeconds = (now() - startAt) / 1000;
  const serverCpuSeconds = target.crashed() ? NaN : cpuSecondsOf(target.pids) - serverCpuAtStart;
  const loopAtEnd = target.crashed() ? null : await target.loop();
  // The share of the sending time the server's event loop was busy: near 1, work waits for the loop.
  const serverLoopBusy = loopAtEnd ? (loopAtEnd.active - loopAtStart.active) / (loopAtEnd.active + loopAtEnd.idle - loopAtStart.active - loopAtStart.idle) : NaN;
  // The longest the server's event loop was held while sending (a garbage collection, a burst of work): every event
  // that arrived meanwhile waited at least that long.
  const serverStallMs = loopAtEnd?.stallMs ?? NaN;
  // The share of the sending time the server spent collecting garbage (its instances' summed).
  const serverGcShare = loopAtEnd ? (loopAtEnd.gcMs - loopAtStart.gcMs) / (sendSeconds * 1000) : NaN;
  // The longest single collection while sending: a major one pauses the loop for all of it, and sets the tail.
  const serverGcLongestMs = loopAtEnd?.gcLongestMs ?? NaN;
  const sentCount = perClient * options.clients;
  const expected = sentCount * (options.operators + 1);
  phase(row, round, 'waiting for the last deliveries');
  await until(() => clients.reduce((sum, entry) => sum + entry.received, 0) >= expected || target.crashed(), now() + 15_000);
  const memory = target.crashed() ? { rssMb: NaN, peakRssMb: NaN } : memoryOf(target.pids);

  clients.forEach((entry) => tell(entry, { type: 'finish' }));
  await until(() => clients.every((entry) => entry.result));
  const crashed = target.crashed();
  await target.stop();
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
    serverLoopBusy,
    serverStallMs,
    serverGcShare,
    serverGcLongestMs,
    clientCpuCores: clients.reduce((sum, entry) => sum + entry.result!.cpuMs, 0) / 1000 / sendSeconds,
    ...memory,
    crashed,
  };
}

type Result = Awaited<ReturnType<typeof run>>;

/** The median of each figure over the runs; lost, duplicated and crashed are the worst run's, so none is hidden. */
function summary(results: Result[]): Result {
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
    serverLoopBusy: pick('serverLoopBusy'),
    serverStallMs: pick('serverStallMs'),
    serverGcShare: pick('serverGcShare'),
    serverGcLongestMs: pick('serverGcLongestMs'),
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
  const balanced = options.instances > 1;
  const rows: Row[] = [
    { name: 'app', mode: 'app', instances: 1, balanced },
    ...(balanced ? [{ name: `app×${options.instances}`, mode: 'app' as const, instances: options.instances, balanced }] : []),
    { name: 'ws', mode: 'ws', instances: 1, balanced: false },
    { name: 'wsInsert', mode: 'wsInsert', instances: 1, balanced: false },
  ];
  const results = new Map<Row, Result[]>(rows.map((row) => [row, []]));
  // Rounds interleave the rows, so a slow spell on the machine touches all of them alike.
  for (let round = 1; round <= options.runs; round += 1) {
    for (const row of rows) results.get(row)!.push(await run(row, round));
  }
  const medians = new Map(rows.map((row) => [row.name, summary(results.get(row)!)]));
  const header = ['run', 'p50 ms', 'p95 ms', 'p99 ms', 'msg/s', 'lost', 'dup', 'srv CPU', 'srv loop', 'stall ms', 'srv GC', 'GC max ms', 'cli CPU', 'RSS MB', 'peak MB'];
  print(header.map((cell, index) => (index === 0 ? cell.padEnd(9) : cell.padStart(8))).join(' '));
  for (const [name, result] of medians) {
    const cells = [result.p50, result.p95, result.p99, result.sentPerSecond].map((value) => value.toFixed(1));
    cells.push(String(result.lost), String(result.duplicated), result.serverCpuCores.toFixed(2), `${(100 * result.serverLoopBusy).toFixed(0)}%`, result.serverStallMs.toFixed(0), `${(100 * result.serverGcShare).toFixed(1)}%`, result.serverGcLongestMs.toFixed(0), result.clientCpuCores.toFixed(2), result.rssMb.toFixed(0), result.peakRssMb.toFixed(0));
    print([`${name}${result.crashed ? '!' : ''}`.padEnd(9), ...cells.map((cell) => cell.padStart(8))].join(' '));
  }
  const app = medians.get('app')!;
  const ratio = (baseline: Result) => `p50 ×${(app.p50 / baseline.p50).toFixed(1)}, p99 ×${(app.p99 / baseline.p99).toFixed(1)}, server CPU ×${(app.serverCpuCores / baseline.serverCpuCores).toFixed(1)}`;
  print(`app vs ws: ${ratio(medians.get('ws')!)}; app vs wsInsert: ${ratio(medians.get('wsInsert')!)}`);
  const failed = [...medians.values()].some((result) => result.lost > 0 || result.duplicated > 0 || result.crashed);
  if (failed) print('FAIL: deliveries were lost or duplicated, or the app crashed');
  const scaled = balanced ? { scaled: medians.get(`app×${options.instances}`) } : {};
  print(JSON.stringify({ app, ...scaled, baselines: { ws: medians.get('ws'), wsInsert: medians.get('wsInsert') }, options }));
  process.exit(failed ? 1 : 0);
}

void main();
