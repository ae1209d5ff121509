import { unreadCountsAfter } from '../../conversations/unread-counts-after';
import { unreadThreadCount, type UnreadCounts } from '../../conversations/unread-threads';
import type { Membership, Message, Thread } from '../../generated/prisma/client';
import { arrivalOf } from '../../realtime/arrivals';
import type { InboxEventPayload, ThreadEventPayload, TypingPayload } from '../../realtime/topics';
import { builder } from '../builder';
import type { Context } from '../context';
import { messageAsPlanned, threadAsPlanned } from '../row-as-planned';
import { liveEvents } from '../live-events';
import { oncePerEvent } from '../once-per-event';
import { perViewer } from '../shared-runs';
import { announceStartArgs, startEvents, type SubscriptionStarted } from '../subscription-start';
import { MembershipRef } from './membership';
import { MessageEdgeRef, MessageRef } from './message';
import { OrganizationRef } from './organization';
import { threadMemberScopes, ThreadRef } from './thread';
import { UserRef } from './user';

const InboxEventKindEnum = builder.enumType('InboxEventKind', {
  values: ['THREAD_CREATED', 'THREAD_UPDATED', 'MESSAGE_ADDED', 'PRESENCE_CHANGED', 'SUBSCRIBED'] as const,
});

type InboxEventShape = {
  kind: (InboxEventPayload | SubscriptionStarted)['kind'];
  thread: Thread | null;
  message: Message | null;
  member: Membership | null;
  /** Every member's unread count after this event, computed once for all subscribers and only if one asks. */
  unreadCounts: () => Promise<UnreadCounts>;
};

const InboxEventRef = builder.objectRef<InboxEventShape>('InboxEvent').implement({
  description: "Something changed in the organization's inbox: the thread (or member) comes with it, ready to merge.",
  fields: (t) => ({
    kind: t.field({ type: InboxEventKindEnum, resolve: (event) => event.kind }),
    thread: t.prismaField({ type: ThreadRef, nullable: true, resolve: (query, event, _args, context) => event.thread && threadAsPlanned(context.prisma, event.thread, query) }),
    message: t.prismaField({ type: MessageRef, nullable: true, resolve: (query, event, _args, context) => event.message && messageAsPlanned(context.prisma, event.message, query) }),
    member: t.field({ type: MembershipRef, nullable: true, resolve: (event) => event.member }),
    viewerUnreadThreadCount: t.int({
      nullable: true,
      description: "The viewer's unread conversations after this event (see Organization.viewerUnreadThreadCount); null for presence changes, which cannot change it.",
      resolve: (event, _args, context, info) =>
        perViewer(context, info, async (viewer) => {
          if (event.kind === 'PRESENCE_CHANGED' || !viewer.session) return null;
          return (await event.unreadCounts()).of(viewer.session.userId);
        }),
    }),
  }),
});

/** The rows an event names, loaded once per event for all of its subscribers. */
export function eventThread(context: Context, event: { threadId: string }) {
  return oncePerEvent(event, 'thread', () => context.prisma.thread.findUnique({ where: { id: event.threadId } }));
}

export function eventMessage(context: Context, event: object) {
  if (!('messageId' in event) || typeof event.messageId !== 'string') return Promise.resolve(null);
  const messageId = event.messageId;
  return oncePerEvent(event, 'message', () => context.prisma.message.findUnique({ where: { id: messageId } }));
}

async function loadInboxEvent(context: Context, event: InboxEventPayload | SubscriptionStarted, organizationId: string): Promise<InboxEventShape> {
  const unreadCounts = () => oncePerEvent(event, 'unreadCounts', () => unreadCountsAfter(context.prisma, organizationId, arrivalOf(event)));
  if (event.kind === 'SUBSCRIBED') return { kind: event.kind, thread: null, message: null, member: null, unreadCounts };
  if (event.kind === 'PRESENCE_CHANGED') {
    const member = await oncePerEvent(event, 'member', () => context.prisma.membership.findUnique({ where: { id: event.membershipId } }));
    return { kind: event.kind, thread: null, message: null, member, unreadCounts };
  }
  return { kind: event.kind, thread: await eventThread(context, event), message: await eventMessage(context, event), member: null, unreadCounts };
}

builder.subscriptionField('inboxEvents', (t) =>
  t.field({
    type: InboxEventRef,
    description: 'New threads, new messages (notes included), status and assignment changes, and teammates going online or away.',
    args: { organizationId: t.arg.globalID({ required: true, for: OrganizationRef }), ...announceStartArgs },
    authScopes: (_root, args) => ({ member: args.organizationId.id }),
    subscribe: (_root, args, context) => liveEvents(context, [['inbox:event', args.organizationId.id]], { initial: startEvents(args.announceStart), oncePerMessage: true }),
    resolve: (event, args, context) => loadInboxEvent(context, event, args.organizationId.id),
  }),
);

const ThreadEventKindEnum = builder.enumType('ThreadEventKind', { values: ['MESSAGE_ADDED', 'THREAD_UPDATED', 'TYPING', 'READ', 'SUBSCRIBED'] as const });

const TypingIndicatorRef = builder.objectRef<TypingPayload>('TypingIndicator').implement({
  fields: (t) => ({
    isTyping: t.exposeBoolean('isTyping'),
    fromVisitor: t.exposeBoolean('fromVisitor'),
    name: t.exposeString('name'),
    user: t.field({
      type: UserRef,
      nullable: true,
      resolve: (typing, _args, context) => (typing.userId ? context.prisma.user.findUnique({ where: { id: typing.userId } }) : null),
    }),
  }),
});

type ThreadEventShape = { kind: (ThreadEventPayload | SubscriptionStarted)['kind']; thread: Thread; message: Message | null; typing: TypingPayload | null };

const ThreadEventRef = builder.objectRef<ThreadEventShape>('ThreadEvent').implement({
  fields: (t) => ({
    kind: t.field({ type: ThreadEventKindEnum, resolve: (event) => event.kind }),
    thread: t.prismaField({ type: ThreadRef, resolve: (query, event, _args, context) => threadAsPlanned(context.prisma, event.thread, query) }),
    message: t.prismaField({ type: MessageRef, nullable: true, resolve: (query, event, _args, context) => event.message && messageAsPlanned(context.prisma, event.message, query) }),
    messageEdge: t.field({ type: MessageEdgeRef, nullable: true, description: 'The message with its cursor, for resyncing after it.', resolve: (event) => event.message }),
    typing: t.field({ type: TypingIndicatorRef, nullable: true, resolve: (event) => event.typing }),
  }),
});

builder.subscriptionField('threadEvents', (t) =>
  t.field({
    type: ThreadEventRef,
    description: "One thread's messages (notes included), changes, typing and read receipts.",
    args: { threadId: t.arg.globalID({ required: true, for: ThreadRef }), ...announceStartArgs },
    authScopes: (_root, args, context) => threadMemberScopes(context, args.threadId.id),
    subscribe: (_root, args, context) => liveEvents(context, [['thread:event', args.threadId.id]], { initial: startEvents(args.announceStart), oncePerMessage: true }),
    resolve: async (event, args, context) => ({
      kind: event.kind,
      // The start event names no thread: it is the one subscribed to.
      thread: (await eventThread(context, event.kind === 'SUBSCRIBED' ? { threadId: args.threadId.id } : event))!,
      message: await eventMessage(context, event),
      typing: 'typing' in event ? event.typing : null,
    }),
  }),
);

builder.objectField(OrganizationRef, 'viewerUnreadThreadCount', (t) =>
  t.int({
    description: 'Open or pending conversations with messages or notes the signed-in operator has not read.',
    authScopes: (organization) => ({ operator: organization.id }),
    resolve: (organization, _args, context, info) =>
      perViewer(context, info, (viewer) => (viewer.session ? unreadThreadCount(viewer.prisma, organization.id, viewer.session.userId) : 0)),
  }),
);
