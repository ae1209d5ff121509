import type { Membership, Team } from '../../generated/prisma/client';
import { ValidationError } from '../../errors';
import type { Durations } from '../../reports/conversation-figures';
import type { GroupFigures, TeammateFigures } from '../../reports/people-figures';
import { reportDays } from '../../reports/range';
import { Report } from '../../reports/report';
import { isFiltered, reportScope, type ReportFilter } from '../../reports/report-scope';
import type { RatingComment } from '../../reports/satisfaction-figures';
import { builder } from '../builder';
import type { Context } from '../context';
import { LabelRef } from './label';
import { MembershipRef } from './membership';
import { OrganizationRef } from './organization';
import { TeamRef } from './team';
import { ThreadRef } from './thread';
import { UserRef } from './user';
import { WidgetRef } from './widget';

const ReportPeriodEnum = builder.enumType('ReportPeriod', {
  values: {
    TODAY: { description: "Today so far, in the organization's time zone." },
    LAST_7_DAYS: { description: 'Today and the six days before.' },
    LAST_30_DAYS: { description: 'Today and the 29 days before.' },
    CUSTOM: { description: 'From `from` to `to`, both included (at most 366 days).' },
  },
});

const ReportFilterInput = builder.inputType('ReportFilter', {
  description: 'Narrows the report to the threads of one teammate (assignee), team, widget or label. Admins only.',
  fields: (t) => ({
    teammateId: t.globalID({ for: UserRef }),
    teamId: t.globalID({ for: TeamRef }),
    widgetId: t.globalID({ for: WidgetRef }),
    labelId: t.globalID({ for: LabelRef }),
  }),
});

const DurationsRef = builder.objectRef<Durations>('ReportDurations').implement({
  description: 'A time measured per conversation, in seconds; null when nothing was measured.',
  fields: (t) => ({
    medianSeconds: t.float({ nullable: true, resolve: (durations) => durations.median }),
    p90Seconds: t.float({ nullable: true, description: 'Nine in ten conversations took at most this long.', resolve: (durations) => durations.p90 }),
    count: t.exposeInt('count', { description: 'How many conversations were measured.' }),
  }),
});

const MessagesRef = builder.objectRef<{ fromVisitors: number; fromTeam: number }>('ReportMessages').implement({
  description: 'Messages visitors could see (internal notes and automatic replies are not counted).',
  fields: (t) => ({ fromVisitors: t.exposeInt('fromVisitors'), fromTeam: t.exposeInt('fromTeam') }),
});

const DayRef = builder.objectRef<{ day: string; opened: number; closed: number }>('ReportDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: "YYYY-MM-DD in the organization's time zone." }),
    opened: t.exposeInt('opened'),
    closed: t.exposeInt('closed'),
  }),
});

const HourRef = builder.objectRef<{ weekday: number; hour: number; conversations: number }>('ReportHour').implement({
  description: 'Conversations started in one hour of one weekday, local time.',
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '1 (Monday) to 7 (Sunday).' }),
    hour: t.exposeInt('hour', { description: '0 to 23.' }),
    conversations: t.exposeInt('conversations'),
  }),
});

const RatingCountRef = builder.objectRef<{ rating: number; count: number }>('ReportRatingCount').implement({
  fields: (t) => ({ rating: t.exposeInt('rating'), count: t.exposeInt('count') }),
});

const RatingCommentRef = builder.objectRef<RatingComment>('ReportRatingComment').implement({
  fields: (t) => ({
    thread: t.prismaField({ type: ThreadRef, resolve: (query, comment, _args, context) => context.prisma.thread.findUniqueOrThrow({ ...query, where: { id: comment.threadId } }) }),
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment'),
    submittedAt: t.expose('submittedAt', { type: 'DateTime' }),
  }),
});

const SatisfactionRef = builder.objectRef<Awaited<ReturnType<Report['satisfaction']>>>('ReportSatisfaction').implement({
  fields: (t) => ({
    responses: t.exposeInt('responses'),
    average: t.float({ nullable: true, description: 'Mean rating, 1 to 5.', resolve: (figures) => figures.average }),
    distribution: t.field({ type: [RatingCountRef], description: 'Ratings 1 to 5 in order, zeros included.', resolve: (figures) => figures.distribution }),
    latestComments: t.field({ type: [RatingCommentRef], description: 'The five latest ratings with a comment.', resolve: (figures) => figures.latestComments }),
  }),
});


const TeammateRowRef = builder.objectRef<TeammateFigures & { membership: Membership }>('ReportTeammate').implement({
  description: 'Figures of the conversations assigned to one teammate, and the replies they wrote.',
  fields: (t) => ({
    membership: t.field({ type: MembershipRef, resolve: (row) => row.membership }),
    opened: t.exposeInt('opened'),
    closed: t.exposeInt('closed'),
    replies: t.exposeInt('replies'),
    firstResponseMedianSeconds: t.float({ nullable: true, resolve: (row) => row.firstResponseMedian }),
    resolutionMedianSeconds: t.float({ nullable: true, resolve: (row) => row.resolutionMedian }),
    ratings: t.exposeInt('ratings'),
    averageRating: t.float({ nullable: true, resolve: (row) => row.averageRating }),
  }),
});

const TeamRowRef = builder.objectRef<GroupFigures & { team: Team }>('ReportTeam').implement({
  description: 'Figures of the conversations routed to one team.',
  fields: (t) => ({
    team: t.field({ type: TeamRef, resolve: (row) => row.team }),
    opened: t.exposeInt('opened'),
    closed: t.exposeInt('closed'),
    firstResponseMedianSeconds: t.float({ nullable: true, resolve: (row) => row.firstResponseMedian }),
    resolutionMedianSeconds: t.float({ nullable: true, resolve: (row) => row.resolutionMedian }),
    ratings: t.exposeInt('ratings'),
    averageRating: t.float({ nullable: true, resolve: (row) => row.averageRating }),
  }),
});

const ReportRef = builder.objectRef<Report>('Report').implement({
  description: "An organization's support figures over whole days in its time zone.",
  fields: (t) => ({
    from: t.string({ description: 'First day, YYYY-MM-DD.', resolve: (report) => report.scope.days.from }),
    to: t.string({ description: 'Last day, YYYY-MM-DD (included).', resolve: (report) => report.scope.days.to }),
    timezone: t.string({ resolve: (report) => report.scope.timezone }),
    conversationsOpened: t.int({ resolve: async (report) => (await report.conversations()).opened }),
    conversationsClosed: t.int({ resolve: async (report) => (await report.conversations()).closed }),
    missedConversations: t.int({
      description: 'Opened in the range and never answered by the team.',
      resolve: async (report) => (await report.conversations()).missed,
    }),
    firstResponseTime: t.field({
      type: DurationsRef,
      description: "From the visitor's first message to the team's first reply, for conversations opened in the range.",
      resolve: async (report) => (await report.conversations()).firstResponse,
    }),
    resolutionTime: t.field({
      type: DurationsRef,
      description: "From the visitor's first message until the conversation was closed, for conversations closed in the range.",
      resolve: async (report) => (await report.conversations()).resolution,
    }),
    messages: t.field({ type: MessagesRef, resolve: (report) => report.messages() }),
    volume: t.field({ type: [DayRef], description: 'Every day of the range, in order.', resolve: (report) => report.volume() }),
    busiestHours: t.field({ type: [HourRef], description: 'Only hours with conversations.', resolve: (report) => report.busiestHours() }),
    satisfaction: t.field({ type: SatisfactionRef, resolve: (report) => report.satisfaction() }),
    teammates: t.field({ type: [TeammateRowRef], description: 'Agents get their own row only.', resolve: (report) => report.teammates() }),
    teams: t.field({ type: [TeamRowRef], resolve: (report) => report.teams() }),
  }),
});

type FilterArgs = { teammateId?: { id: string } | null; teamId?: { id: string } | null; widgetId?: { id: string } | null; labelId?: { id: string } | null } | null | undefined;

function filterOf(args: FilterArgs): ReportFilter {
  return { assigneeId: args?.teammateId?.id, teamId: args?.teamId?.id, widgetId: args?.widgetId?.id, labelId: args?.labelId?.id };
}

/** A filter naming another organization's teammate, team, widget or label is bad input, not an empty report. */
async function checkFilterBelongs(context: Context, organizationId: string, filter: ReportFilter): Promise<void> {
  const { prisma } = context;
  const checks: [string, string | null | undefined, (id: string) => Promise<unknown>][] = [
    ['teammateId', filter.assigneeId, (id) => prisma.membership.findFirst({ where: { organizationId, userId: id } })],
    ['teamId', filter.teamId, (id) => prisma.team.findFirst({ where: { organizationId, id } })],
    ['widgetId', filter.widgetId, (id) => prisma.widget.findFirst({ where: { organizationId, id } })],
    ['labelId', filter.labelId, (id) => prisma.label.findFirst({ where: { organizationId, id } })],
  ];
  for (const [field, id, find] of checks) {
    if (id && !(await find(id))) throw ValidationError.forField(field, 'Choose one of this organization’s own.');
  }
}

builder.prismaObjectFields(OrganizationRef, (t) => ({
  report: t.field({
    type: ReportRef,
    description: "Support figures over whole days in the organization's time zone. Agents see the whole organization and their own row.",
    args: {
      period: t.arg({ type: ReportPeriodEnum, required: true }),
      from: t.arg.string({ description: 'CUSTOM only: first day, YYYY-MM-DD.' }),
      to: t.arg.string({ description: 'CUSTOM only: last day, YYYY-MM-DD (included).' }),
      filter: t.arg({ type: ReportFilterInput }),
    },
    authScopes: (organization, args) => (isFiltered(filterOf(args.filter)) ? { admin: organization.id } : { member: organization.id }),
    resolve: async (organization, args, context) => {
      const filter = filterOf(args.filter);
      const days = reportDays(args.period, args, organization.timezone);
      await checkFilterBelongs(context, organization.id, filter);
      const role = (await context.roleIn(organization.id))!;
      const scope = await reportScope(context.prisma, organization.id, organization.timezone, days, filter);
      return new Report(context.prisma, scope, { userId: context.session!.userId, role });
    },
  }),
}));
