import { z } from 'zod';
import { availabilityOf, typicalReplyMinutes, type Availability } from '../../conversations/availability';
import { isCalendarDate, rangeProblem, readWeeklyHours, weekdays, type TimeRange, type WeeklyHours } from '../../conversations/office-hours';
import { publishAvailabilityChanged } from '../../conversations/publish';
import type { Organization } from '../../generated/prisma/client';
import { builder, type PayloadFieldBuilder } from '../builder';
import { liveEvents } from '../live-events';
import { oncePerEvent } from '../once-per-event';
import { OrganizationRef, publishOrganizationUpdated } from './organization';

export const AwayBehaviorEnum = builder.enumType('AwayBehavior', {
  values: {
    COLLECT_EMAIL: { description: 'Stay open, ask for the visitor’s email and promise a reply by email.' },
    HIDE_LAUNCHER: { description: 'Hide the launcher; an open or unread conversation stays reachable.' },
  },
});

const AvailabilityStateEnum = builder.enumType('AvailabilityState', { values: ['AVAILABLE', 'AWAY'] as const });

const AwayReasonEnum = builder.enumType('AwayReason', {
  values: {
    OUTSIDE_OFFICE_HOURS: { description: 'Closed: outside the weekly office hours, or a holiday.' },
    NOBODY_ONLINE: { description: 'Within office hours, but no operator is online.' },
  },
});

/** An availability with the organization it is about, so the reply time is measured only when asked for. */
export type AvailabilityShape = Availability & { organizationId: string };

export const AvailabilityRef = builder.objectRef<AvailabilityShape>('Availability').implement({
  description: 'Whether the team can answer now, as visitors are told.',
  fields: (t) => ({
    state: t.field({ type: AvailabilityStateEnum, resolve: (availability) => availability.state }),
    reason: t.field({ type: AwayReasonEnum, nullable: true, description: 'Why the team is away; null while available.', resolve: (availability) => availability.reason }),
    awayMessage: t.exposeString('awayMessage'),
    awayBehavior: t.field({ type: AwayBehaviorEnum, resolve: (availability) => availability.awayBehavior }),
    hideLauncher: t.exposeBoolean('hideLauncher', { description: 'The widget hides its launcher now (unless a conversation is open or unread).' }),
    replyTimeMinutes: t.int({
      nullable: true,
      description: '"Typically replies in": the organization’s setting, else the median first reply of recent conversations; null before there is any.',
      resolve: (availability, _args, context) => typicalReplyMinutes(context.prisma, availability),
    }),
  }),
});

/** The availability of an organization now, for any principal allowed to see the object it hangs from. */
export async function availabilityShape(prisma: Parameters<typeof availabilityOf>[0], organizationId: string): Promise<AvailabilityShape> {
  return { ...(await availabilityOf(prisma, organizationId)), organizationId };
}

const TimeRangeRef = builder.objectRef<TimeRange>('TimeRange').implement({
  description: 'Open from `start` to `end` (HH:MM, wall-clock time in the organization’s time zone; `end` may be 24:00).',
  fields: (t) => ({ start: t.exposeString('start'), end: t.exposeString('end') }),
});

const OfficeHoursRef = builder.objectRef<WeeklyHours>('OfficeHours').implement({
  description: 'Weekly opening hours; a day without ranges is closed.',
  fields: (t) => Object.fromEntries(weekdays.map((day) => [day, t.field({ type: [TimeRangeRef], resolve: (hours) => hours[day] })])),
});

const TimeRangeInput = builder.inputType('TimeRangeInput', {
  fields: (t) => ({ start: t.string({ required: true }), end: t.string({ required: true }) }),
});

const OfficeHoursInput = builder.inputType('OfficeHoursInput', {
  fields: (t) => Object.fromEntries(weekdays.map((day) => [day, t.field({ type: [TimeRangeInput], required: true })])) as Record<(typeof weekdays)[number], ReturnType<typeof t.field>>,
});

builder.objectFields(OrganizationRef, (t) => ({
  officeHoursEnabled: t.exposeBoolean('officeHoursEnabled', { description: 'When off, the team is available whenever someone is online.' }),
  officeHours: t.field({ type: OfficeHoursRef, resolve: (organization) => readWeeklyHours(organization.officeHours) }),
  holidays: t.exposeStringList('holidays', { description: 'Closed all day: YYYY-MM-DD dates in the organization’s time zone.' }),
  awayMessage: t.exposeString('awayMessage'),
  autoReplyEnabled: t.exposeBoolean('autoReplyEnabled'),
  autoReply: t.exposeString('autoReply', { description: 'Sent once per conversation when a visitor writes while the team is away.' }),
  awayBehavior: t.expose('awayBehavior', { type: AwayBehaviorEnum }),
  replyTimeMinutes: t.exposeInt('replyTimeMinutes', { nullable: true, description: 'The "typically replies in" promise; null measures it from recent first replies.' }),
  availability: t.field({ type: AvailabilityRef, resolve: (organization, _args, context) => availabilityShape(context.prisma, organization.id) }),
}));

const dayInput = z
  .array(z.object({ start: z.string(), end: z.string() }))
  .max(6, 'Use at most 6 time ranges a day.')
  .superRefine((ranges, context) => {
    const problem = rangeProblem(ranges);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const availabilityInput = z
  .looseObject({
    officeHours: z.object(Object.fromEntries(weekdays.map((day) => [day, dayInput])) as Record<(typeof weekdays)[number], typeof dayInput>),
    holidays: z
      .array(z.string())
      .max(100, 'List at most 100 holidays.')
      .superRefine((dates, context) => {
        const invalid = dates.find((date) => !isCalendarDate(date));
        if (invalid !== undefined) context.addIssue({ code: 'custom', message: `“${invalid}” is not a date (use YYYY-MM-DD).` });
      }),
    awayMessage: z.string().trim().min(1, 'Write what visitors see while you are away.').max(500, 'Use at most 500 characters.'),
    autoReplyEnabled: z.boolean(),
    autoReply: z.string().trim().max(1000, 'Use at most 1,000 characters.'),
    replyTimeMinutes: z.number().int().min(1, 'Use at least 1 minute.').max(1440, 'Use at most 1,440 minutes (a day).').nullish(),
  })
  .superRefine((input, context) => {
    if (input.autoReplyEnabled && !input.autoReply) context.addIssue({ code: 'custom', path: ['autoReply'], message: 'Write the auto-reply, or turn it off.' });
  });

builder.relayMutationField(
  'updateAvailability',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      officeHoursEnabled: t.boolean({ required: true }),
      officeHours: t.field({ type: OfficeHoursInput, required: true }),
      holidays: t.stringList({ required: true, description: 'YYYY-MM-DD dates in the organization’s time zone.' }),
      awayMessage: t.string({ required: true }),
      autoReplyEnabled: t.boolean({ required: true }),
      autoReply: t.string({ required: true }),
      awayBehavior: t.field({ type: AwayBehaviorEnum, required: true }),
      replyTimeMinutes: t.int({ required: false, description: 'Null measures it from recent first replies.' }),
    }),
    validate: availabilityInput,
  },
  {
    errors: {},
    description: 'Replaces the office hours, holidays, away message, auto-reply and away behaviour; visitors see the change at once.',
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const officeHours = readWeeklyHours(input.officeHours);
      const organization = await context.prisma.organization.update({
        where: { id: input.organizationId.id },
        data: {
          officeHoursEnabled: input.officeHoursEnabled,
          officeHours,
          holidays: [...new Set(input.holidays)].sort(),
          awayMessage: input.awayMessage.trim(),
          autoReplyEnabled: input.autoReplyEnabled,
          autoReply: input.autoReply.trim(),
          awayBehavior: input.awayBehavior,
          replyTimeMinutes: input.replyTimeMinutes ?? null,
        },
      });
      publishOrganizationUpdated(context, organization.id);
      publishAvailabilityChanged(context.services, organization.id);
      return { organization };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ organization: Organization }>) => ({
      organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }),
    }),
  },
);

builder.subscriptionField('availabilityChanged', (t) =>
  t.field({
    type: OrganizationRef,
    description: 'The organization as it is now, then again whenever the team comes online or goes away, office hours open or close, or the availability settings change.',
    args: { organizationId: t.arg.globalID({ required: true, for: OrganizationRef }) },
    authScopes: (_root, args) => ({ member: args.organizationId.id }),
    // Starts with the state as it is now: a change between the page's query and this subscription is never missed.
    subscribe: (_root, args, context) => {
      const organizationId = args.organizationId.id;
      return liveEvents(context, [['availability:changed', organizationId]], { initial: [{ kind: 'AVAILABILITY_CHANGED', organizationId }] });
    },
    resolve: (event, _args, context) => oncePerEvent(event, 'organization', () => context.prisma.organization.findUniqueOrThrow({ where: { id: event.organizationId } })),
  }),
);
