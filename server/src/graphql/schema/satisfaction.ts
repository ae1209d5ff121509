import { z } from 'zod';
import { publishThreadUpdated } from '../../conversations/publish';
import { rateThread, ratingCommentInput, ratingInput } from '../../conversations/satisfaction';
import type { Thread } from '../../generated/prisma/client';
import { builder, type PayloadFieldBuilder } from '../builder';
import { threadAsPlanned } from '../row-as-planned';
import { ThreadRef } from './thread';
import { VisitorThreadRef } from './visitor';
import { ownThread } from './visitor-actions';

type Rated = { csatRating: number | null; csatComment: string | null; csatSubmittedAt: Date | null };

const SatisfactionRatingRef = builder.objectRef<Rated>('SatisfactionRating').implement({
  description: "The visitor's rating of a closed conversation.",
  fields: (t) => ({
    score: t.int({ description: '1 (bad) to 5 (great).', resolve: (thread) => thread.csatRating! }),
    comment: t.string({ nullable: true, resolve: (thread) => thread.csatComment }),
    submittedAt: t.field({ type: 'DateTime', resolve: (thread) => thread.csatSubmittedAt! }),
  }),
});

const satisfactionRating = { type: SatisfactionRatingRef, nullable: true, description: 'Null until the visitor rates the conversation.', resolve: (thread: Rated) => (thread.csatSubmittedAt ? thread : null) } as const;

builder.prismaObjectFields(ThreadRef, (t) => ({ satisfactionRating: t.field(satisfactionRating) }));
builder.prismaObjectFields(VisitorThreadRef, (t) => ({ satisfactionRating: t.field(satisfactionRating) }));

builder.relayMutationField(
  'submitThreadRating',
  {
    description: 'The visitor rates one of their closed conversations, once.',
    inputFields: (t) => ({
      threadId: t.globalID({ required: true, for: VisitorThreadRef }),
      rating: t.int({ required: true, description: '1 (bad) to 5 (great).' }),
      comment: t.string({ required: false, description: 'At most 1,000 characters.' }),
    }),
    validate: z.looseObject({ rating: ratingInput, comment: ratingCommentInput.nullish() }),
  },
  {
    errors: {},
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const thread = await rateThread(context.prisma, await ownThread(context, input.threadId.id), input.rating, input.comment ?? null);
      publishThreadUpdated(context.services, thread);
      return { thread };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ thread: Thread }>) => ({
      thread: t.prismaField({ type: VisitorThreadRef, resolve: (query, payload, _args, context) => threadAsPlanned(context.prisma, payload.thread, query) }),
    }),
  },
);
