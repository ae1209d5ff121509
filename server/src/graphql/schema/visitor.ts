import type { Message, Thread } from '../../generated/prisma/client';
import { newestMessageOfThread } from '../../realtime/delivery-rows';
import type { AvailabilityChangedPayload, TypingPayload, VisitorEventPayload, WidgetUpdatedPayload } from '../../realtime/topics';
import { builder } from '../builder';
import { attachmentOrder, VisitorAttachmentRef } from './attachment';
import { AvailabilityRef, type AvailabilityShape } from './availability';
import type { Context } from '../context';
import { messageAsPlanned, threadAsPlanned } from '../row-as-planned';
import { liveEvents } from '../live-events';
import { announceStartArgs, startEvents, type SubscriptionStarted } from '../subscription-start';
import { answerOncePerRequest, rememberAnswer } from '../request-answers';
import { eventMessage, eventThread } from './inbox-events';
import { avatarPath } from '../../avatars/store-avatar';
import { answerBotNameOf, isAnswerBotMessage } from '../../knowledge/answer-bot/bot-message';
import { authorNameOf, authorSelect, messageCursor } from './message';
import { ThreadStatusEnum } from './thread';

const ownsThread = (contactId: string, threadId: string) => `contact ${contactId} owns thread ${threadId}`;

/** Whether the asking visitor owns a thread; answered once per thread per request. */
function visitorOwnsThread(context: Context, threadId: string): Promise<boolean> {
  const visitor = context.visitor;
  if (!visitor) return Promise.resolve(false);
  const contactId = visitor.contactId;
  return answerOncePerRequest(context, ownsThread(contactId, threadId), async () => (await context.prisma.thread.count({ where: { id: threadId, contactId } })) > 0);
}

/** The thread the visitor just wrote in is theirs: what the send answers needs no query to say so. */
export function rememberVisitorOwnsThread(context: Context, threadId: string): void {
  rememberAnswer(context, ownsThread(context.visitor!.contactId, threadId), true);
}

/** A message as its visitor sees it: never a note, and operators known by name only. */
export const VisitorMessageRef = builder.prismaNode('Message', {
  variant: 'VisitorMessage',
  id: { field: 'id' },
  authScopes: async (message, context) => message.kind === 'MESSAGE' && (await visitorOwnsThread(context, message.threadId)),
  fields: (t) => ({
    seq: t.exposeInt('seq'),
    body: t.exposeString('body', { description: 'Plain text; render it as text, never as HTML.' }),
    clientMessageId: t.exposeString('clientMessageId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    fromVisitor: t.boolean({ resolve: (message) => message.authorKind === 'CONTACT' }),
    attachments: t.relation('attachments', { type: VisitorAttachmentRef, query: { orderBy: attachmentOrder } }),
    authorAvatarUrl: t.string({
      nullable: true,
      description: "The team member's picture (64 px), when they uploaded one.",
      select: { authorUser: { select: { avatarSmallKey: true } } },
      resolve: (message) => (message.authorUser?.avatarSmallKey ? avatarPath(message.authorUser.avatarSmallKey) : null),
    }),
    authorName: t.string({
      description: "Automatic replies speak in the organization's name; the answer bot's by the name it was given.",
      select: { ...authorSelect, organization: { select: { name: true, answerBotName: true } } },
      resolve: (message) =>
        isAnswerBotMessage(message) ? answerBotNameOf(message.organization) : message.authorKind === 'BOT' ? message.organization.name : authorNameOf(message),
    }),
  }),
});

export const VisitorMessageEdgeRef = builder.objectRef<Message>('VisitorMessageEdge').implement({
  fields: (t) => ({
    cursor: t.string({ resolve: (message) => messageCursor(message) }),
    node: t.prismaField({ type: VisitorMessageRef, resolve: (query, message, _args, context) => messageAsPlanned(context.prisma, message, query) }),
  }),
});

/** Every read position of a thread (the visitor's and each operator's), loaded with it once for all read fields. */
const readPositionsSelect = { readStates: { select: { userId: true, contactId: true, lastReadSeq: true } } } as const;

function visitorReadSeq(thread: { contactId: string; readStates: { contactId: string | null; lastReadSeq: number }[] }): number {
  return thread.readStates.find((state) => state.contactId === thread.contactId)?.lastReadSeq ?? 0;
}

/** What the visitor has unread: the team's messages to them (not their own, nor notes). */
const unreadKind = 'MESSAGE';
const visitorAuthor = 'CONTACT';
const isUnreadKind = (message: { kind: string; authorKind: string }) => message.kind === unreadKind && message.authorKind !== visitorAuthor;

/**
 * The thread's newest message, loaded with it (a delivery's one read of the thread includes it, see delivery-rows):
 * when it is the only message the visitor has not read, as after a reply to them, it alone gives their unread count.
 */
const newestMessageSelect = { messages: newestMessageOfThread } as const;

/** A thread as its visitor sees it. */
export const VisitorThreadRef = builder.prismaNode('Thread', {
  variant: 'VisitorThread',
  id: { field: 'id' },
  authScopes: (thread) => ({ contact: thread.contactId }),
  fields: (t) => ({
    clientThreadId: t.exposeString('clientThreadId', { description: 'The id the widget chose when it opened the thread.' }),
    status: t.expose('status', { type: ThreadStatusEnum }),
    preview: t.exposeString('preview'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime' }),
    lastReadSeq: t.int({
      description: 'How far this visitor has read.',
      select: readPositionsSelect,
      resolve: (thread) => visitorReadSeq(thread),
    }),
    operatorsLastReadSeq: t.int({
      description: 'How far the team has read: messages up to here show as read.',
      select: readPositionsSelect,
      resolve: (thread) => Math.max(0, ...thread.readStates.filter((state) => state.userId !== null).map((state) => state.lastReadSeq)),
    }),
    unreadCount: t.int({
      description: "The team's messages this visitor has not read yet.",
      select: { ...readPositionsSelect, ...newestMessageSelect },
      resolve: (thread, _args, context) => {
        const readSeq = visitorReadSeq(thread);
        // Read up to the thread's last message (as after the visitor's own, which moves their read position): none.
        if (readSeq >= thread.lastSeq) return 0;
        // Sequence numbers have no gaps, so only the newest message is past the read position.
        const newest = thread.messages[0];
        if (readSeq === thread.lastSeq - 1 && newest?.seq === thread.lastSeq) return isUnreadKind(newest) ? 1 : 0;
        return context.prisma.message.count({ where: { threadId: thread.id, kind: unreadKind, authorKind: { not: visitorAuthor }, seq: { gt: readSeq } } });
      },
    }),
    messages: t.relatedConnection('messages', {
      type: VisitorMessageRef,
      cursor: 'threadId_seq',
      description: 'Oldest first, notes left out. `after` the last cursor resyncs after a disconnect.',
      query: { where: { kind: 'MESSAGE' }, orderBy: { seq: 'asc' } },
    }),
  }),
});

/** The visitor's own contact: who the widget speaks for. */
export const VisitorRef = builder.prismaNode('Contact', {
  variant: 'Visitor',
  id: { field: 'id' },
  authScopes: (contact) => ({ contact: contact.id }),
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    threads: t.relatedConnection('threads', {
      type: VisitorThreadRef,
      cursor: 'id',
      query: { orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }] },
    }),
    thread: t.prismaField({
      type: VisitorThreadRef,
      nullable: true,
      args: { clientThreadId: t.arg.string({ required: true }) },
      resolve: (query, contact, args, context) =>
        context.prisma.thread.findUnique({ ...query, where: { contactId_clientThreadId: { contactId: contact.id, clientThreadId: args.clientThreadId } } }),
    }),
  }),
});

builder.queryField('visitor', (t) =>
  t.prismaField({
    type: VisitorRef,
    nullable: true,
    description: "The widget visitor behind the request's visitor token; null without one.",
    resolve: (query, _root, _args, context) => (context.visitor ? context.prisma.contact.findUnique({ ...query, where: { id: context.visitor.contactId } }) : null),
  }),
);

const VisitorEventKindEnum = builder.enumType('VisitorEventKind', {
  values: ['MESSAGE_ADDED', 'THREAD_UPDATED', 'TYPING', 'READ', 'AVAILABILITY_CHANGED', 'WIDGET_UPDATED', 'SUBSCRIBED'] as const,
});

const VisitorTypingRef = builder.objectRef<TypingPayload>('VisitorTypingIndicator').implement({
  fields: (t) => ({ isTyping: t.exposeBoolean('isTyping'), name: t.exposeString('name') }),
});

type VisitorEventShape = {
  kind: VisitorEventPayload['kind'] | 'AVAILABILITY_CHANGED' | 'WIDGET_UPDATED' | SubscriptionStarted['kind'];
  thread: Thread | null;
  message: Message | null;
  typing: TypingPayload | null;
  teamAvailable: () => Promise<boolean>;
  availability: () => Promise<AvailabilityShape>;
};

const VisitorEventRef = builder.objectRef<VisitorEventShape>('VisitorEvent').implement({
  fields: (t) => ({
    kind: t.field({ type: VisitorEventKindEnum, resolve: (event) => event.kind }),
    thread: t.prismaField({ type: VisitorThreadRef, nullable: true, resolve: (query, event, _args, context) => event.thread && threadAsPlanned(context.prisma, event.thread, query) }),
    message: t.prismaField({ type: VisitorMessageRef, nullable: true, resolve: (query, event, _args, context) => event.message && messageAsPlanned(context.prisma, event.message, query) }),
    messageEdge: t.field({ type: VisitorMessageEdgeRef, nullable: true, description: 'The message with its cursor, for resyncing after it.', resolve: (event) => event.message }),
    typing: t.field({ type: VisitorTypingRef, nullable: true, resolve: (event) => event.typing }),
    teamAvailable: t.boolean({ description: 'Whether someone on the team is online now.', resolve: (event) => event.teamAvailable() }),
    availability: t.field({ type: AvailabilityRef, description: 'Whether the team can answer now, office hours included.', resolve: (event) => event.availability() }),
  }),
});

builder.subscriptionField('visitorEvents', (t) =>
  t.field({
    type: VisitorEventRef,
    description:
      "The visitor's own threads: the team's replies, typing, read receipts, status changes, the team coming online or going away, and the widget's settings being saved (reload `publicWidget`).",
    args: announceStartArgs,
    authScopes: { visitor: true },
    subscribe: (_root, args, context) => {
      const { contactId, organizationId, widgetId } = context.visitor!;
      return liveEvents(
        context,
        [
          ['visitor:event', contactId],
          ['availability:changed', organizationId],
          ['widget:updated', widgetId],
        ],
        { initial: startEvents(args.announceStart), oncePerMessage: true },
      );
    },
    resolve: async (event: VisitorEventPayload | AvailabilityChangedPayload | WidgetUpdatedPayload | SubscriptionStarted, _args, context) => {
      const thread = 'threadId' in event ? await eventThread(context, event) : null;
      // The delivered thread row says whose it is: its message needs no query to be found the visitor's own.
      if (thread && thread.contactId === context.visitor!.contactId) rememberVisitorOwnsThread(context, thread.id);
      return {
        kind: event.kind,
        thread,
        message: await eventMessage(context, event),
        typing: 'typing' in event ? event.typing : null,
        teamAvailable: () => context.services.availabilityCache.teamAvailable(context.visitor!.organizationId),
        availability: async () => {
          const { organizationId } = context.visitor!;
          return { ...(await context.services.availabilityCache.availability(organizationId)), organizationId };
        },
      };
    },
  }),
);
