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

/**
 * Every member's unread count at once, for an inbox event that all of them hear: one query per event instead of
 * one per open dashboard. Members with nothing unread are absent from the map.
 */
export async function unreadThreadCountsByMember(prisma: PrismaClient, organizationId: string): Promise<Map<string, number>> {
  const rows = await prisma.$queryRaw<{ userId: string; count: number }[]>`
    SELECT m."userId", COUNT(*)::int AS "count"
    FROM "Membership" m
    JOIN "Thread" t ON t."organizationId" = m."organizationId"
    LEFT JOIN "ReadState" r ON r."threadId" = t."id" AND r."userId" = m."userId"
    WHERE m."organizationId" = ${organizationId} AND ${inboxStatuses} AND t."lastSeq" > COALESCE(r."lastReadSeq", 0)
    GROUP BY m."userId"`;
  return new Map(rows.map((row) => [row.userId, row.count]));
}
