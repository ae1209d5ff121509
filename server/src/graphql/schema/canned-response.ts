import { z } from 'zod';
import type { CannedResponse } from '../../generated/prisma/client';
import { isUniqueViolation } from '../../db/errors';
import { ValidationError } from '../../errors';
import { cannedBodyInput, cannedTitleInput, shortcutInput } from '../../validation';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { OrganizationRef } from './organization';

export const CannedResponseRef = builder.prismaNode('CannedResponse', {
  id: { field: 'id' },
  authScopes: (response) => ({ member: response.organizationId }),
  fields: (t) => ({
    shortcut: t.exposeString('shortcut', { description: 'Typed after "/" in the composer, without the slash.' }),
    title: t.exposeString('title'),
    body: t.exposeString('body', {
      description: 'May use {{contact.firstName}}, {{contact.name}}, {{contact.email}}, {{operator.firstName}} and {{organization.name}}; the composer fills them in.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField(OrganizationRef, 'cannedResponses', (t) =>
  t.relation('cannedResponses', {
    description: 'In shortcut order; `search` matches shortcuts, titles and text.',
    args: { search: t.arg.string({ required: false }) },
    query: (args) => {
      const search = args.search?.trim();
      return {
        where: search
          ? {
              OR: [
                { shortcut: { contains: search, mode: 'insensitive' as const } },
                { title: { contains: search, mode: 'insensitive' as const } },
                { body: { contains: search, mode: 'insensitive' as const } },
              ],
            }
          : {},
        orderBy: { shortcut: 'asc' as const },
      };
    },
  }),
);

const duplicateShortcut = () => ValidationError.forField('shortcut', 'Another response already uses this shortcut.');

async function cannedResponseAdminScopes(context: Context, cannedResponseId: string) {
  const response = await context.prisma.cannedResponse.findUnique({ where: { id: cannedResponseId }, select: { organizationId: true } });
  return response ? { admin: response.organizationId } : false;
}

async function unlessShortcutTaken(write: () => Promise<CannedResponse>): Promise<{ cannedResponse: CannedResponse }> {
  try {
    return { cannedResponse: await write() };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateShortcut();
    throw error;
  }
}

const cannedResponsePayload = {
  outputFields: (t: PayloadFieldBuilder<{ cannedResponse: CannedResponse }>) => ({
    cannedResponse: t.field({ type: CannedResponseRef, resolve: (payload) => payload.cannedResponse }),
  }),
};

const cannedResponseFields = z.looseObject({ shortcut: shortcutInput, title: cannedTitleInput, body: cannedBodyInput });

builder.relayMutationField(
  'createCannedResponse',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      shortcut: t.string({ required: true }),
      title: t.string({ required: true }),
      body: t.string({ required: true }),
    }),
    validate: cannedResponseFields,
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: (_root, { input }, context) =>
      unlessShortcutTaken(() =>
        context.prisma.cannedResponse.create({
          data: { organizationId: input.organizationId.id, shortcut: input.shortcut, title: input.title, body: input.body, createdById: context.session?.userId ?? null },
        }),
      ),
  },
  cannedResponsePayload,
);

builder.relayMutationField(
  'updateCannedResponse',
  {
    inputFields: (t) => ({
      cannedResponseId: t.globalID({ required: true, for: CannedResponseRef }),
      shortcut: t.string({ required: true }),
      title: t.string({ required: true }),
      body: t.string({ required: true }),
    }),
    validate: cannedResponseFields,
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => cannedResponseAdminScopes(context, input.cannedResponseId.id),
    resolve: (_root, { input }, context) =>
      unlessShortcutTaken(() =>
        context.prisma.cannedResponse.update({ where: { id: input.cannedResponseId.id }, data: { shortcut: input.shortcut, title: input.title, body: input.body } }),
      ),
  },
  cannedResponsePayload,
);

builder.relayMutationField(
  'deleteCannedResponse',
  { inputFields: (t) => ({ cannedResponseId: t.globalID({ required: true, for: CannedResponseRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => cannedResponseAdminScopes(context, input.cannedResponseId.id),
    resolve: async (_root, { input }, context) => {
      const response = await context.prisma.cannedResponse.delete({ where: { id: input.cannedResponseId.id } });
      return { deletedCannedResponseId: response.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedCannedResponseId: t.globalID({ resolve: (payload) => ({ type: 'CannedResponse', id: payload.deletedCannedResponseId }) }),
    }),
  },
);
