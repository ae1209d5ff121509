import { z } from 'zod';
import type { ContactAttributeDefinition } from '../../generated/prisma/client';
import { isUniqueViolation } from '../../db/errors';
import { ValidationError } from '../../errors';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { OrganizationRef } from './organization';

export const ContactAttributeTypeEnum = builder.enumType('ContactAttributeType', {
  description: 'What a custom contact attribute holds; values are checked against it.',
  values: {
    TEXT: { description: 'Free text, up to 500 characters.' },
    NUMBER: { description: 'A number such as 42 or 3.5.' },
    DATE: { description: 'A calendar date, YYYY-MM-DD.' },
    BOOLEAN: { description: 'Yes or no.' },
  } as const,
});

export const ContactAttributeDefinitionRef = builder.prismaNode('ContactAttributeDefinition', {
  id: { field: 'id' },
  description: 'A custom field of the organization\'s contacts, defined by its admins.',
  authScopes: (definition) => ({ member: definition.organizationId }),
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The name values are stored under (in Contact.attributes and webhooks).' }),
    label: t.exposeString('label'),
    type: t.expose('type', { type: ContactAttributeTypeEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField(OrganizationRef, 'contactAttributeDefinitions', (t) =>
  t.relation('contactAttributeDefinitions', { description: 'Custom contact attributes, in the order they were defined.', query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
);

async function definitionAdminScopes(context: Context, definitionId: string) {
  const definition = await context.prisma.contactAttributeDefinition.findUnique({ where: { id: definitionId }, select: { organizationId: true } });
  return definition ? { admin: definition.organizationId } : false;
}

const definitionFields = z.looseObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lowercase letters, digits and underscores, starting with a letter (at most 40).'),
  label: z.string().trim().min(1, 'Enter a label.').max(60, 'Use at most 60 characters.'),
});

builder.relayMutationField(
  'createContactAttributeDefinition',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      key: t.string({ required: true }),
      label: t.string({ required: true }),
      type: t.field({ type: ContactAttributeTypeEnum, required: true }),
    }),
    validate: definitionFields,
  },
  {
    errors: {},
    description: 'Defines a custom contact attribute (admins).',
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      try {
        const definition = await context.prisma.contactAttributeDefinition.create({
          data: { organizationId: input.organizationId.id, key: input.key, label: input.label, type: input.type },
        });
        return { definition };
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationError.forField('key', 'An attribute with this key already exists.');
        throw error;
      }
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ definition: ContactAttributeDefinition }>) => ({
      definition: t.field({ type: ContactAttributeDefinitionRef, resolve: (payload) => payload.definition }),
    }),
  },
);

builder.relayMutationField(
  'deleteContactAttributeDefinition',
  { inputFields: (t) => ({ definitionId: t.globalID({ required: true, for: ContactAttributeDefinitionRef }) }) },
  {
    errors: {},
    description: "Removes a custom contact attribute and every contact's value of it (admins).",
    authScopes: (_root, { input }, context) => definitionAdminScopes(context, input.definitionId.id),
    resolve: async (_root, { input }, context) => {
      const definition = await context.prisma.$transaction(async (tx) => {
        const removed = await tx.contactAttributeDefinition.delete({ where: { id: input.definitionId.id } });
        // Values of a removed attribute would otherwise linger unseen (and reach webhooks).
        await tx.$executeRaw`UPDATE "Contact" SET "attributes" = "attributes" - ${removed.key}
          WHERE "organizationId" = ${removed.organizationId} AND ("attributes" -> ${removed.key}) IS NOT NULL`;
        return removed;
      });
      return { deletedDefinitionId: definition.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedDefinitionId: t.globalID({ resolve: (payload) => ({ type: 'ContactAttributeDefinition', id: payload.deletedDefinitionId }) }),
    }),
  },
);
