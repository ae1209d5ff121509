// Reports benchmark: one organization with 100,000 threads and 1,000,000 messages over 90 days, then the dashboard
// home's whole report (every section, as the page asks for it) for the last 30 days, timed on the server side: from the
// quarter-hour counters (what the dashboard uses) beside the baseline that counts the threads and messages themselves,
// both in the same run and checked to give the same figures.
// Usage: npx tsx bench/reports.ts [--threads 100000] [--messages-per-thread 10]; BENCH_POSTGRES_URL=postgres://…
// runs it on PostgreSQL (a new database there, dropped afterwards) instead of the embedded database.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createTestDatabase } from '../server/src/db/test-database';
import { reportDays } from '../server/src/reports/range';
import { Report, type ReportSource } from '../server/src/reports/report';
import { reportScope } from '../server/src/reports/report-scope';

const options = { threads: 100_000, 'messages-per-thread': 10 };
for (let index = 2; index < process.argv.length; index += 2) {
  const key = process.argv[index]!.replace(/^--/, '') as keyof typeof options;
  if (!(key in options)) throw new Error(`Unknown option ${process.argv[index]}`);
  options[key] = Number(process.argv[index + 1]);
}

async function main() {
  const db = await createTestDatabase({ postgresServerUrl: process.env.BENCH_POSTGRES_URL || null });
  const { prisma } = db;
  try {
    const organization = await prisma.organization.create({ data: { name: 'Bench', slug: `bench-${Date.now()}`, timezone: 'Europe/Paris' } });
    const users = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        prisma.user.create({ data: { name: `Agent ${index}`, email: `agent${index}-${Date.now()}@bench.test`, passwordHash: 'x', memberships: { create: { organizationId: organization.id, role: index === 0 ? 'OWNER' : 'AGENT' } } } }),
      ),
    );
    const teams = await Promise.all(['Sales', 'Support', 'Billing'].map((name) => prisma.team.create({ data: { organizationId: organization.id, name } })));
    const widget = await prisma.widget.create({ data: { organizationId: organization.id, name: 'Website', clientId: `bench-${Date.now()}`, identitySecret: 'bench' } });
    const started = performance.now();
    const orgId = organization.id;
    // Bulk seeding bypasses the counters' row triggers; the organization is recounted in one pass afterwards.
    await prisma.$executeRawUnsafe('ALTER TABLE "Thread" DISABLE TRIGGER USER');
    await prisma.$executeRawUnsafe('ALTER TABLE "Message" DISABLE TRIGGER USER');
    await prisma.$executeRaw`
      INSERT INTO "Contact" (id, "organizationId", "widgetId", number)
      SELECT 'c' || n, ${orgId}, ${widget.id}, n FROM generate_series(1, 10000) n`;
    // Opened over the last 90 days; four in five answered within an hour, three in five closed within two days, one in four rated.
    await prisma.$executeRaw`
      INSERT INTO "Thread" (id, "organizationId", "widgetId", "contactId", "clientThreadId", status, "assigneeId", "teamId", "createdAt", "updatedAt",
                            "firstResponseAt", "firstResponderId", "closedAt", "csatRating", "csatSubmittedAt", "lastSeq")
      SELECT 't' || n, ${orgId}, ${widget.id}, 'c' || (1 + n % 10000), 'ct' || n,
             (CASE WHEN n % 5 < 3 THEN 'CLOSED' ELSE 'OPEN' END)::"ThreadStatus",
             (${users.map((user) => user.id)}::text[])[1 + n % 10], (${teams.map((team) => team.id)}::text[])[1 + n % 3],
             created, created, CASE WHEN n % 5 < 4 THEN created + (n % 3600) * interval '1 second' END,
             CASE WHEN n % 5 < 4 THEN (${users.map((user) => user.id)}::text[])[1 + n % 10] END,
             CASE WHEN n % 5 < 3 THEN created + (n % 172800) * interval '1 second' END,
             CASE WHEN n % 4 = 0 THEN 1 + n % 5 END, CASE WHEN n % 4 = 0 THEN created + interval '3 hours' END, ${options['messages-per-thread']}
      FROM (SELECT n, now()::timestamp - (n::bigint * 7776000 / ${options.threads}) * interval '1 second' AS created FROM generate_series(1, ${options.threads}::int) n) seeded`;
    await prisma.$executeRaw`
      INSERT INTO "Message" (id, "organizationId", "threadId", "authorKind", "authorContactId", "authorUserId", kind, body, "clientMessageId", seq, "createdAt")
      SELECT t.id || '-' || s, ${orgId}, t.id, (CASE WHEN s % 2 = 1 THEN 'CONTACT' ELSE 'OPERATOR' END)::"AuthorKind",
             CASE WHEN s % 2 = 1 THEN t."contactId" END, CASE WHEN s % 2 = 0 THEN t."assigneeId" END, 'MESSAGE', 'Hello', 'm' || s, s, t."createdAt" + s * interval '1 minute'
      FROM "Thread" t CROSS JOIN generate_series(1, ${options['messages-per-thread']}::int) s WHERE t."organizationId" = ${orgId}`;
    await prisma.$executeRawUnsafe('ALTER TABLE "Thread" ENABLE TRIGGER USER');
    await prisma.$executeRawUnsafe('ALTER TABLE "Message" ENABLE TRIGGER USER');
    const recountStarted = performance.now();
    await prisma.$executeRaw`SELECT report_recount(${orgId})`;
    const recountMs = performance.now() - recountStarted;
    // As autovacuum leaves a table once inserts settle: the visibility map lets the duration indexes answer alone.
    await prisma.$executeRawUnsafe('VACUUM ANALYZE');
    const threadCount = await prisma.thread.count({ where: { organizationId: orgId } });
    const messageCount = await prisma.message.count({ where: { organizationId: orgId } });
    process.stdout.write(`${db.kind}: seeded ${threadCount} threads and ${messageCount} messages in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    process.stdout.write(`counters recounted from scratch in ${(recountMs / 1000).toFixed(1)} s\n`);

    const wholeReport = async (source: ReportSource) => {
      const scope = await reportScope(prisma, orgId, organization.timezone, reportDays('LAST_30_DAYS', {}, organization.timezone), {});
      const report = new Report(prisma, scope, { userId: users[0]!.id, role: 'OWNER' }, source);
      return Promise.all([report.conversations(), report.messages(), report.volume(), report.busiestHours(), report.satisfaction(), report.teammates(), report.teams()]);
    };
    const timed = async (source: ReportSource) => {
      const timings: number[] = [];
      let figures: unknown;
      for (let run = 0; run < 6; run++) {
        const begin = performance.now();
        figures = await wholeReport(source);
        timings.push(performance.now() - begin);
      }
      // The first run warms caches and prepares statements; the rest are what a dashboard sees.
      const warm = timings.slice(1).sort((a, b) => a - b);
      return { figures, median: warm[Math.floor(warm.length / 2)]!, slowest: warm.at(-1)!, first: timings[0]! };
    };
    const baseline = await timed('scan');
    const counters = await timed('counters');
    const line = (name: string, run: typeof baseline) =>
      `${name}: median ${run.median.toFixed(0)} ms, slowest ${run.slowest.toFixed(0)} ms (first run ${run.first.toFixed(0)} ms)`;
    // Timings on a shared machine mean little without its load beside them.
    const load = loadavg().map((value) => value.toFixed(2)).join(', ');
    process.stdout.write(`whole overview, last 30 days (load average ${load} on ${availableParallelism()} cores):\n  ${line('baseline, counting threads and messages', baseline)}\n  ${line('quarter-hour counters', counters)}\n`);
    const same = JSON.stringify(baseline.figures) === JSON.stringify(counters.figures);
    process.stdout.write(same ? 'both give the same figures\n' : 'THE FIGURES DIFFER\n');
    if (!same) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

void main();
