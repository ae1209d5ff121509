import type { Prisma } from '../../generated/prisma/client';
import { inboxSearchWhere } from '../../conversations/inbox-search';
import { readingAsDeliveryOf } from '../../realtime/deliveries';
import { builder } from '../builder';
import type { Context } from '../context';
import { perViewer } from '../shared-runs';
import { LabelRef } from './label';
import { OrganizationRef } from './organization';
import { TeamRef } from './team';
import { WidgetRef } from './widget';

export const ThreadStatusEnum = builder.enumType('ThreadStatus', {
  values: {
    OPEN: { description: 'Waiting for the team.' },
    PENDING: { description: 'Waiting for the visitor.' },
    SNOOZED: { description: 'Out of the way until snoozedUntil, or until the visitor writes.' },
    CLOSED: { description: 'Done; the visitor writing again reopens it.' },
  },
});

export const ThreadAssignmentEnum = builder.enumType('ThreadAssignment', {
  values: { ALL: {}, MINE: { description: 'Assigned to the viewer.' }, UNASSIGNED: {} },
});

const readStateFields = { userId: true, contactId: true, lastReadSeq: true } as const;

/**
 * Read positions are per reader; only the viewer's own and the visitor's are loaded with a thread, except in a
 * realtime delivery (or a send's answer, which reads as one), where one read of every reader's position serves all the
 * subscribers (see shared-reads).
 */
function readStatesSelect(context: Context) {
  if (readingAsDeliveryOf()) return { readStates: { select: readStateFields } } as const;
  return { readStates: { where: { OR: [{ userId: context.session?.userId ?? '' }, { contactId: { not: null } }] }, select: readStateFields } } as const;
}

function viewerLastReadSeq(thread: { readStates: { userId: string | null; lastReadSeq: number }[] }, viewer: Context): number {
  return thread.readStates.find((state) => state.userId === viewer.session?.userId)?.lastReadSeq ?? 0;
}

/** Any member of the thread's organization may work on it; unknown ids fail like foreign ones. */
export async function threadMemberScopes(context: Context, threadId: string, scope: 'member' | 'operator' | 'self' = 'member') {
  const thread = await context.prisma.thread.findUnique({ where: { id: threadId }, select: { organizationId: true } });
  return thread ? { [scope]: thread.organizationId } : false;
}

export const ThreadRef = builder.prismaNode('Thread', {
  id: { field: 'id' },
  authScopes: (thread) => ({ member: thread.organizationId }),
  fields: (t) => ({
    status: t.expose('status', { type: ThreadStatusEnum }),
    subject: t.exposeString('subject', { nullable: true }),
    preview: t.exposeString('preview', { description: 'The last message to the visitor or from them, shortened.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime' }),
    snoozedUntil: t.expose('snoozedUntil', { type: 'DateTime', nullable: true }),
    lastSeq: t.exposeInt('lastSeq', { description: 'Sequence number of the newest message, notes included.' }),
    assignee: t.relation('assignee', { nullable: true }),
    team: t.relation('team', { nullable: true }),
    widget: t.relation('widget'),
    contact: t.relation('contact'),
    viewerLastReadSeq: t.int({
      select: (_args, context) => readStatesSelect(context),
      resolve: (thread, _args, context, info) => perViewer(context, info, (viewer) => viewerLastReadSeq(thread, viewer)),
    }),
    unread: t.boolean({
      description: 'Whether the thread has messages the viewer has not read.',
      select: (_args, context) => readStatesSelect(context),
      resolve: (thread, _args, context, info) => perViewer(context, info, (viewer) => viewerLastReadSeq(thread, viewer) < thread.lastSeq),
    }),
    contactLastReadSeq: t.int({
      description: "How far the visitor has read: the operators' read receipt.",
      select: (_args, context) => readStatesSelect(context),
      resolve: (thread) => thread.readStates.find((state) => state.contactId !== null)?.lastReadSeq ?? 0,
    }),
    messages: t.relatedConnection('messages', {
      cursor: 'threadId_seq',
      description: 'Oldest first. `last`/`before` page back through history; `after` the last cursor resyncs after a disconnect.',
      query: { orderBy: { seq: 'asc' } },
    }),
  }),
});

export type ThreadFilter = {
  status?: Prisma.ThreadWhereInput['status'] | null;
  assignment?: 'ALL' | 'MINE' | 'UNASSIGNED' | null;
  widgetId?: string | null;
  teamId?: string | null;
  labelId?: string | null;
};

/** The inbox's filters as one Prisma condition; `searchWhere` is the search's own (see conversations/inbox-search). */
function threadFilterWhere(filter: ThreadFilter, viewerId: string, searchWhere: Prisma.ThreadWhereInput = {}): Prisma.ThreadWhereInput {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.assignment === 'MINE' ? { assigneeId: viewerId } : filter.assignment === 'UNASSIGNED' ? { assigneeId: null } : {}),
    ...(filter.widgetId ? { widgetId: filter.widgetId } : {}),
    ...(filter.teamId ? { teamId: filter.teamId } : {}),
    ...(filter.labelId ? { labels: { some: { labelId: filter.labelId } } } : {}),
    ...searchWhere,
  };
}

// A query of its own rather than a relation loaded with the organization: the search needs a lookup first, and
// Prisma applies a nested relation's filters only after building every thread's related rows.
builder.prismaObjectField(OrganizationRef, 'threads', (t) =>
  t.prismaConnection({
    type: 'Thread',
    cursor: 'id',
    description: 'The inbox, most recent activity first.',
    args: {
      status: t.arg({ type: ThreadStatusEnum, required: false }),
      assignment: t.arg({ type: ThreadAssignmentEnum, required: false }),
      widgetId: t.arg.globalID({ required: false, for: WidgetRef }),
      teamId: t.arg.globalID({ required: false, for: TeamRef }),
      labelId: t.arg.globalID({ required: false, for: LabelRef }),
      search: t.arg.string({ required: false, description: "Words of the visitor's name or email, or of a message." }),
    },
    resolve: async (query, organization, args, context) => {
      const search = args.search?.trim();
      const filter = { ...args, widgetId: args.widgetId?.id, teamId: args.teamId?.id, labelId: args.labelId?.id };
      return context.prisma.thread.findMany({
        ...query,
        where: {
          organizationId: organization.id,
          ...threadFilterWhere(filter, context.session?.userId ?? '', search ? await inboxSearchWhere(context.prisma, organization.id, search) : {}),
        },
        orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
      });
    },
  }),
);
