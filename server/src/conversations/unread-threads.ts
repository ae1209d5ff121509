import { Prisma, type PrismaClient } from '../generated/prisma/client';

/**
 * A conversation is unread for an operator while it is open or pending (still in the inbox) and has a message or
 * note newer than their read position. Both counts below are one statement each: the thread index
 * (organizationId, status, …) finds the inbox, the read-state key (threadId, userId) finds each position.
 */
const inboxStatuses = Prisma.sql`t."status" IN ('OPEN', 'PENDING')`;

/** The viewer's unread conversations in one organization. */
export async function unreadThreadCount(prisma: PrismaClient, organizationId: string, userId: string): Promise<number> {
  const [row] = await prisma.$queryRaw<{ count: number }[]>`
    SELECT COUNT(*)::int AS "count"
    FROM "Thread" t
    LEFT JOIN "ReadState" r ON r."threadId" = t."id" AND r."userId" = ${userId}
    WHERE t."organizationId" = ${organizationId} AND ${inboxStatuses} AND t."lastSeq" > COALESCE(r."lastReadSeq", 0)`;
  return row.count;
}

/** Every member's unread count after one inbox event, read once for all the dashboards that hear it. */
export type UnreadCounts = { of(userId: string): number };

/**
 * Every member's unread count at once, for an inbox event that all of them hear: one query per event instead of one
 * per open dashboard. It counts the inbox once and, per reader, the conversations they are up to date on, so its cost
 * follows the inbox and its read positions, not the inbox times the members (every event of a busy inbox runs it).
 */
export async function unreadThreadCountsByMember(prisma: PrismaClient, organizationId: string): Promise<UnreadCounts> {
  const rows = await prisma.$queryRaw<{ userId: string | null; count: number }[]>`
    WITH inbox AS (
      SELECT t."id", t."lastSeq" FROM "Thread" t
      WHERE t."organizationId" = ${organizationId} AND ${inboxStatuses} AND t."lastSeq" > 0
    )
    SELECT NULL AS "userId", COUNT(*)::int AS "count" FROM inbox
    UNION ALL
    SELECT r."userId", COUNT(*)::int AS "count"
    FROM inbox JOIN "ReadState" r ON r."threadId" = inbox."id" AND r."userId" IS NOT NULL AND r."lastReadSeq" >= inbox."lastSeq"
    GROUP BY r."userId"`;
  const inbox = rows.find((row) => row.userId === null)?.count ?? 0;
  const upToDate = new Map(rows.filter((row) => row.userId !== null).map((row) => [row.userId!, row.count]));
  return { of: (userId) => inbox - (upToDate.get(userId) ?? 0) };
}
