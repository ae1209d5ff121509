import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Prisma } from '../generated/prisma/client';
import { waitingThreadsQuery } from '../notifications/unanswered-email';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-database';
import { dueSnoozesQuery } from './snooze';

/*
 * Every instance runs these sweeps every few seconds, so they must find what is due through an index, whatever the
 * number of threads: here 20,000 threads of which a handful are due, with the planner's statistics up to date.
 */
const threads = 20_000;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const prisma = database.prisma;
  const organization = await prisma.organization.create({ data: { name: 'Busy', slug: 'busy' } });
  const widget = await prisma.widget.create({ data: { organizationId: organization.id, name: 'Site', clientId: 'busy-site', identitySecret: 'secret' } });
  const contact = await prisma.contact.create({ data: { organizationId: organization.id, widgetId: widget.id, number: 1 } });
  await prisma.$executeRaw`
    INSERT INTO "Thread" ("id", "organizationId", "widgetId", "contactId", "clientThreadId", "updatedAt", "status", "snoozedUntil", "awaitingReplySince")
    SELECT 'thread-' || g, ${organization.id}, ${widget.id}, ${contact.id}, g::text, now(),
      (CASE WHEN g % 2000 = 0 THEN 'SNOOZED' WHEN g % 3 = 0 THEN 'OPEN' ELSE 'CLOSED' END)::"ThreadStatus",
      CASE WHEN g % 2000 = 0 THEN now() - interval '1 minute' END,
      CASE WHEN g % 1000 = 0 THEN now() - interval '2 hours' END
    FROM generate_series(1, ${threads}) AS g`;
  await prisma.$executeRawUnsafe('ANALYZE "Thread"');
}, 60_000);
afterAll(async () => {
  await database.close();
});

async function planOf(query: Prisma.Sql): Promise<string> {
  const rows = await database.prisma.$queryRaw<Record<string, string>[]>(Prisma.sql`EXPLAIN ${query}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the background sweeps', () => {
  it('find snoozes that end through the snoozedUntil index', async () => {
    const plan = await planOf(dueSnoozesQuery(new Date()));
    expect(plan).toMatch(/Index.* (on|using) "Thread_snoozedUntil_idx"/);
    expect(plan).not.toMatch(/Seq Scan on "Thread"/);
  });

  it('find waits that owe an email through the awaitingReplySince index', async () => {
    const plan = await planOf(waitingThreadsQuery(new Date()));
    expect(plan).toMatch(/Index.* (on|using) "Thread_awaitingReplySince_idx"/);
    expect(plan).not.toMatch(/Seq Scan on "Thread"/);
  });
});
