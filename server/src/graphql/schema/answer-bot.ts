import type { Prisma, Thread } from '../../generated/prisma/client';
import { planHas, withinPlan } from '../../billing/plan-limits';
import { z } from 'zod';
import { ValidationError } from '../../errors';
import { answerBotNameInput } from '../../validation';
import { answerBotAvailable } from '../../knowledge/answer-bot/answer-bot';
import { isAnswerBotMessage } from '../../knowledge/answer-bot/bot-message';
import { handOverToTeam } from '../../knowledge/answer-bot/hand-over';
import { builder, type PayloadFieldBuilder } from '../builder';
import { threadAsPlanned } from '../row-as-planned';
import { MessageRef } from './message';
import { OrganizationRef } from './organization';
import { rememberVisitorOwnsThread, VisitorMessageRef, VisitorThreadRef } from './visitor';
import { ownThread } from './visitor-actions';

builder.prismaObjectFields(OrganizationRef, (t) => ({
  answerBotAvailable: t.boolean({
    description: 'Whether this server has a model for the answer bot (ANSWER_BOT_URL); without one, "Answer first" cannot be switched on.',
    resolve: (_organization, _args, context) => answerBotAvailable(context.services),
  }),
  answerBotInPlan: t.boolean({
    description: "Whether the organization's plan has the answer bot (Pro and Business; every organization on a server without billing).",
    select: { plan: true, billingAccount: true },
    resolve: (organization, _args, context) => planHas(context.services, organization, 'ANSWER_BOT'),
  }),
  answerBotName: t.exposeString('answerBotName', {
    nullable: true,
    description: 'How answer-bot messages are signed; null for the default ("Answer bot", in each visitor\'s language).',
  }),
  answerFirstEnabled: t.exposeBoolean('answerFirstEnabled', { description: 'The answer bot replies first to new conversations from published articles.' }),
  answerBotResolvedCount: t.int({
    description: 'Conversations the answer bot answered where nobody asked for a person and no person replied.',
    authScopes: (organization) => ({ admin: organization.id }),
    resolve: (organization, _args, context) =>
      context.prisma.thread.count({ where: { organizationId: organization.id, botAnsweredAt: { not: null }, botHandedOverAt: null, firstResponseAt: null } }),
  }),
  answerBotHandedOverCount: t.int({
    description: 'Conversations the answer bot handed to the team: the visitor asked for a person, or it could not answer.',
    authScopes: (organization) => ({ admin: organization.id }),
    resolve: (organization, _args, context) => context.prisma.thread.count({ where: { organizationId: organization.id, botHandedOverAt: { not: null } } }),
  }),
}));

builder.prismaObjectFields(MessageRef, (t) => ({
  fromAnswerBot: t.boolean({ resolve: (message) => isAnswerBotMessage(message) }),
}));

builder.prismaObjectFields(VisitorMessageRef, (t) => ({
  fromAnswerBot: t.boolean({ description: 'Written by the answer bot from the help articles.', resolve: (message) => isAnswerBotMessage(message) }),
}));

builder.prismaObjectFields(VisitorThreadRef, (t) => ({
  answerBotActive: t.boolean({
    description: 'The answer bot has answered here and the thread is not with the team yet: offer "Talk to a person".',
    resolve: (thread) => thread.botAnsweredAt !== null && thread.botHandedOverAt === null && thread.firstResponseAt === null,
  }),
}));

builder.relayMutationField(
  'setAnswerFirst',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      enabled: t.boolean({ required: true }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const organizationId = input.organizationId.id;
      const save = (tx: Prisma.TransactionClient) => tx.organization.update({ where: { id: organizationId }, data: { answerFirstEnabled: input.enabled } });
      if (!input.enabled) return { organization: await save(context.prisma) };
      if (!answerBotAvailable(context.services)) {
        throw ValidationError.forField('enabled', 'This server has no answer bot model: set ANSWER_BOT_URL and ANSWER_BOT_MODEL first.');
      }
      // Switching it off is always allowed; on, only where the plan has the answer bot.
      return { organization: await withinPlan(context.services, organizationId, 'ANSWER_BOT', save) };
    },
  },
  { outputFields: (t) => ({ organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }) }) },
);

builder.relayMutationField(
  'setAnswerBotName',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      name: t.string({ required: true, description: 'Empty for the default name.' }),
    }),
    validate: z.looseObject({ name: answerBotNameInput }),
  },
  {
    errors: {},
    description: 'Names the answer bot: its messages are signed with this name in the widget and the dashboard.',
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => ({
      organization: await context.prisma.organization.update({ where: { id: input.organizationId.id }, data: { answerBotName: input.name.trim() || null } }),
    }),
  },
  { outputFields: (t) => ({ organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }) }) },
);

builder.relayMutationField(
  'talkToPerson',
  {
    inputFields: (t) => ({ threadId: t.globalID({ required: true, for: VisitorThreadRef }) }),
  },
  {
    errors: {},
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const thread = await ownThread(context, input.threadId.id);
      rememberVisitorOwnsThread(context, thread.id);
      await handOverToTeam(context.services, thread, 'asked');
      return { thread: await context.prisma.thread.findUniqueOrThrow({ where: { id: thread.id } }) };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ thread: Thread }>) => ({
      thread: t.prismaField({ type: VisitorThreadRef, resolve: (query, payload, _args, context) => threadAsPlanned(context.prisma, payload.thread, query) }),
    }),
  },
);
