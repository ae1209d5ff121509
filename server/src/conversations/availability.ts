import type { AwayBehavior, PrismaClient } from '../generated/prisma/client';
import { recentReads } from '../recent-reads';
import type { Services } from '../services';
import { isWithinOfficeHours } from './office-hours';
import { isTeamAvailable } from './presence';
import { publishAvailabilityChanged } from './publish';

export type AwayReason = 'OUTSIDE_OFFICE_HOURS' | 'NOBODY_ONLINE';

/** What visitors are told about the team right now; one computation for the widget, the dashboard and the auto-reply. */
export type Availability = {
  state: 'AVAILABLE' | 'AWAY';
  reason: AwayReason | null;
  awayMessage: string;
  awayBehavior: AwayBehavior;
  /** The widget hides its launcher (unless a conversation is open or unread). */
  hideLauncher: boolean;
  /** The organization's own "typically replies in" promise, if it made one (see typicalReplyMinutes). */
  promisedReplyMinutes: number | null;
};

const availabilitySelect = { timezone: true, officeHoursEnabled: true, officeHours: true, holidays: true, awayMessage: true, awayBehavior: true, replyTimeMinutes: true } as const;

/** Available only within office hours and while someone is online; otherwise away, saying why. */
export async function availabilityOf(prisma: PrismaClient, organizationId: string, now = new Date()): Promise<Availability> {
  const organization = await prisma.organization.findUniqueOrThrow({ where: { id: organizationId }, select: availabilitySelect });
  const reason: AwayReason | null = !isWithinOfficeHours(organization, now)
    ? 'OUTSIDE_OFFICE_HOURS'
    : (await isTeamAvailable(prisma, organizationId))
      ? null
      : 'NOBODY_ONLINE';
  return {
    state: reason ? 'AWAY' : 'AVAILABLE',
    reason,
    awayMessage: organization.awayMessage,
    awayBehavior: organization.awayBehavior,
    hideLauncher: reason !== null && organization.awayBehavior === 'HIDE_LAUNCHER',
    promisedReplyMinutes: organization.replyTimeMinutes,
  };
}

/**
 * How long a measured reply time is reused. It is a median over a hundred threads, shown as "typically replies in …",
 * and every visitor's widget asks for it with each event they receive: measuring it each time scanned the
 * organization's recent messages once per visitor socket.
 */
const measuredReplyReuseMs = 60_000;
/** Organizations whose reply time is remembered at once; the least recently measured are forgotten first. */
const measuredReplies = recentReads<Promise<number | null>>({ trustedForMs: measuredReplyReuseMs, remembered: 10_000 });

/** The organization's measured reply time, measured at most once a minute per instance. */
function recentlyMeasuredReplyMinutes(prisma: PrismaClient, organizationId: string): Promise<number | null> {
  const known = measuredReplies.fresh(organizationId);
  if (known) return known;
  const minutes = measuredReplyMinutes(prisma, organizationId);
  measuredReplies.keep(organizationId, minutes);
  minutes.catch(() => measuredReplies.drop(organizationId));
  return minutes;
}

/** How long the first reply took, at the median over the organization's recent threads; null before there are any. */
async function measuredReplyMinutes(prisma: PrismaClient, organizationId: string): Promise<number | null> {
  const [row] = await prisma.$queryRaw<{ seconds: number | null }[]>`
    WITH recent AS (
      SELECT
        (SELECT min(m."createdAt") FROM "Message" m WHERE m."threadId" = t.id AND m."authorKind" = 'CONTACT') AS asked,
        (SELECT min(m."createdAt") FROM "Message" m WHERE m."threadId" = t.id AND m."authorKind" IN ('OPERATOR', 'INTEGRATION') AND m.kind = 'MESSAGE') AS answered
      FROM "Thread" t
      WHERE t."organizationId" = ${organizationId} AND t."createdAt" > now() - interval '30 days'
      ORDER BY t."createdAt" DESC
      LIMIT 100
    )
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered - asked))::float8 AS seconds
    FROM recent WHERE answered > asked`;
  return row?.seconds == null ? null : Math.max(1, Math.ceil(row.seconds / 60));
}

/**
 * "Typically replies in …": the organization's own promise, read with its availability (and so remembered with it
 * for visitors' deliveries, and dropped when the setting changes), else what recent conversations show.
 */
export async function typicalReplyMinutes(
  prisma: PrismaClient,
  availability: Pick<Availability, 'promisedReplyMinutes'> & { organizationId: string },
): Promise<number | null> {
  return availability.promisedReplyMinutes ?? recentlyMeasuredReplyMinutes(prisma, availability.organizationId);
}

/**
 * Office hours opened or closed (or a holiday began) between two sweeps: every instance sweeps, and a visitor
 * hearing the same change twice just reloads the same state.
 */
export async function publishOfficeHoursTransitions(services: Services, since: Date, until: Date): Promise<void> {
  const organizations = await services.db.prisma.organization.findMany({
    where: { officeHoursEnabled: true },
    select: { id: true, timezone: true, officeHoursEnabled: true, officeHours: true, holidays: true },
  });
  for (const organization of organizations) {
    if (isWithinOfficeHours(organization, since) !== isWithinOfficeHours(organization, until)) publishAvailabilityChanged(services, organization.id);
  }
}
