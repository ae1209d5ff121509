import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-database';
import { arrivalOf, noteArrival, readStarts } from '../realtime/arrivals';
import { offerUnreadCounts, unreadCountsAfter } from './unread-counts-after';
import { unreadCountsOf } from './unread-threads';

/*
 * Events of a busy inbox that waited together share one read of every member's unread count, and an event that
 * arrived after a read started never takes that read's answer: it might not count the event's own change.
 */
let database: Database;
let countReads = 0;
beforeAll(async () => {
  database = await createTestDatabase({ recordQueries: (sql) => void (sql.includes('FROM "InboxCount"') && countReads++) });
});
afterAll(() => database.close());

function arrived(): object {
  const event = {};
  noteArrival(event);
  return event;
}

describe("an organization's unread counts for its events", () => {
  it('are read once for the events that arrived before the read started', async () => {
    const organizationId = randomUUID();
    const before = countReads;
    const waiting = [arrived(), arrived(), arrived()];
    await Promise.all(waiting.map((event) => unreadCountsAfter(database.prisma, organizationId, arrivalOf(event))));
    expect(countReads - before).toBe(1);
  });

  it('are read again for an event that arrived after the read started, even while it is under way', async () => {
    const organizationId = randomUUID();
    const before = countReads;
    const first = unreadCountsAfter(database.prisma, organizationId, arrivalOf(arrived()));
    const second = unreadCountsAfter(database.prisma, organizationId, arrivalOf(arrived()));
    await Promise.all([first, second]);
    expect(countReads - before).toBe(2);
  });

  it('brought along by a read that started after an event arrived serve that event without a read of their own', async () => {
    const organizationId = randomUUID();
    const before = countReads;
    const event = arrived();
    offerUnreadCounts(organizationId, readStarts(), unreadCountsOf({ threads: 5 }, [{ userId: 'ada', threads: 2 }]));
    const counts = await unreadCountsAfter(database.prisma, organizationId, arrivalOf(event));
    expect([counts.of('ada'), counts.of('grace')]).toEqual([3, 5]);
    expect(countReads - before).toBe(0);
  });

  it('brought along by a read that started before an event arrived are not taken for it, nor kept over a later read', async () => {
    const organizationId = randomUUID();
    const before = countReads;
    const olderStart = readStarts();
    const counts = await unreadCountsAfter(database.prisma, organizationId, arrivalOf(arrived()));
    offerUnreadCounts(organizationId, olderStart, unreadCountsOf({ threads: 9 }, []));
    expect(countReads - before).toBe(1);
    expect(await unreadCountsAfter(database.prisma, organizationId, olderStart)).toBe(counts);
    expect(counts.of('ada')).toBe(0);
  });
});
