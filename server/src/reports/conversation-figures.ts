import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { isFiltered, localTime, threadsOf, within, type ReportScope } from './report-scope';

/** Seconds; null when nothing was measured. */
export type Durations = { median: number | null; p90: number | null; count: number };

export type ConversationFigures = {
  opened: number;
  closed: number;
  /** Opened in the range and never answered by an operator (notes do not count). */
  missed: number;
  firstResponse: Durations;
  resolution: Durations;
};

type SummaryRow = {
  opened: number;
  closed: number;
  missed: number;
  responded: number;
  firstResponseMedian: number | null;
  firstResponseP90: number | null;
  resolutionMedian: number | null;
  resolutionP90: number | null;
};

/**
 * Opened, closed and missed conversations with their response and resolution times, in one pass over the threads
 * opened or closed in the range (both read through their organization-and-time indexes). First response counts from
 * the visitor's first message, which opens the thread; resolution from then until the thread was last closed.
 */
export async function conversationFigures(prisma: PrismaClient, scope: ReportScope): Promise<ConversationFigures> {
  const opened = within(scope, Prisma.sql`t."createdAt"`);
  const closed = within(scope, Prisma.sql`t."closedAt"`);
  const firstResponse = Prisma.sql`extract(epoch FROM t."firstResponseAt" - t."createdAt")`;
  const resolution = Prisma.sql`extract(epoch FROM t."closedAt" - t."createdAt")`;
  const [row] = await prisma.$queryRaw<SummaryRow[]>`
    SELECT count(*) FILTER (WHERE ${opened})::int AS "opened",
           count(*) FILTER (WHERE ${closed})::int AS "closed",
           count(*) FILTER (WHERE ${opened} AND t."firstResponseAt" IS NULL)::int AS "missed",
           count(*) FILTER (WHERE ${opened} AND t."firstResponseAt" IS NOT NULL)::int AS "responded",
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${firstResponse}) FILTER (WHERE ${opened}))::float8 AS "firstResponseMedian",
           (percentile_cont(0.9) WITHIN GROUP (ORDER BY ${firstResponse}) FILTER (WHERE ${opened}))::float8 AS "firstResponseP90",
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${resolution}) FILTER (WHERE ${closed}))::float8 AS "resolutionMedian",
           (percentile_cont(0.9) WITHIN GROUP (ORDER BY ${resolution}) FILTER (WHERE ${closed}))::float8 AS "resolutionP90"
    FROM "Thread" t
    WHERE ${threadsOf(scope)} AND (${opened} OR ${closed})`;
  const figures = row!;
  return {
    opened: figures.opened,
    closed: figures.closed,
    missed: figures.missed,
    firstResponse: { median: figures.firstResponseMedian, p90: figures.firstResponseP90, count: figures.responded },
    resolution: { median: figures.resolutionMedian, p90: figures.resolutionP90, count: figures.closed },
  };
}

export type MessageFigures = { fromVisitors: number; fromTeam: number };

/** Messages the visitor could see, written in the range (notes and automatic replies excluded). */
export async function messageFigures(prisma: PrismaClient, scope: ReportScope): Promise<MessageFigures> {
  // Unfiltered reports count straight from the messages' organization-and-time index, without touching threads.
  const threadFilter = isFiltered(scope.filter) ? Prisma.sql`AND EXISTS (SELECT 1 FROM "Thread" t WHERE t.id = m."threadId" AND ${threadsOf(scope)})` : Prisma.empty;
  const [row] = await prisma.$queryRaw<MessageFigures[]>`
    SELECT count(*) FILTER (WHERE m."authorKind" = 'CONTACT')::int AS "fromVisitors",
           count(*) FILTER (WHERE m."authorKind" = 'OPERATOR')::int AS "fromTeam"
    FROM "Message" m
    WHERE m."organizationId" = ${scope.organizationId} AND m.kind = 'MESSAGE' AND ${within(scope, Prisma.sql`m."createdAt"`)} ${threadFilter}`;
  return row!;
}

export type DayVolume = { day: string; opened: number; closed: number };

/** Conversations opened and closed on each local day of the range, days without any included. */
export async function dailyVolume(prisma: PrismaClient, scope: ReportScope, days: string[]): Promise<DayVolume[]> {
  const rows = await prisma.$queryRaw<{ day: string; kind: 'opened' | 'closed'; count: number }[]>`
    SELECT to_char(${localTime(scope, Prisma.sql`t."createdAt"`)}, 'YYYY-MM-DD') AS "day", 'opened' AS "kind", count(*)::int AS "count"
    FROM "Thread" t WHERE ${threadsOf(scope)} AND ${within(scope, Prisma.sql`t."createdAt"`)} GROUP BY 1
    UNION ALL
    SELECT to_char(${localTime(scope, Prisma.sql`t."closedAt"`)}, 'YYYY-MM-DD'), 'closed', count(*)::int
    FROM "Thread" t WHERE ${threadsOf(scope)} AND ${within(scope, Prisma.sql`t."closedAt"`)} GROUP BY 1`;
  const byDay = new Map(days.map((day) => [day, { day, opened: 0, closed: 0 }]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.kind] = row.count;
  }
  return [...byDay.values()];
}

/** ISO weekday (1 = Monday … 7 = Sunday) and hour (0–23), local time. */
export type HourVolume = { weekday: number; hour: number; conversations: number };

/** When visitors start conversations: only hours with at least one, the chart fills the rest. */
export async function busiestHours(prisma: PrismaClient, scope: ReportScope): Promise<HourVolume[]> {
  const local = localTime(scope, Prisma.sql`t."createdAt"`);
  return prisma.$queryRaw<HourVolume[]>`
    SELECT extract(isodow FROM ${local})::int AS "weekday", extract(hour FROM ${local})::int AS "hour", count(*)::int AS "conversations"
    FROM "Thread" t WHERE ${threadsOf(scope)} AND ${within(scope, Prisma.sql`t."createdAt"`)}
    GROUP BY 1, 2 ORDER BY 1, 2`;
}
