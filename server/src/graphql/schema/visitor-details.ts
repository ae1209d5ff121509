import { saveVisitorDetails } from '../../conversations/visitor-details';
import { RateLimitedError } from '../../errors';
import type { Contact } from '../../generated/prisma/client';
import { builder, type PayloadFieldBuilder } from '../builder';
import { VisitorRef } from './visitor';

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
