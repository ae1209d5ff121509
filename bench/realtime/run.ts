// Realtime delivery benchmark: N visitor sockets and M operator sockets on the real app, messages sent at a
// fixed rate for a bounded time, then the same traffic through a bare `ws` fan-out server as the baseline.
// Prints latency percentiles, throughput, lost and duplicated deliveries (both must be 0) and the server's
// memory, with app/baseline ratios. Usage: npx tsx bench/realtime/run.ts [--visitors 500] [--operators 10]
// [--rate 40] [--seconds 15]; BENCH_POSTGRES_URL=postgres://… runs the app on PostgreSQL instead of the
// embedded database. Exits 1 if anything was lost or duplicated.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

const options = { visitors: 500, operators: 10, rate: 40, seconds: 15 };
for (let index = 2; index < process.argv.length; index += 2) {
  const key = process.argv[index].replace(/^--/, '') as keyof typeof options;
  if (!(key in options)) throw new Error(`Unknown option ${process.argv[index]}`);
  options[key] = Number(process.argv[index + 1]);
}

type AppInfo = { url: string; clientId: string; organizationId: string; cookies: string[] };
type EchoInfo = { url: string };
type Target = { process: ChildProcess; info: AppInfo & EchoInfo };
type EventResult = { data?: Record<string, { message?: { body: string } | null }> | null };
type Transport = {
  /** Sends message `id` from visitor `visitor`, or from an operator to that visitor's thread. */
  send(id: string, visitor: number, fromOperator: boolean): Promise<void>;
  close(): Promise<void>;
};

/** Delivery bookkeeping shared by both runs: every message is expected once at each of its recipients. */
class Ledger {
  sentAt = new Map<string, number>();
  deliveries = new Map<string, number>();
  latencies: number[] = [];
  expected = 0;
  received(recipient: string, body: string | undefined) {
    const id = body?.startsWith('bench ') ? body.slice(6) : null;
    if (!id || !this.sentAt.has(id)) return;
    const key = `${recipient}:${id}`;
    const count = (this.deliveries.get(key) ?? 0) + 1;
    this.deliveries.set(key, count);
    if (count === 1) this.latencies.push(performance.now() - this.sentAt.get(id)!);
  }
  get unique() {
    return this.deliveries.size;
  }
  get duplicated() {
    let extra = 0;
    for (const count of this.deliveries.values()) extra += count - 1;
    return extra;
  }
}

function startTarget(mode: 'app' | 'echo'): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/realtime/target.ts', mode, String(options.operators)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`${mode} target exited with ${code}`));
    child.once('exit', failed);
    createInterface({ input: child.stdout! }).once('line', (line) => {
      child.off('exit', failed);
      resolve({ process: child, info: JSON.parse(line) });
    });
  });
}

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => make(start + offset)))));
  }
  return results;
}

async function graphql<T>(url: string, headers: Record<string, string>, query: string, variables: object): Promise<T> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  const result = (await response.json()) as { data?: T; errors?: unknown };
  if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** A graphql-ws client that resolves once the server has acknowledged the connection. */
async function socket(url: string, headers: Record<string, string>, connectionParams?: Record<string, string>): Promise<Client> {
  class Socket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  let connected: () => void = () => {};
  const acknowledged = new Promise<void>((resolve) => (connected = resolve));
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: Socket,
    connectionParams,
    lazy: false,
    retryAttempts: 5,
    on: { connected: () => connected() },
  });
  await acknowledged;
  return client;
}

async function appTransport(info: AppInfo, ledger: Ledger): Promise<Transport> {
  const visitors = await inBatches(options.visitors, 25, async (index) => {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const started = await graphql<{ startVisitorSession: { visitorToken: string } }>(info.url, { 'x-forwarded-for': ip }, `mutation($id: String!) { startVisitorSession(input: { clientId: $id }) { ... on StartVisitorSessionPayload { visitorToken } } }`, { id: info.clientId });
    const headers = { 'x-forwarded-for': ip, authorization: `Bearer ${started.startVisitorSession.visitorToken}` };
    const clientThreadId = randomUUID();
    const opened = await graphql<{ sendVisitorMessage: { thread: { id: string } } }>(info.url, headers, `mutation($t: String!, $m: String!) { sendVisitorMessage(input: { clientThreadId: $t, clientMessageId: $m, body: "hello" }) { ... on SendVisitorMessagePayload { thread { id } } } }`, { t: clientThreadId, m: randomUUID() });
    const [, threadRowId] = Buffer.from(opened.sendVisitorMessage.thread.id, 'base64').toString().split(':');
    const client = await socket(info.url, { origin: 'http://localhost:3000' }, { visitorToken: started.startVisitorSession.visitorToken });
    client.subscribe({ query: `subscription { visitorEvents { kind message { body } } }` }, {
      next: (result: EventResult) => ledger.received(`visitor${index}`, result.data?.visitorEvents.message?.body),
      error: () => {},
      complete: () => {},
    });
    return { headers, clientThreadId, threadId: Buffer.from(`Thread:${threadRowId}`).toString('base64'), client };
  });
  const operators = await inBatches(info.cookies.length, 25, async (index) => {
    const cookie = info.cookies[index];
    const client = await socket(info.url, { origin: 'http://localhost:3000', cookie });
    client.subscribe({ query: `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind message { body } } }`, variables: { id: info.organizationId } }, {
      next: (result: EventResult) => ledger.received(`operator${index}`, result.data?.inboxEvents.message?.body),
      error: () => {},
      complete: () => {},
    });
    return { cookie, client };
  });
  return {
    async send(id, visitor, fromOperator) {
      const target = visitors[visitor];
      if (fromOperator) {
        const operator = operators[randomInt(operators.length)];
        await graphql(info.url, { cookie: operator.cookie }, `mutation($t: ID!, $m: String!, $b: String!) { sendOperatorMessage(input: { threadId: $t, clientMessageId: $m, body: $b }) { __typename } }`, { t: target.threadId, m: id, b: `bench ${id}` });
      } else {
        await graphql(info.url, target.headers, `mutation($t: String!, $m: String!, $b: String!) { sendVisitorMessage(input: { clientThreadId: $t, clientMessageId: $m, body: $b }) { __typename } }`, { t: target.clientThreadId, m: id, b: `bench ${id}` });
      }
    },
    async close() {
      await Promise.all([...visitors, ...operators].map((entry) => entry.client.dispose()));
    },
  };
}

async function echoTransport(info: EchoInfo, ledger: Ledger): Promise<Transport> {
  const open = (hello: 'operator' | number, recipient: string) =>
    new Promise<WebSocket>((resolve) => {
      const client = new WebSocket(info.url);
      client.on('open', () => {
        client.send(JSON.stringify({ hello }));
        resolve(client);
      });
      client.on('message', (data) => ledger.received(recipient, JSON.parse(String(data)).body));
    });
  const visitors = await inBatches(options.visitors, 50, (index) => open(index, `visitor${index}`));
  const operators = await inBatches(options.operators, 50, (index) => open('operator', `operator${index}`));
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    async send(id, visitor, fromOperator) {
      const from = fromOperator ? operators[randomInt(operators.length)] : visitors[visitor];
      from.send(JSON.stringify({ visitor, body: `bench ${id}` }));
    },
    async close() {
      [...visitors, ...operators].forEach((client) => client.close());
    },
  };
}

/** What the clients do: a failed send is retried with the same message id, which the server stores once. */
async function sendWithRetries(transport: Transport, id: string, visitor: number, fromOperator: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transport.send(id, visitor, fromOperator);
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

async function run(mode: 'app' | 'echo') {
  const target = await startTarget(mode);
  const ledger = new Ledger();
  const transport = mode === 'app' ? await appTransport(target.info, ledger) : await echoTransport(target.info, ledger);
  // Connections are acknowledged; give the last subscriptions a moment to register before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  // A fixed schedule: one message every 1000/rate ms, three from visitors for every one from the team.
  const total = options.rate * options.seconds;
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let sent = 0; sent < total; sent += 1) {
    const due = started + (sent * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const id = `${mode}-${sent}`;
    ledger.sentAt.set(id, performance.now());
    ledger.expected += options.operators + 1;
    sends.push(sendWithRetries(transport, id, randomInt(options.visitors), sent % 4 === 3));
  }
  await Promise.all(sends);
  const sendSeconds = (performance.now() - started) / 1000;
  const deadline = performance.now() + 15_000;
  while (ledger.unique < ledger.expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const memory = memoryOf(target.process.pid!);
  await transport.close();
  const exited = new Promise((resolve) => target.process.once('exit', resolve));
  target.process.kill('SIGTERM');
  await exited;

  const sorted = [...ledger.latencies].sort((a, b) => a - b);
  return {
    mode,
    messages: total,
    sentPerSecond: total / sendSeconds,
    deliveredPerSecond: ledger.unique / sendSeconds,
    expected: ledger.expected,
    lost: ledger.expected - ledger.unique,
    duplicated: ledger.duplicated,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    ...memory,
  };
}

async function main() {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  print(`Realtime delivery: ${options.visitors} visitor + ${options.operators} operator sockets, ${options.rate} msg/s for ${options.seconds} s (each message fans out to ${options.operators + 1} sockets)`);
  const app = await run('app');
  const echo = await run('echo');
  const row = (result: typeof app) =>
    `${result.mode.padEnd(6)} ${result.p50.toFixed(1).padStart(8)} ${result.p95.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${result.sentPerSecond.toFixed(1).padStart(8)} ${result.deliveredPerSecond.toFixed(0).padStart(10)} ${String(result.lost).padStart(6)} ${String(result.duplicated).padStart(6)} ${result.rssMb.toFixed(0).padStart(8)} ${result.peakMb.toFixed(0).padStart(8)}`;
  print(`${'run'.padEnd(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'msg/s'.padStart(8)} ${'deliv/s'.padStart(10)} ${'lost'.padStart(6)} ${'dup'.padStart(6)} ${'RSS MB'.padStart(8)} ${'peak MB'.padStart(8)}`);
  print(row(app));
  print(row(echo));
  print(`ratio  p50 ×${(app.p50 / echo.p50).toFixed(1)}, p95 ×${(app.p95 / echo.p95).toFixed(1)}, p99 ×${(app.p99 / echo.p99).toFixed(1)}, deliveries/s ×${(app.deliveredPerSecond / echo.deliveredPerSecond).toFixed(2)}, peak memory ×${(app.peakMb / echo.peakMb).toFixed(1)}`);
  const failed = [app, echo].some((result) => result.lost > 0 || result.duplicated > 0);
  if (failed) print('FAIL: deliveries were lost or duplicated');
  process.exit(failed ? 1 : 0);
}

void main();
