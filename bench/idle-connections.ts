// Idle connections benchmark: what each connected, idle widget costs the app's memory (a visitor with a session and
// the widget's live subscription, as WidgetVisitorEventsSubscription asks it), beside a bare `ws` server holding the
// same number of idle sockets, measured in the same run. The server runs in a process of its own (the realtime
// bench's target, compiled as production runs it, with --expose-gc so the heap is read after a full collection); the
// sockets are opened from this one.
// Usage: npx tsx bench/idle-connections.ts [--connections 10000] [--runs 3] [--subscribed 1]. BENCH_POSTGRES_URL=
// postgres://… runs the app on PostgreSQL, BENCH_REDIS_URL=redis://… adds Redis. With --subscribed 0 the widgets
// connect and sign in on their sockets but do not subscribe, which tells what the subscription itself costs. The last
// line is one JSON object: { app, baseline, options }.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createInterface } from 'node:readline';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { serverNodeOptions } from '../scripts/server-node-options.cjs';
import { median } from './median';
import { documents } from './realtime/documents';
import type { Mode, TargetInfo } from './realtime/protocol';
import { targetBundle } from './realtime/target-bundle';

const options = { connections: 10_000, runs: 3, subscribed: 1 };
for (let index = 2; index < process.argv.length; index += 2) {
  const key = process.argv[index].replace(/^--/, '') as keyof typeof options;
  if (!(key in options)) throw new Error(`Unknown option ${process.argv[index]}`);
  options[key] = Number(process.argv[index + 1]);
}

type Memory = { heapUsed: number; rss: number };
type Target = { info: TargetInfo; memory(): Promise<Memory>; stop(): Promise<void> };

const bundle = targetBundle();

async function startTarget(mode: Mode): Promise<Target> {
  // The app runs with the options `npm start` gives it; the bare server with Node's defaults.
  const nodeOptions = mode === 'app' ? serverNodeOptions : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, '--expose-gc', await bundle, mode, '0'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => waiting.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  const info = JSON.parse(await nextLine()) as TargetInfo;
  return {
    info,
    async memory() {
      const answer = nextLine();
      child.stdin!.write('memory\n');
      return JSON.parse(await answer) as Memory;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}

/** Runs `work` over the items with at most `width` at once. */
async function inBatches<T>(items: number, width: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < items; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, items - start) }, (_, offset) => work(start + offset)))));
  }
  return results;
}

const origin = 'http://localhost:3000';

/** A widget as a browser runs it: a session, then the live subscription on its own socket. */
async function idleWidget(info: TargetInfo): Promise<Client> {
  const response = await fetch(`${info.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}` },
    body: JSON.stringify({ query: documents.startVisitorSession, variables: { input: { clientId: info.clientId } } }),
  });
  const { data } = (await response.json()) as { data: { startVisitorSession: { visitorToken: string } } };
  class Socket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin } });
    }
  }
  let connected: () => void = () => {};
  const acknowledged = new Promise<void>((resolve) => (connected = resolve));
  const client = createClient({
    url: `${info.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: Socket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: { visitorToken: data.startVisitorSession.visitorToken },
    on: { connected: () => connected() },
  });
  await acknowledged;
  if (options.subscribed) client.subscribe({ query: documents.visitorEvents }, { next: () => {}, error: () => {}, complete: () => {} });
  return client;
}

function idleBareSocket(info: TargetInfo, index: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(info.url);
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(JSON.stringify({ hello: index }));
      resolve(socket);
    });
  });
}

/**
 * The subscriptions are set up by the server after the sockets open (each reads its session), and nothing tells the
 * client when: the memory is read until two readings a second apart agree within 1%.
 */
async function settledMemory(target: Target): Promise<Memory> {
  let last = await target.memory();
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const current = await target.memory();
    if (Math.abs(current.heapUsed - last.heapUsed) / last.heapUsed < 0.01) return current;
    last = current;
  }
  return last;
}

type Result = { heapKbPerConnection: number; rssKbPerConnection: number; rssMb: number };

async function measure(mode: Mode): Promise<Result> {
  process.stderr.write(`[${mode}] starting the server\n`);
  const target = await startTarget(mode);
  const before = await settledMemory(target);
  process.stderr.write(`[${mode}] opening ${options.connections} idle connections\n`);
  const closers =
    mode === 'app'
      ? (await inBatches(options.connections, 50, () => idleWidget(target.info))).map((client) => () => void client.dispose())
      : (await inBatches(options.connections, 200, (index) => idleBareSocket(target.info, index))).map((socket) => () => socket.close());
  const after = await settledMemory(target);
  for (const close of closers) close();
  await target.stop();
  return {
    heapKbPerConnection: (after.heapUsed - before.heapUsed) / 1024 / options.connections,
    rssKbPerConnection: (after.rss - before.rss) / 1024 / options.connections,
    rssMb: after.rss / 1024 / 1024,
  };
}

const medianOf = (results: Result[]): Result => ({
  heapKbPerConnection: median(results.map((result) => result.heapKbPerConnection)),
  rssKbPerConnection: median(results.map((result) => result.rssKbPerConnection)),
  rssMb: median(results.map((result) => result.rssMb)),
});

async function main() {
  const app: Result[] = [];
  const baseline: Result[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    app.push(await measure('app'));
    baseline.push(await measure('ws'));
  }
  const rows = { app: medianOf(app), ws: medianOf(baseline) };
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const database = process.env.BENCH_POSTGRES_URL ? `PostgreSQL${process.env.BENCH_REDIS_URL ? ' + Redis' : ''}` : 'the embedded database';
  print(`Idle widget connections on ${database}: ${options.connections} connections${options.subscribed ? '' : ' without a subscription'}, medians of ${options.runs} runs`);
  print('run      heap KB/conn   RSS KB/conn   RSS MB in all');
  for (const [name, row] of Object.entries(rows)) {
    print(`${name.padEnd(8)} ${row.heapKbPerConnection.toFixed(1).padStart(12)} ${row.rssKbPerConnection.toFixed(1).padStart(13)} ${row.rssMb.toFixed(0).padStart(15)}`);
  }
  print(JSON.stringify({ app: rows.app, baseline: rows.ws, options }));
}

void main();
