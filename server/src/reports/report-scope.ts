import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { ReportDays } from './range';

/** Narrows a report to threads handled by one teammate, team, widget or label (admins only). */
export type ReportFilter = { assigneeId?: string | null; teamId?: string | null; widgetId?: string | null; labelId?: string | null };

/** What every report query shares: whose threads, which instants (UTC) the local days span, and how to read local time. */
export type ReportScope = {
  organizationId: string;
  timezone: string;
  days: ReportDays;
  /** First instant of the first day, in the organization's zone, as stored (UTC). */
  start: Date;
  /** First instant after the last day. */
  end: Date;
  filter: ReportFilter;
};

export function isFiltered(filter: ReportFilter): boolean {
  return Boolean(filter.assigneeId || filter.teamId || filter.widgetId || filter.labelId);
}

/**
 * Midnight of the first day and of the day after the last, in the organization's zone. Postgres does the zone
 * arithmetic (daylight saving included), so a day there is 23 or 25 hours when the clocks change.
 */
export async function reportScope(prisma: PrismaClient, organizationId: string, timezone: string, days: ReportDays, filter: ReportFilter): Promise<ReportScope> {
  const [bounds] = await prisma.$queryRaw<{ start: Date; end: Date }[]>`
    SELECT (${days.from}::date::timestamp AT TIME ZONE ${timezone}) AT TIME ZONE 'UTC' AS "start",
           ((${days.to}::date + 1)::timestamp AT TIME ZONE ${timezone}) AT TIME ZONE 'UTC' AS "end"`;
  return { organizationId, timezone, days, start: bounds!.start, end: bounds!.end, filter };
}

/** The organization's threads (alias t) narrowed by the filter. */
export function threadsOf(scope: ReportScope): Prisma.Sql {
  const { filter } = scope;
  const parts = [Prisma.sql`t."organizationId" = ${scope.organizationId}`];
  if (filter.assigneeId) parts.push(Prisma.sql`t."assigneeId" = ${filter.assigneeId}`);
  if (filter.teamId) parts.push(Prisma.sql`t."teamId" = ${filter.teamId}`);
  if (filter.widgetId) parts.push(Prisma.sql`t."widgetId" = ${filter.widgetId}`);
  if (filter.labelId) parts.push(Prisma.sql`EXISTS (SELECT 1 FROM "ThreadLabel" tl WHERE tl."threadId" = t.id AND tl."labelId" = ${filter.labelId})`);
  return Prisma.join(parts, ' AND ');
}

/** A stored (UTC) timestamp column as wall-clock time in the organization's zone. */
export function localTime(scope: ReportScope, column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${scope.timezone})`;
}

/** Whether a timestamp column falls within the report's days. */
export function within(scope: ReportScope, column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${column} >= ${scope.start} AND ${column} < ${scope.end})`;
}
