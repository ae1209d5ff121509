import type { Thread } from '../../generated/prisma/client';
import { publishThreadUpdated } from '../../conversations/publish';
import { ValidationError } from '../../errors';
import { builder, type PayloadFieldBuilder } from '../builder';
import { threadAsPlanned } from '../row-as-planned';
import type { Context } from '../context';
import { LabelRef } from './label';
import { threadMemberScopes, ThreadRef } from './thread';

// Selected with the thread (through its ThreadLabel rows), so an inbox page reads every thread's labels in the same
// query instead of one query per thread.
builder.prismaObjectFields(ThreadRef, (t) => ({
  labels: t.field({
    type: [LabelRef],
    description: 'In name order.',
    select: (_args, _context, nestedSelection) => ({
      labels: { select: { label: nestedSelection(true) }, orderBy: { label: { name: 'asc' } } },
    }),
    resolve: (thread) => thread.labels.map(({ label }) => label),
  }),
}));

/** Puts a label on a thread or takes it off; either way, every operator's lists and the open conversation update. */
async function changeThreadLabel(context: Context, threadId: string, labelId: string, applied: boolean): Promise<{ thread: Thread }> {
  const thread = await context.prisma.thread.findUniqueOrThrow({ where: { id: threadId } });
  const label = await context.prisma.label.findUnique({ where: { id: labelId }, select: { organizationId: true } });
  if (label?.organizationId !== thread.organizationId) throw ValidationError.forField('labelId', 'Choose a label of this organization.');
  if (applied) {
    await context.prisma.threadLabel.createMany({ data: [{ organizationId: thread.organizationId, threadId, labelId }], skipDuplicates: true });
  } else {
    await context.prisma.threadLabel.deleteMany({ where: { threadId, labelId } });
  }
  publishThreadUpdated(context.services, thread);
  return { thread };
}

const threadLabelPayload = {
  outputFields: (t: PayloadFieldBuilder<{ thread: Thread }>) => ({ thread: t.prismaField({ type: ThreadRef, resolve: (query, payload, _args, context) => threadAsPlanned(context.prisma, payload.thread, query) }) }),
};

for (const [name, applied] of [
  ['addThreadLabel', true],
  ['removeThreadLabel', false],
] as const) {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({
        threadId: t.globalID({ required: true, for: ThreadRef }),
        labelId: t.globalID({ required: true, for: LabelRef }),
      }),
    },
    {
      errors: {},
      authScopes: (_root, { input }, context) => threadMemberScopes(context, input.threadId.id),
      resolve: (_root, { input }, context) => changeThreadLabel(context, input.threadId.id, input.labelId.id, applied),
    },
    threadLabelPayload,
  );
}
