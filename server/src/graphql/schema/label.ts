import { z } from 'zod';
import type { Label } from '../../generated/prisma/client';
import { publishThreadUpdated } from '../../conversations/publish';
import { isUniqueViolation } from '../../db/errors';
import { ValidationError } from '../../errors';
import { colorInput, labelNameInput } from '../../validation';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { OrganizationRef } from './organization';

export const LabelRef = builder.prismaNode('Label', {
  id: { field: 'id' },
  authScopes: (label) => ({ member: label.organizationId }),
  fields: (t) => ({
    name: t.exposeString('name'),
    color: t.exposeString('color', { description: 'A hex colour such as #4f46e5.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    threadCount: t.relationCount('threads', { description: 'How many conversations carry this label.' }),
  }),
});

builder.prismaObjectField(OrganizationRef, 'labels', (t) => t.relation('labels', { query: { orderBy: { name: 'asc' } } }));

const duplicateName = () => ValidationError.forField('name', 'A label with this name already exists.');

async function labelAdminScopes(context: Context, labelId: string) {
  const label = await context.prisma.label.findUnique({ where: { id: labelId }, select: { organizationId: true } });
  return label ? { admin: label.organizationId } : false;
}

/** Renaming or recolouring shows on every conversation that carries the label: their lists and headers reload it. */
async function publishLabelledThreads(context: Context, labelId: string) {
  const threads = await context.prisma.thread.findMany({ where: { labels: { some: { labelId } } }, select: { id: true, organizationId: true, contactId: true } });
  for (const thread of threads) publishThreadUpdated(context.services, thread);
  return threads;
}

const labelPayload = {
  outputFields: (t: PayloadFieldBuilder<{ label: Label }>) => ({ label: t.field({ type: LabelRef, resolve: (payload) => payload.label }) }),
};

const labelFields = z.looseObject({ name: labelNameInput, color: colorInput });

builder.relayMutationField(
  'createLabel',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      name: t.string({ required: true }),
      color: t.string({ required: true }),
    }),
    validate: labelFields,
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      try {
        return { label: await context.prisma.label.create({ data: { organizationId: input.organizationId.id, name: input.name, color: input.color } }) };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },
  },
  labelPayload,
);

builder.relayMutationField(
  'updateLabel',
  {
    inputFields: (t) => ({
      labelId: t.globalID({ required: true, for: LabelRef }),
      name: t.string({ required: true }),
      color: t.string({ required: true }),
    }),
    validate: labelFields,
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => labelAdminScopes(context, input.labelId.id),
    resolve: async (_root, { input }, context) => {
      try {
        const label = await context.prisma.label.update({ where: { id: input.labelId.id }, data: { name: input.name, color: input.color } });
        await publishLabelledThreads(context, label.id);
        return { label };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },
  },
  labelPayload,
);

builder.relayMutationField(
  'deleteLabel',
  { inputFields: (t) => ({ labelId: t.globalID({ required: true, for: LabelRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => labelAdminScopes(context, input.labelId.id),
    resolve: async (_root, { input }, context) => {
      const labelled = await context.prisma.thread.findMany({ where: { labels: { some: { labelId: input.labelId.id } } }, select: { id: true, organizationId: true, contactId: true } });
      const label = await context.prisma.label.delete({ where: { id: input.labelId.id } });
      for (const thread of labelled) publishThreadUpdated(context.services, thread);
      return { deletedLabelId: label.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedLabelId: t.globalID({ resolve: (payload) => ({ type: 'Label', id: payload.deletedLabelId }) }),
    }),
  },
);

