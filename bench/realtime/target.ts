// One side of the realtime benchmark, run as its own process so its CPU and memory can be read on their own:
//   `app`:      the real app, seeded with an organization, a widget and operators;
//   `ws`:       a bare `ws` server that fans each message out to the same recipients (the transport's floor);
//   `wsInsert`: the same, writing each message with one INSERT to the same kind of database first (the durable floor).
// The database is embedded (PGlite) unless BENCH_POSTGRES_URL names a PostgreSQL server (a fresh database is made on
// it); BENCH_REDIS_URL runs the app with Redis, as in a scaled-out install. With BENCH_JOIN_DATABASE_URL the app is a
// further instance on the first one's database and organization (nothing is made or seeded). Prints one JSON line
// describing how to reach it, then serves until SIGTERM or until the benchmark's pipe closes, when it cleans up and exits.
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { WebSocketServer, type WebSocket } from 'ws';
import { createApp } from '../../server/src/app';
import { createSession } from '../../server/src/auth/sessions';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/client';
import { createTestDatabase } from '../../server/src/db/test-database';
import { messageWriter, type MessageWriter } from './message-writer';
import type { Mode, TargetInfo } from './protocol';

/** How late the event loop ran its timers: the longest wait since the last `loop` command is the longest stall. */
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
/** Time spent collecting garbage since the process started (every kind of collection), in ms. */
let garbageCollectionMs = 0;
/** The longest single collection since the last `loop` command, in ms: a pause every event waiting then sat through. */
let longestCollectionMs = 0;
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) {
    garbageCollectionMs += entry.duration;
    longestCollectionMs = Math.max(longestCollectionMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

function onExit(cleanUp: () => Promise<unknown>) {
  const exit = () => void cleanUp().finally(() => process.exit(0));
  process.once('SIGTERM', exit);
  process.stdin.once('end', exit);
  createInterface({ input: process.stdin }).on('line', (line) => {
    // `memory`: the heap and RSS in use now, after a full collection when run with --expose-gc.
    if (line.trim() === 'memory') {
      globalThis.gc?.();
      const { heapUsed, rss } = process.memoryUsage();
      process.stdout.write(`${JSON.stringify({ heapUsed, rss })}\n`);
    }
    // `loop`: how long the event loop has been busy and idle and collecting garbage since the process started, and its
    // longest stall and longest collection since the last `loop`, in ms.
    if (line.trim() === 'loop') {
      const { active, idle } = performance.eventLoopUtilization();
      process.stdout.write(`${JSON.stringify({ active, idle, stallMs: loopDelay.max / 1e6, gcMs: garbageCollectionMs, gcLongestMs: longestCollectionMs })}\n`);
      loopDelay.reset();
      longestCollectionMs = 0;
    }
  });
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const postgresServerUrl = process.env.BENCH_POSTGRES_URL || null;

/** The app on `database`, serving until the bench ends. */
async function startAppServer(database: Database) {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:3000',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
    DATA_DIR: '/tmp',
    ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  });
  const app = await createApp(config, { database });
  await app.start();
  onExit(() => app.stop().then(() => database.close()));
  return app;
}

async function startApp(operators: number): Promise<TargetInfo> {
  const database = await createTestDatabase({ postgresServerUrl });
  const app = await startAppServer(database);
  const prisma = database.prisma;
  const organization = await prisma.organization.create({ data: { name: 'Bench', slug: `bench-${Date.now()}` } });
  const widget = await prisma.widget.create({ data: { organizationId: organization.id, name: 'Bench', clientId: 'bench-widget', identitySecret: 'bench' } });
  const cookies: string[] = [];
  for (let index = 0; index < operators; index += 1) {
    const user = await prisma.user.create({ data: { email: `operator${index}@bench.example`, name: `Operator ${index}`, passwordHash: 'unused', emailVerifiedAt: new Date() } });
    await prisma.membership.create({ data: { userId: user.id, organizationId: organization.id, role: 'AGENT' } });
    const { token } = await createSession(prisma, { userId: user.id, userAgent: 'bench', ipAddress: '127.0.0.1', activeOrganizationId: organization.id });
    cookies.push(`parley_session=${token}`);
  }
  const databaseUrl = database.kind === 'postgres' ? database.databaseUrl : undefined;
  return { url: app.url(), clientId: widget.clientId, organizationId: globalId('Organization', organization.id), cookies, databaseUrl };
}

async function joinApp(databaseUrl: string): Promise<TargetInfo> {
  const app = await startAppServer(await openDatabase({ databaseUrl, dataDir: 'memory' }));
  return { url: app.url() };
}

/** A visitor's message goes to every operator and back to them; with a writer, only once it is stored. */
async function startBare(writer: MessageWriter | null): Promise<TargetInfo> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const operators = new Set<WebSocket>();
  const visitors = new Map<number, WebSocket>();
  const fanOut = (payload: string, visitor: number) => {
    for (const operator of operators) operator.send(payload);
    visitors.get(visitor)?.send(payload);
  };
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { hello?: 'operator' | number; visitor?: number; body?: string };
      if (message.hello === 'operator') operators.add(socket);
      else if (typeof message.hello === 'number') visitors.set(message.hello, socket);
      else void Promise.resolve(writer?.insert(message.visitor!, message.body!)).then(() => fanOut(String(data), message.visitor!));
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  onExit(() => new Promise<void>((resolve) => server.close(() => resolve())).then(() => writer?.close()));
  return { url: `ws://127.0.0.1:${(server.address() as { port: number }).port}` };
}

const [mode, operators] = process.argv.slice(2) as [Mode, string];
const joinUrl = process.env.BENCH_JOIN_DATABASE_URL;
const started = mode === 'app' ? (joinUrl ? joinApp(joinUrl) : startApp(Number(operators))) : mode === 'wsInsert' ? messageWriter().then(startBare) : startBare(null);
started.then(
  (target) => process.stdout.write(`${JSON.stringify(target)}\n`),
  (error: unknown) => {
    // The benchmark waits for the line above: it learns of the failure from the exit instead.
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
