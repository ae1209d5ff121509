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
  median: number | null;
  p90: number | null;
};

/**
 * Median and 90th percentile of one stored duration over the threads whose `at` falls in the range, for the whole
 * report and per assignee and team. The duration, assignee and team are part of the organization-and-`at` index
 * (see the thread durations migration), so this reads the index alone, never the thread rows.
 */
function percentiles(prisma: PrismaClient, scope: ReportScope, at: 'createdAt' | 'closedAt', seconds: 'firstResponseSeconds' | 'resolutionSeconds'): Promise<Row[]> {
  const time = Prisma.raw(`t."${at}"`);
  const duration = Prisma.raw(`t."${seconds}"`);
  return prisma.$queryRaw<Row[]>`
    SELECT (1 - grouping(t."assigneeId"))::int AS "byAssignee", (1 - grouping(t."teamId"))::int AS "byTeam", t."assigneeId", t."teamId",
           percentile_cont(0.5) WITHIN GROUP (ORDER BY ${duration}) AS "median",
           percentile_cont(0.9) WITHIN GROUP (ORDER BY ${duration}) AS "p90"
    FROM "Thread" t
    WHERE ${threadsOf(scope)} AND ${within(scope, time)}
    GROUP BY GROUPING SETS ((), (t."assigneeId"), (t."teamId"))`;
}

const isWhole = (row: Row) => !row.byAssignee && !row.byTeam;

/** Per-group medians from the first-response and resolution rows: a group absent from one has no median there. */
function groupMedians(firstResponse: Row[], resolution: Row[], key: 'assigneeId' | 'teamId'): Map<string, GroupMedians> {
  const grouped = (row: Row) => (key === 'assigneeId' ? row.byAssignee : row.byTeam) && row[key];
  const medians = new Map<string, GroupMedians>();
  const entry = (id: string) => medians.get(id) ?? medians.set(id, { firstResponseMedian: null, resolutionMedian: null }).get(id)!;
  for (const row of firstResponse.filter(grouped)) entry(row[key]!).firstResponseMedian = row.median;
  for (const row of resolution.filter(grouped)) entry(row[key]!).resolutionMedian = row.median;
  return medians;
}

/**
 * First response (from the thread's creation to its first answer, for threads opened in the range) and resolution
 * (from creation to the last close, for threads closed in the range): for the whole report and per assignee and team,
 * each read from its own index.
 */
export async function durationFigures(prisma: PrismaClient, scope: ReportScope): Promise<DurationFigures> {
  const [firstResponse, resolution] = await Promise.all([
    percentiles(prisma, scope, 'createdAt', 'firstResponseSeconds'),
    percentiles(prisma, scope, 'closedAt', 'resolutionSeconds'),
  ]);
  const whole = (rows: Row[]) => rows.find(isWhole);
  return {
    firstResponse: { median: whole(firstResponse)?.median ?? null, p90: whole(firstResponse)?.p90 ?? null },
    resolution: { median: whole(resolution)?.median ?? null, p90: whole(resolution)?.p90 ?? null },
    byAssignee: groupMedians(firstResponse, resolution, 'assigneeId'),
    byTeam: groupMedians(firstResponse, resolution, 'teamId'),
  };
}
