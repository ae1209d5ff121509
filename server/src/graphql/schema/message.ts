import { answerBotNameOf, isAnswerBotMessage } from '../../knowledge/answer-bot/bot-message';
import { contactDisplayName } from '../../conversations/contacts';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import type { Message } from '../../generated/prisma/client';
import { builder } from '../builder';
import { messageAsPlanned } from '../row-as-planned';
import { attachmentOrder, AttachmentRef } from './attachment';

export const MessageKindEnum = builder.enumType('MessageKind', {
  values: {
    MESSAGE: { description: 'Part of the conversation: the visitor sees it.' },
    NOTE: { description: 'Internal to the team: never delivered to the visitor.' },
  },
});

export const MessageChannelEnum = builder.enumType('MessageChannel', {
  values: {
    CHAT: { description: 'Written in the chat: the widget or the dashboard.' },
    EMAIL: { description: 'A visitor\'s reply to one of our emails, received by email.' },
    SLACK: { description: 'A reply or note a team member wrote in the conversation\'s Slack thread.' },
  },
});

export const AuthorKindEnum = builder.enumType('AuthorKind', {
  values: {
    CONTACT: {},
    OPERATOR: {},
    BOT: {},
    SYSTEM: {},
    INTEGRATION: { description: 'Sent through an API key (the author name is the key’s name), or from Slack by someone who is not a member.' },
  },
});

/** The name shown beside a message, to operators and visitors alike. */
export function authorNameOf(
  message: Pick<Message, 'authorKind' | 'channel'> & {
    authorUser: { name: string } | null;
    authorContact: { name: string | null; email: string | null; number: number } | null;
    authorApiKey: { name: string } | null;
  },
): string {
  if (message.authorUser) return message.authorUser.name;
  if (message.authorApiKey) return message.authorApiKey.name;
  if (message.authorContact) return contactDisplayName(message.authorContact);
  // A reply from Slack by someone who is not a member (or whose email Slack did not share).
  if (message.authorKind === 'INTEGRATION' && message.channel === 'SLACK') return 'Slack';
  return message.authorKind === 'CONTACT' ? 'Visitor' : 'Parley';
}

export const authorSelect = {
  channel: true,
  authorUser: { select: { name: true } },
  authorContact: { select: { name: true, email: true, number: true } },
  authorApiKey: { select: { name: true } },
} as const;

/** A message as operators see it, notes included. */
export const MessageRef = builder.prismaNode('Message', {
  id: { field: 'id' },
  authScopes: (message) => ({ member: message.organizationId }),
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'Position in its thread: gap-free and the same on every instance.' }),
    body: t.exposeString('body', { description: 'Plain text; render it as text, never as HTML.' }),
    kind: t.expose('kind', { type: MessageKindEnum }),
    channel: t.expose('channel', { type: MessageChannelEnum, description: 'Where the author wrote it.' }),
    authorKind: t.expose('authorKind', { type: AuthorKindEnum }),
    authorName: t.string({
      select: { ...authorSelect, organization: { select: { answerBotName: true } } },
      resolve: (message) => (isAnswerBotMessage(message) ? answerBotNameOf(message.organization) : authorNameOf(message)),
    }),
    authorUser: t.relation('authorUser', { nullable: true }),
    clientMessageId: t.exposeString('clientMessageId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    thread: t.relation('thread'),
    attachments: t.relation('attachments', { type: AttachmentRef, query: { orderBy: attachmentOrder } }),
  }),
});

/** The cursor a thread's messages connection gives this message, so a client can resync after it. */
export function messageCursor(message: Message): string {
  return formatPrismaCursor(message, ['threadId', 'seq']);
}

/** A just-sent message with its connection cursor, for clients to append to the thread they show. */
export const MessageEdgeRef = builder.objectRef<Message>('MessageEdge').implement({
  fields: (t) => ({
    cursor: t.string({ resolve: (message) => messageCursor(message) }),
    node: t.prismaField({ type: MessageRef, resolve: (query, message, _args, context) => messageAsPlanned(context.prisma, message, query) }),
  }),
});
