import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { threadsOf, within, type ReportScope } from './report-scope';

/** One row of the per-teammate or per-team table. Durations in seconds, null when nothing was measured. */
export type GroupFigures = {
  key: string;
  opened: number;
  closed: number;
  firstResponseMedian: number | null;
  resolutionMedian: number | null;
  ratings: number;
  averageRating: number | null;
};

export type TeammateFigures = GroupFigures & { replies: number };

type Grouping = 'assignee' | 'team';

/**
 * Threads grouped by who they are assigned to, or by team: opened, closed, median first response and resolution, and
 * ratings. Threads without an assignee (or team) have no row.
 */
async function groupFigures(prisma: PrismaClient, scope: ReportScope, grouping: Grouping, keys: string[]): Promise<Map<string, GroupFigures>> {
  if (keys.length === 0) return new Map();
  const column = grouping === 'assignee' ? Prisma.sql`t."assigneeId"` : Prisma.sql`t."teamId"`;
  const opened = within(scope, Prisma.sql`t."createdAt"`);
  const closed = within(scope, Prisma.sql`t."closedAt"`);
  const rated = within(scope, Prisma.sql`t."csatSubmittedAt"`);
  const rows = await prisma.$queryRaw<GroupFigures[]>`
    SELECT ${column} AS "key",
           count(*) FILTER (WHERE ${opened})::int AS "opened",
           count(*) FILTER (WHERE ${closed})::int AS "closed",
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t."firstResponseAt" - t."createdAt")) FILTER (WHERE ${opened}))::float8 AS "firstResponseMedian",
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t."closedAt" - t."createdAt")) FILTER (WHERE ${closed}))::float8 AS "resolutionMedian",
           count(t."csatRating") FILTER (WHERE ${rated})::int AS "ratings",
           -- Summed and divided in float8 as the quarter-hour counters do, so both give the same last digit (avg's numeric does not).
           ((sum(t."csatRating") FILTER (WHERE ${rated}))::float8 / nullif(count(t."csatRating") FILTER (WHERE ${rated}), 0)) AS "averageRating"
    FROM "Thread" t
    WHERE ${threadsOf(scope)} AND ${column} IN (${Prisma.join(keys)}) AND (${opened} OR ${closed} OR ${rated})
    GROUP BY 1`;
  return new Map(rows.map((row) => [row.key, row]));
}

function emptyFigures(key: string): GroupFigures {
  return { key, opened: 0, closed: 0, firstResponseMedian: null, resolutionMedian: null, ratings: 0, averageRating: null };
}

/** Per teammate (user id): their assigned threads' figures and the replies they wrote in the range. */
export async function teammateFigures(prisma: PrismaClient, scope: ReportScope, userIds: string[]): Promise<TeammateFigures[]> {
  if (userIds.length === 0) return [];
  const [groups, replies] = await Promise.all([
    groupFigures(prisma, scope, 'assignee', userIds),
    prisma.$queryRaw<{ userId: string; replies: number }[]>`
      SELECT m."authorUserId" AS "userId", count(*)::int AS "replies"
      FROM "Message" m JOIN "Thread" t ON t.id = m."threadId"
      WHERE m."organizationId" = ${scope.organizationId} AND m."authorKind" = 'OPERATOR' AND m.kind = 'MESSAGE'
        AND ${within(scope, Prisma.sql`m."createdAt"`)} AND m."authorUserId" IN (${Prisma.join(userIds)}) AND ${threadsOf(scope)}
      GROUP BY 1`,
  ]);
  return userIds.map((userId) => ({ ...(groups.get(userId) ?? emptyFigures(userId)), replies: replies.find((row) => row.userId === userId)?.replies ?? 0 }));
}

/** Per team (team id): figures of the threads routed to it. */
export async function teamFigures(prisma: PrismaClient, scope: ReportScope, teamIds: string[]): Promise<GroupFigures[]> {
  const groups = await groupFigures(prisma, scope, 'team', teamIds);
  return teamIds.map((teamId) => groups.get(teamId) ?? emptyFigures(teamId));
}
