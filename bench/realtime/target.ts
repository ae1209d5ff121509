// One side of the realtime benchmark, run as its own process so its memory can be read on its own:
//   `app`:  the real app on an in-memory database, seeded with an organization, a widget and operators;
//   `echo`: a bare `ws` server that fans each message out to the same recipients, as the baseline.
// Prints one JSON line describing how to reach it, then serves until SIGTERM, when it cleans up and exits.
import { WebSocketServer, type WebSocket } from 'ws';
import { createApp } from '../../server/src/app';
import { createSession } from '../../server/src/auth/sessions';
import { loadConfig } from '../../server/src/config';
import { createTestDatabase } from '../../server/src/db/test-database';

/** Cleans up on SIGTERM, or when the benchmark that started this process goes away (its pipe closes). */
function onExit(cleanUp: () => Promise<unknown>) {
  const exit = () => void cleanUp().finally(() => process.exit(0));
  process.once('SIGTERM', exit);
  process.stdin.once('end', exit).resume();
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

/** The embedded database by default; a fresh database on the PostgreSQL server at BENCH_POSTGRES_URL when set. */
async function startApp(operators: number) {
  const database = await createTestDatabase({ postgresServerUrl: process.env.BENCH_POSTGRES_URL || undefined });
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: '1', LOG_LEVEL: 'error', DATA_DIR: '/tmp' });
  const app = await createApp(config, { database });
  await app.start();
  onExit(() => app.stop().then(() => database.close()));
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
  return { url: app.url(), clientId: widget.clientId, organizationId: globalId('Organization', organization.id), cookies };
}

/** Visitors say hello with their number; a visitor's message goes to every operator and back to them, an operator's to the visitor and every operator. */
async function startEcho() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const operators = new Set<WebSocket>();
  const visitors = new Map<number, WebSocket>();
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { hello?: 'operator' | number; visitor?: number };
      if (message.hello === 'operator') operators.add(socket);
      else if (typeof message.hello === 'number') visitors.set(message.hello, socket);
      else {
        const payload = String(data);
        for (const operator of operators) operator.send(payload);
        visitors.get(message.visitor!)?.send(payload);
      }
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  onExit(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address() as { port: number };
  return { url: `ws://127.0.0.1:${address.port}` };
}

const [mode, operators] = process.argv.slice(2);
(mode === 'echo' ? startEcho() : startApp(Number(operators))).then(
  (target) => process.stdout.write(`${JSON.stringify(target)}\n`),
  (error: unknown) => {
    // The benchmark waits for the line above: it learns of the failure from the exit instead.
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
