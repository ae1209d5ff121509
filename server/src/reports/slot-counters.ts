import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { DayVolume, HourVolume, MessageFigures } from './conversation-figures';
import { localTime, type ReportScope } from './report-scope';

/**
 * Reads the quarter-hour counters (ReportSlot) that database triggers keep exact as threads and messages change, in
 * place of counting threads and messages one by one. A local day starts on a quarter hour in every time zone, so the
 * slots of the report's days are exactly its instants.
 */

const quarterHourMs = 15 * 60 * 1000;

/** Whether the report's bounds fall on quarter hours (always, for the zones in use; checked rather than assumed). */
export function slotsAligned(scope: ReportScope): boolean {
  return scope.start.getTime() % quarterHourMs === 0 && scope.end.getTime() % quarterHourMs === 0;
}

function slotsOf(scope: ReportScope, dimension: 'org' | 'assignee' | 'team' | 'author'): Prisma.Sql {
  return Prisma.sql`s."organizationId" = ${scope.organizationId} AND s.dimension = ${dimension} AND s.slot >= ${scope.start} AND s.slot < ${scope.end}`;
}

export type SlotTotals = {
  opened: number;
  closed: number;
  missed: number;
  /** Ratings by score, 1 to 5. */
  rated: [number, number, number, number, number];
  messages: MessageFigures;
};

type TotalsRow = { opened: number; closed: number; missed: number; rated1: number; rated2: number; rated3: number; rated4: number; rated5: number; fromVisitors: number; fromTeam: number };

/** The organization's counts over the report's days. */
export async function slotTotals(prisma: PrismaClient, scope: ReportScope): Promise<SlotTotals> {
  const [row] = await prisma.$queryRaw<TotalsRow[]>`
    SELECT coalesce(sum(s.opened), 0)::int AS "opened", coalesce(sum(s.closed), 0)::int AS "closed", coalesce(sum(s.missed), 0)::int AS "missed",
           coalesce(sum(s.rated1), 0)::int AS "rated1", coalesce(sum(s.rated2), 0)::int AS "rated2", coalesce(sum(s.rated3), 0)::int AS "rated3",
           coalesce(sum(s.rated4), 0)::int AS "rated4", coalesce(sum(s.rated5), 0)::int AS "rated5",
           coalesce(sum(s."visitorMessages"), 0)::int AS "fromVisitors", coalesce(sum(s."teamMessages"), 0)::int AS "fromTeam"
    FROM "ReportSlot" s WHERE ${slotsOf(scope, 'org')}`;
  const totals = row!;
  return {
    opened: totals.opened,
    closed: totals.closed,
    missed: totals.missed,
    rated: [totals.rated1, totals.rated2, totals.rated3, totals.rated4, totals.rated5],
    messages: { fromVisitors: totals.fromVisitors, fromTeam: totals.fromTeam },
  };
}

/** Opened and closed per local day, days without any included. */
export async function slotVolume(prisma: PrismaClient, scope: ReportScope, days: string[]): Promise<DayVolume[]> {
  const rows = await prisma.$queryRaw<DayVolume[]>`
    SELECT to_char(${localTime(scope, Prisma.sql`s.slot`)}, 'YYYY-MM-DD') AS "day", sum(s.opened)::int AS "opened", sum(s.closed)::int AS "closed"
    FROM "ReportSlot" s WHERE ${slotsOf(scope, 'org')} GROUP BY 1`;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => ({ day, opened: byDay.get(day)?.opened ?? 0, closed: byDay.get(day)?.closed ?? 0 }));
}

/** Conversations opened per local weekday and hour, only hours with at least one. */
export async function slotBusiestHours(prisma: PrismaClient, scope: ReportScope): Promise<HourVolume[]> {
  const local = localTime(scope, Prisma.sql`s.slot`);
  return prisma.$queryRaw<HourVolume[]>`
    SELECT extract(isodow FROM ${local})::int AS "weekday", extract(hour FROM ${local})::int AS "hour", sum(s.opened)::int AS "conversations"
    FROM "ReportSlot" s WHERE ${slotsOf(scope, 'org')}
    GROUP BY 1, 2 HAVING sum(s.opened) > 0 ORDER BY 1, 2`;
}

export type GroupCounts = { key: string; opened: number; closed: number; ratings: number; averageRating: number | null; replies: number };

/** Per assignee or team: threads opened, closed and rated; per member (`author`): replies written. */
export async function slotGroups(prisma: PrismaClient, scope: ReportScope, dimension: 'assignee' | 'team' | 'author', keys: string[]): Promise<Map<string, GroupCounts>> {
  if (keys.length === 0) return new Map();
  const ratings = Prisma.sql`(sum(s.rated1) + sum(s.rated2) + sum(s.rated3) + sum(s.rated4) + sum(s.rated5))`;
  const rows = await prisma.$queryRaw<GroupCounts[]>`
    SELECT s.key AS "key", sum(s.opened)::int AS "opened", sum(s.closed)::int AS "closed", ${ratings}::int AS "ratings",
           ((sum(s.rated1) + 2 * sum(s.rated2) + 3 * sum(s.rated3) + 4 * sum(s.rated4) + 5 * sum(s.rated5))::float8 / nullif(${ratings}, 0))::float8 AS "averageRating",
           sum(s."teamMessages")::int AS "replies"
    FROM "ReportSlot" s WHERE ${slotsOf(scope, dimension)} AND s.key IN (${Prisma.join(keys)})
    GROUP BY 1`;
  return new Map(rows.map((row) => [row.key, row]));
}
