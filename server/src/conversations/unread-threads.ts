import type { PrismaClient } from '../generated/prisma/client';

/**
 * A conversation is unread for an operator while it is open or pending (still in the inbox) and has a message or
 * note newer than their read position. The database keeps the counts as conversations and read positions change (see
 * the inbox_counts migration): the inbox's conversations (InboxCount) and, per operator, those read to the last message
 * (InboxUpToDate). An unread count is the one less the other, read by primary key whatever the inbox's size.
 */

/** The viewer's unread conversations in one organization. */
export async function unreadThreadCount(prisma: PrismaClient, organizationId: string, userId: string): Promise<number> {
  const [row] = await prisma.$queryRaw<{ count: number }[]>`
    SELECT COALESCE((SELECT "threads" FROM "InboxCount" WHERE "organizationId" = ${organizationId}), 0)
         - COALESCE((SELECT "threads" FROM "InboxUpToDate" WHERE "organizationId" = ${organizationId} AND "userId" = ${userId}), 0) AS "count"`;
  return row!.count;
}

/** Every member's unread count after one inbox event, read once for all the dashboards that hear it. */
export type UnreadCounts = { of(userId: string): number };

/** Every member's unread count at once, for an inbox event that all of them hear: one query per event instead of one per open dashboard. */
export async function unreadThreadCountsByMember(prisma: PrismaClient, organizationId: string): Promise<UnreadCounts> {
  const rows = await prisma.$queryRaw<{ userId: string | null; threads: number }[]>`
    SELECT NULL AS "userId", "threads" FROM "InboxCount" WHERE "organizationId" = ${organizationId}
    UNION ALL
    SELECT "userId", "threads" FROM "InboxUpToDate" WHERE "organizationId" = ${organizationId}`;
  const inbox = rows.find((row) => row.userId === null);
  return unreadCountsOf(inbox ?? null, rows.filter((row): row is { userId: string; threads: number } => row.userId !== null));
}

/** Every member's unread count from the organization's two kinds of count row, however they were read. */
export function unreadCountsOf(inbox: { threads: number } | null, upToDate: { userId: string; threads: number }[]): UnreadCounts {
  const inboxThreads = inbox?.threads ?? 0;
  const upToDateByMember = new Map(upToDate.map((row) => [row.userId, row.threads]));
  return { of: (userId) => inboxThreads - (upToDateByMember.get(userId) ?? 0) };
}
