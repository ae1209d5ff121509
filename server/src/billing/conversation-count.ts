import type { Prisma, PrismaClient } from '../generated/prisma/client';

/**
 * Counts a new conversation towards its organization's month (UTC) and numbers the thread with its place in that
 * month, in one statement so that conversations opening at once each get their own number. Whether the number is past
 * the plan's allowance is decided when the thread is read (Thread.overPlanLimit): the message is always kept.
 */
export async function countConversation(tx: Prisma.TransactionClient | PrismaClient, organizationId: string, threadId: string): Promise<number> {
  const [numbered] = await tx.$queryRaw<{ monthlyNumber: number }[]>`
    WITH counted AS (
      INSERT INTO "ConversationCount" ("organizationId", "month", "count")
      VALUES (${organizationId}, date_trunc('month', now() AT TIME ZONE 'UTC')::date, 1)
      ON CONFLICT ("organizationId", "month") DO UPDATE SET "count" = "ConversationCount"."count" + 1
      RETURNING "count")
    UPDATE "Thread" SET "monthlyNumber" = (SELECT "count" FROM counted) WHERE id = ${threadId}
    RETURNING "monthlyNumber"`;
  return numbered.monthlyNumber;
}
