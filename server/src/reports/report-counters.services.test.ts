import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { seedThread } from '../../test-support/report-seed';
import { requirePostgresServerUrl } from '../../test-support/services';
import { waitUntil } from '../../test-support/wait-until';
import { appendMessage } from '../conversations/append-message';
import type { PostgresDatabase } from '../db/client';
import { createTestDatabase } from '../db/test-database';

let database: PostgresDatabase;
beforeAll(async () => {
  database = (await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() })) as PostgresDatabase;
});
afterAll(() => database.close());

/** Sessions of this test's database waiting for a lock. */
async function waitingForLocks(observer: pg.Client): Promise<number> {
  const { rows } = await observer.query<{ waiting: number }>(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
  return rows[0].waiting;
}

describe('report counters under concurrent sends', () => {
  it("two replies by one operator at once both land, whichever of the organization's counters each locks first", async () => {
    const prisma = database.prisma;
    const organization = await prisma.organization.create({ data: { name: 'Counters', slug: `counters-${randomUUID()}` } });
    const widget = await prisma.widget.create({ data: { organizationId: organization.id, name: 'Site', clientId: randomUUID(), identitySecret: 'secret' } });
    const operator = await prisma.user.create({ data: { email: `${randomUUID()}@example.com`, name: 'Ada', passwordHash: 'unused' } });
    await prisma.membership.create({ data: { userId: operator.id, organizationId: organization.id, role: 'AGENT' } });
    const now = new Date().toISOString();
    // The first reply in `unanswered` also moves the thread's counters (answered, assigned); `answered` has had one.
    const unanswered = await seedThread(prisma, organization.id, widget.id, { createdAt: now });
    const answered = await seedThread(prisma, organization.id, widget.id, { createdAt: now, firstResponseAfter: 0, responderId: operator.id, assigneeId: operator.id });
    const reply = (threadId: string) => appendMessage(database, { threadId, authorKind: 'OPERATOR', authorUserId: operator.id, kind: 'MESSAGE', body: 'On it', clientMessageId: randomUUID() });
    const teamMessages = async () =>
      (await prisma.reportSlot.aggregate({ where: { organizationId: organization.id, dimension: 'org' }, _sum: { teamMessages: true } }))._sum.teamMessages ?? 0;
    const before = await teamMessages();

    // A third session holds the organization's counter for this quarter hour, so both replies queue behind it in a
    // known order: the first reply holds its thread counters when it starts waiting, the second its author counter.
    const holder = new pg.Client({ connectionString: database.databaseUrl });
    const observer = new pg.Client({ connectionString: database.databaseUrl });
    await Promise.all([holder.connect(), observer.connect()]);
    try {
      await holder.query('BEGIN');
      const held = await holder.query(`SELECT 1 FROM "ReportSlot" WHERE "organizationId" = $1 AND dimension = 'org' AND slot = report_slot(CAST($2 AS timestamp(3))) FOR UPDATE`, [organization.id, now]);
      expect(held.rowCount).toBe(1);
      const first = reply(unanswered);
      await waitUntil(async () => (await waitingForLocks(observer)) === 1, () => 'the first reply never waited for the counter');
      const second = reply(answered);
      await waitUntil(async () => (await waitingForLocks(observer)) === 2, () => 'the second reply never waited');
      await holder.query('COMMIT');

      const outcomes = await Promise.allSettled([first, second]);
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'stored'))).toEqual(['stored', 'stored']);
      expect(await teamMessages()).toBe(before + 2);
    } finally {
      await Promise.all([holder.end(), observer.end()]);
    }
  });
});
