import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { Durations } from './conversation-figures';
import { threadsOf, within, type ReportScope } from './report-scope';

/** Medians and 90th percentiles cannot be added up from counters: they are read from the threads themselves. */
export type DurationFigures = {
  firstResponse: Omit<Durations, 'count'>;
  resolution: Omit<Durations, 'count'>;
  /** Median first response and resolution per assignee and per team (user or team id). */
  byAssignee: Map<string, GroupMedians>;
  byTeam: Map<string, GroupMedians>;
};

export type GroupMedians = { firstResponseMedian: number | null; resolutionMedian: number | null };

type Row = {
  byAssignee: number;
  byTeam: number;
  assigneeId: string | null;
  teamId: string | null;
  firstResponseMedian: number | null;
  firstResponseP90: number | null;
  resolutionMedian: number | null;
  resolutionP90: number | null;
};

/**
 * First response (from the thread's creation to its first answer, for threads opened in the range) and resolution
 * (from creation to the last close, for threads closed in the range): for the whole report and per assignee and team,
 * in one pass over the threads opened or closed in the range, read through their organization-and-time indexes.
 */
export async function durationFigures(prisma: PrismaClient, scope: ReportScope): Promise<DurationFigures> {
  const opened = within(scope, Prisma.sql`t."createdAt"`);
  const closed = within(scope, Prisma.sql`t."closedAt"`);
  const firstResponse = Prisma.sql`extract(epoch FROM t."firstResponseAt" - t."createdAt")`;
  const resolution = Prisma.sql`extract(epoch FROM t."closedAt" - t."createdAt")`;
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT (1 - grouping(t."assigneeId"))::int AS "byAssignee", (1 - grouping(t."teamId"))::int AS "byTeam", t."assigneeId", t."teamId",
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${firstResponse}) FILTER (WHERE ${opened}))::float8 AS "firstResponseMedian",
           (percentile_cont(0.9) WITHIN GROUP (ORDER BY ${firstResponse}) FILTER (WHERE ${opened}))::float8 AS "firstResponseP90",
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${resolution}) FILTER (WHERE ${closed}))::float8 AS "resolutionMedian",
           (percentile_cont(0.9) WITHIN GROUP (ORDER BY ${resolution}) FILTER (WHERE ${closed}))::float8 AS "resolutionP90"
    FROM "Thread" t
    WHERE ${threadsOf(scope)} AND (${opened} OR ${closed})
    GROUP BY GROUPING SETS ((), (t."assigneeId"), (t."teamId"))`;
  const whole = rows.find((row) => !row.byAssignee && !row.byTeam);
  const medians = (row: Row): GroupMedians => ({ firstResponseMedian: row.firstResponseMedian, resolutionMedian: row.resolutionMedian });
  return {
    firstResponse: { median: whole?.firstResponseMedian ?? null, p90: whole?.firstResponseP90 ?? null },
    resolution: { median: whole?.resolutionMedian ?? null, p90: whole?.resolutionP90 ?? null },
    byAssignee: new Map(rows.filter((row) => row.byAssignee && row.assigneeId).map((row) => [row.assigneeId!, medians(row)])),
    byTeam: new Map(rows.filter((row) => row.byTeam && row.teamId).map((row) => [row.teamId!, medians(row)])),
  };
}
