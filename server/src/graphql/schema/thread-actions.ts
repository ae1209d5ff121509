import { advanceReadState, appendMessage } from '../../conversations/append-message';
import { replyNoLongerAwaited } from '../../conversations/awaiting-reply';
import { closingTime } from '../../conversations/closing-time';
import { publishAssignedOnReply, publishMessageAdded, publishRead, publishThreadUpdated, publishTyping } from '../../conversations/publish';
import { ValidationError } from '../../errors';
import { notifyMentions } from '../../toolkit/mentions';
import { readMentionsInThread } from '../../toolkit/notifications';
import { recordOperatorReply } from '../../telemetry/business-events';
import type { Message, Thread } from '../../generated/prisma/client';
import { clientIdInput, messageWithAttachmentsInput } from '../../validation';
import { AttachmentRef } from './attachment';
import { builder, type PayloadFieldBuilder } from '../builder';
import { threadAsPlanned } from '../row-as-planned';
import { MessageEdgeRef, MessageKindEnum } from './message';
import { OrganizationRef } from './organization';
import { TeamRef } from './team';
import { UserRef } from './user';
import { threadMemberScopes, ThreadRef, ThreadStatusEnum } from './thread';
import { answerAsDeliveryOf } from '../../realtime/deliveries';

const threadPayload = {
  outputFields: (t: PayloadFieldBuilder<{ thread: Thread }>) => ({
    thread: t.prismaField({ type: ThreadRef, resolve: (query, payload, _args, context) => threadAsPlanned(context.prisma, payload.thread, query) }),
  }),
};

builder.relayMutationField(
  'sendOperatorMessage',
  {
    inputFields: (t) => ({
      threadId: t.globalID({ required: true, for: ThreadRef }),
      clientMessageId: t.string({ required: true, description: 'Sending twice with the same id stores one message; both calls get it.' }),
      body: t.string({ required: true }),
      kind: t.field({ type: MessageKindEnum, required: false, description: 'MESSAGE (default) reaches the visitor; NOTE stays internal.' }),
      attachmentIds: t.globalIDList({
        required: false,
        for: AttachmentRef,
        description: 'Files this operator uploaded (POST /uploads?thread=…) and has not sent yet; at most 10. The body may be empty when there are files.',
      }),
    }),
    validate: messageWithAttachmentsInput({ clientMessageId: clientIdInput }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => threadMemberScopes(context, input.threadId.id),
    resolve: async (_root, { input }, context) => {
      // What a key sends is the integration's, shown under the key's name; otherwise it is the signed-in operator's.
      const author = context.apiKey
        ? ({ authorKind: 'INTEGRATION', authorApiKeyId: context.apiKey.id } as const)
        : ({ authorKind: 'OPERATOR', authorUserId: context.session!.userId } as const);
      const { message, thread, created, assignedOnReply } = await appendMessage(context.services.db, {
        threadId: input.threadId.id,
        ...author,
        kind: input.kind ?? 'MESSAGE',
        body: input.body,
        clientMessageId: input.clientMessageId,
        attachmentIds: input.attachmentIds?.map((attachmentId) => attachmentId.id),
      });
      if (!created) return { message, thread };
      // Mentions are stored before anyone hears of the note: a teammate reading it at once also reads their mention.
      await notifyMentions(context.services, thread, message);
      const publication = publishMessageAdded(context.services, thread, message, false);
      // Taken on by replying: the team hears the same news as when assigning it by hand.
      if (assignedOnReply) publishAssignedOnReply(context.services, thread);
      if (message.kind === 'MESSAGE' && message.authorUserId) await recordOperatorReply(context.services, { organizationId: thread.organizationId, userId: message.authorUserId });
      answerAsDeliveryOf(publication);
      return { message, thread };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ message: Message; thread: Thread }>) => ({
      messageEdge: t.field({ type: MessageEdgeRef, resolve: (payload) => payload.message }),
      thread: t.prismaField({ type: ThreadRef, resolve: (query, payload, _args, context) => threadAsPlanned(context.prisma, payload.thread, query) }),
    }),
  },
);

builder.relayMutationField(
  'markThreadRead',
  {
    inputFields: (t) => ({
      threadId: t.globalID({ required: true, for: ThreadRef }),
      seq: t.int({ required: true, description: "The newest message seen; read positions only move forward. The viewer's mentions up to it are read too." }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => threadMemberScopes(context, input.threadId.id, 'self'),
    resolve: async (_root, { input }, context) => {
      const thread = await context.prisma.thread.findUniqueOrThrow({ where: { id: input.threadId.id } });
      const seq = Math.min(Math.max(0, input.seq), thread.lastSeq);
      const reader = { organizationId: thread.organizationId, threadId: thread.id, userId: context.session!.userId };
      if (await advanceReadState(context.prisma, reader, seq)) publishRead(context.services, thread);
      await readMentionsInThread(context.services, reader, seq);
      return { thread };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ thread: Thread }>) => ({
      ...threadPayload.outputFields(t),
      organization: t.field({
        type: OrganizationRef,
        description: "The thread's organization: its viewerUnreadNotificationCount counts the mentions this read.",
        resolve: (payload, _args, context) => context.prisma.organization.findUniqueOrThrow({ where: { id: payload.thread.organizationId } }),
      }),
    }),
  },
);

builder.relayMutationField(
  'setOperatorTyping',
  {
    inputFields: (t) => ({
      threadId: t.globalID({ required: true, for: ThreadRef }),
      isTyping: t.boolean({ required: true }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => threadMemberScopes(context, input.threadId.id, 'operator'),
    resolve: async (_root, { input }, context) => {
      const thread = await context.prisma.thread.findUniqueOrThrow({ where: { id: input.threadId.id } });
      const user = context.session!.user;
      publishTyping(context.services, thread, { isTyping: input.isTyping, fromVisitor: false, userId: user.id, name: user.name });
      return { thread };
    },
  },
  threadPayload,
);

builder.relayMutationField(
  'assignThread',
  {
    inputFields: (t) => ({
      threadId: t.globalID({ required: true, for: ThreadRef }),
      assigneeId: t.globalID({ required: false, for: UserRef, description: 'A member of the organization; null unassigns.' }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => threadMemberScopes(context, input.threadId.id),
    resolve: async (_root, { input }, context) => {
      const existing = await context.prisma.thread.findUniqueOrThrow({ where: { id: input.threadId.id } });
      const assigneeId = input.assigneeId?.id ?? null;
      if (assigneeId) {
        const membership = await context.prisma.membership.findUnique({
          where: { userId_organizationId: { userId: assigneeId, organizationId: existing.organizationId } },
        });
        if (!membership) throw ValidationError.forField('assigneeId', 'Threads can only be assigned to members of this organization.');
      }
      const thread = await context.prisma.thread.update({ where: { id: existing.id }, data: { assigneeId } });
      publishThreadUpdated(context.services, thread);
      return { thread };
    },
  },
  threadPayload,
);

builder.relayMutationField(
  'assignThreadToTeam',
  {
    inputFields: (t) => ({
      threadId: t.globalID({ required: true, for: ThreadRef }),
      teamId: t.globalID({ required: false, for: TeamRef, description: 'A team of the organization; null takes the thread out of every team.' }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => threadMemberScopes(context, input.threadId.id),
    resolve: async (_root, { input }, context) => {
      const existing = await context.prisma.thread.findUniqueOrThrow({ where: { id: input.threadId.id } });
      const teamId = input.teamId?.id ?? null;
      if (teamId && !(await context.prisma.team.findFirst({ where: { id: teamId, organizationId: existing.organizationId }, select: { id: true } }))) {
        throw ValidationError.forField('teamId', 'Choose a team of this organization.');
      }
      const thread = await context.prisma.thread.update({ where: { id: existing.id }, data: { teamId } });
      publishThreadUpdated(context.services, thread);
      return { thread };
    },
  },
  threadPayload,
);

builder.relayMutationField(
  'updateThreadStatus',
  {
    inputFields: (t) => ({
      threadId: t.globalID({ required: true, for: ThreadRef }),
      status: t.field({ type: ThreadStatusEnum, required: true, description: 'Use snoozeThread to snooze.' }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => threadMemberScopes(context, input.threadId.id),
    resolve: async (_root, { input }, context) => {
      if (input.status === 'SNOOZED') throw ValidationError.forField('status', 'Choose when the thread should come back: use snooze.');
      const waitEnds = input.status === 'OPEN' ? {} : replyNoLongerAwaited;
      const thread = await context.prisma.thread.update({
        where: { id: input.threadId.id },
        data: { status: input.status, snoozedUntil: null, ...waitEnds, ...(await closingTime(context.prisma, input.threadId.id, input.status)) },
      });
      publishThreadUpdated(context.services, thread);
      return { thread };
    },
  },
  threadPayload,
);

builder.relayMutationField(
  'snoozeThread',
  {
    inputFields: (t) => ({
      threadId: t.globalID({ required: true, for: ThreadRef }),
      until: t.field({ type: 'DateTime', required: true, description: 'The thread reopens then, or earlier if the visitor writes.' }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => threadMemberScopes(context, input.threadId.id),
    resolve: async (_root, { input }, context) => {
      if (input.until.getTime() <= Date.now()) throw ValidationError.forField('until', 'Choose a time in the future.');
      const thread = await context.prisma.thread.update({ where: { id: input.threadId.id }, data: { status: 'SNOOZED', snoozedUntil: input.until, closedAt: null, ...replyNoLongerAwaited } });
      publishThreadUpdated(context.services, thread);
      return { thread };
    },
  },
  threadPayload,
);
