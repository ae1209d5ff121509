import { readPreChatFields, saveVisitorDetails, type PreChatField } from '../../conversations/visitor-details';
import { RateLimitedError } from '../../errors';
import type { Contact } from '../../generated/prisma/client';
import { builder, type PayloadFieldBuilder } from '../builder';
import { VisitorRef } from './visitor';
import { PublicWidget } from './widget';

const AskForEmailEnum = builder.enumType('AskForEmail', {
  values: {
    NEVER: { description: 'Only when the team is away and the away behaviour collects emails.' },
    WHEN_AWAY: { description: 'After the first message while the team is away.' },
    ALWAYS: { description: 'Before the first message, with the pre-chat form.' },
  },
});

const PreChatFieldRef = builder.objectRef<PreChatField>('PreChatField').implement({
  description: 'An extra question of the pre-chat form; the answer is kept in the contact’s metadata under `key`.',
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label'), required: t.exposeBoolean('required') }),
});

builder.objectFields(PublicWidget, (t) => ({
  askForEmail: t.field({ type: AskForEmailEnum, resolve: (widget) => widget.askForEmail }),
  preChatFields: t.field({ type: [PreChatFieldRef], resolve: (widget) => readPreChatFields(widget.preChatFields) }),
}));

builder.relayMutationField(
  'submitVisitorDetails',
  {
    inputFields: (t) => ({
      email: t.string({ required: false, description: 'Where the team may reply when the visitor is gone.' }),
      answers: t.field({ type: 'JSONObject', required: false, description: 'Answers to the pre-chat form, by field key.' }),
    }),
  },
  {
    errors: { types: [RateLimitedError] },
    description: 'The visitor’s email (and pre-chat answers): replies they miss in the chat are emailed to them.',
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const { contactId } = context.visitor!;
      await context.services.rateLimits.consume('visitorDetails', `contact:${contactId}`);
      return { visitor: await saveVisitorDetails(context.prisma, contactId, input) };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ visitor: Contact }>) => ({
      visitor: t.field({ type: VisitorRef, resolve: (payload) => payload.visitor }),
    }),
  },
);
