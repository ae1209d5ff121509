// Inbox benchmark: one organization with 100,000 threads (and their contacts and messages), then the inbox's first
// page as the dashboard asks for it (the Relay compiler's ThreadListQuery) and the same page searched, timed on the
// server side (the GraphQL request through the app, no network) beside the baseline of the same request for an
// organization with a single thread, in the same run. Medians of 10 warm runs.
// Usage: npx tsx bench/inbox.ts [--threads 100000] [--messages-per-thread 3]; BENCH_POSTGRES_URL=postgres://… runs
// it on PostgreSQL (a new database there, dropped afterwards) instead of the embedded database.
import { performance } from 'node:perf_hooks';
import threadListQuery from '../client/src/routes/threads/list/__generated__/ThreadListQuery.graphql';
import { createApp } from '../server/src/app';
import { createSession } from '../server/src/auth/sessions';
import { loadConfig } from '../server/src/config';
import { createTestDatabase } from '../server/src/db/test-database';
import type { PrismaClient } from '../server/src/generated/prisma/client';

const options = { threads: 100_000, 'messages-per-thread': 3 };
for (let index = 2; index < process.argv.length; index += 2) {
  const key = process.argv[index]!.replace(/^--/, '') as keyof typeof options;
  if (!(key in options)) throw new Error(`Unknown option ${process.argv[index]}`);
  options[key] = Number(process.argv[index + 1]);
}

const topics = ['shipping to Norway', 'a refund for order', 'my invoice address', 'resetting my password', 'the premium plan'];

/** An organization with `threads` conversations, each with its own contact; returns an owner's session cookie. */
async function seededOrganization(prisma: PrismaClient, name: string, threads: number): Promise<string> {
  const stamp = `${name}-${Date.now()}`;
  const organization = await prisma.organization.create({ data: { name, slug: stamp } });
  const owner = await prisma.user.create({ data: { name: 'Owner', email: `owner-${stamp}@bench.test`, passwordHash: 'x', emailVerifiedAt: new Date(), memberships: { create: { organizationId: organization.id, role: 'OWNER' } } } });
  const widget = await prisma.widget.create({ data: { organizationId: organization.id, name: 'Website', clientId: stamp, identitySecret: 'bench' } });
  const orgId = organization.id;
  // Bulk seeding bypasses the report counters' row triggers; reports are not what this bench reads.
  await prisma.$executeRawUnsafe('ALTER TABLE "Thread" DISABLE TRIGGER USER');
  await prisma.$executeRawUnsafe('ALTER TABLE "Message" DISABLE TRIGGER USER');
  await prisma.$executeRaw`
    INSERT INTO "Contact" (id, "organizationId", "widgetId", number, name, email)
    SELECT ${stamp} || '-c' || n, ${orgId}, ${widget.id}, n, 'Visitor ' || n, 'visitor' || n || '@example.com' FROM generate_series(1, ${threads}::int) n`;
  // Over the last 90 days; two in five open, the rest closed.
  await prisma.$executeRaw`
    INSERT INTO "Thread" (id, "organizationId", "widgetId", "contactId", "clientThreadId", status, "createdAt", "updatedAt", "lastMessageAt", "lastSeq", preview)
    SELECT ${stamp} || '-t' || n, ${orgId}, ${widget.id}, ${stamp} || '-c' || n, 'ct' || n,
           (CASE WHEN n % 5 < 2 THEN 'OPEN' ELSE 'CLOSED' END)::"ThreadStatus", created, created, created, ${options['messages-per-thread']}, 'Hello'
    FROM (SELECT n, now()::timestamp - (n % 7776000) * interval '1 second' AS created FROM generate_series(1, ${threads}::int) n) seeded`;
  await prisma.$executeRaw`
    INSERT INTO "Message" (id, "organizationId", "threadId", "authorKind", "authorContactId", kind, body, "clientMessageId", seq, "createdAt")
    SELECT t.id || '-' || s, ${orgId}, t.id, 'CONTACT', t."contactId", 'MESSAGE',
           'Question ' || s || ' about ' || (${topics}::text[])[1 + (hashtext(t.id) & 4095) % 5] || ' ' || t."clientThreadId", 'm' || s, s, t."createdAt" + s * interval '1 minute'
    FROM "Thread" t CROSS JOIN generate_series(1, ${options['messages-per-thread']}::int) s WHERE t."organizationId" = ${orgId}`;
  await prisma.$executeRawUnsafe('ALTER TABLE "Thread" ENABLE TRIGGER USER');
  await prisma.$executeRawUnsafe('ALTER TABLE "Message" ENABLE TRIGGER USER');
  const { token } = await createSession(prisma, { userId: owner.id, userAgent: 'bench', ipAddress: '127.0.0.1', activeOrganizationId: orgId });
  return `parley_session=${token}`;
}

async function main() {
  const db = await createTestDatabase({ postgresServerUrl: process.env.BENCH_POSTGRES_URL || null });
  const app = await createApp(loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'error', DATA_DIR: '/tmp' }), { database: db });
  try {
    const started = performance.now();
    const large = await seededOrganization(db.prisma, 'large', options.threads);
    const small = await seededOrganization(db.prisma, 'small', 1);
    await db.prisma.$executeRawUnsafe('ANALYZE');
    process.stdout.write(`${db.kind}: seeded ${options.threads} threads with ${options['messages-per-thread']} messages each in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    const page = async (cookie: string, variables: Record<string, unknown>) => {
      const response = await app.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: 'http://localhost:3000' },
        body: JSON.stringify({ query: threadListQuery.params.text, variables }),
      });
      const result = (await response.json()) as { errors?: unknown; data?: { viewer: { activeOrganization: { threads: { edges: unknown[] } } } } };
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.viewer.activeOrganization.threads.edges.length;
    };
    const timed = async (cookie: string, variables: Record<string, unknown>) => {
      const timings: number[] = [];
      let rows = 0;
      for (let run = 0; run < 11; run++) {
        const begin = performance.now();
        rows = await page(cookie, variables);
        timings.push(performance.now() - begin);
      }
      // The first run prepares statements and warms caches; the rest are what an operator sees.
      const warm = timings.slice(1).sort((a, b) => a - b);
      return `median ${warm[Math.floor(warm.length / 2)]!.toFixed(1)} ms, slowest ${warm.at(-1)!.toFixed(1)} ms (${rows} rows)`;
    };
    const cases: [string, Record<string, unknown>][] = [
      ['first page of open conversations', { status: 'OPEN' }],
      ['search for a word in messages ("refund")', { status: 'OPEN', search: 'refund' }],
      ['search for one visitor\'s email', { search: 'visitor4242@' }],
      ['search matching every visitor\'s email ("example.com")', { status: 'OPEN', search: 'example.com' }],
    ];
    for (const [name, variables] of cases) {
      process.stdout.write(`${name}:\n  ${options.threads} threads: ${await timed(large, variables)}\n  baseline, 1 thread: ${await timed(small, variables)}\n`);
    }
  } finally {
    await db.close();
  }
}

void main();
