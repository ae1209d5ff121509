import { actorOf } from '../../audit/record-audit';
import { z } from 'zod';
import type { ApiKey } from '../../generated/prisma/client';
import { createApiKey, revokeApiKey } from '../../api-keys/manage';
import { withinPlan } from '../../billing/plan-limits';
import { ValidationError } from '../../errors';
import { nameInput } from '../../validation';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { OrganizationRef } from './organization';
import { readOnlyReason, readOnlyReasonDescription } from './read-only-reason';

export const ApiKeyScopeEnum = builder.enumType('ApiKeyScope', {
  values: {
    READ: { description: 'Read threads, messages, contacts, members, labels, teams and widgets, and subscribe to their events.' },
    WRITE: { description: 'READ, and reply, add notes, assign, change status, snooze, label and edit contacts.' },
    ADMIN: { description: 'WRITE, and change settings: widgets, labels, teams, canned responses and members’ roles.' },
  },
});

/** Keys are managed by people (owners and admins), never by other keys. */
const keyManagers = (organizationId: string) => ({ $all: { operator: organizationId, admin: organizationId } });

export const ApiKeyRef = builder.prismaNode('ApiKey', {
  id: { field: 'id' },
  // A key also sees itself (Query.apiKey), to learn its organization and scopes.
  authScopes: (apiKey, context) => (context.apiKey?.id === apiKey.id ? true : keyManagers(apiKey.organizationId)),
  fields: (t) => ({
    name: t.exposeString('name'),
    scopes: t.expose('scopes', { type: [ApiKeyScopeEnum] }),
    readOnlyReason: t.string({
      nullable: true,
      description: `${readOnlyReasonDescription} Requests made with such a key are refused with that PlanLimitError.`,
      resolve: (apiKey, _args, context) => readOnlyReason(context, apiKey.organizationId, 'API_KEYS', apiKey.id),
    }),
    secretStart: t.exposeString('secretStart', { description: 'The first characters of the secret, to tell keys apart; the whole secret is shown only at creation.' }),
    organization: t.relation('organization'),
    createdBy: t.relation('createdBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Updated at most once a minute per address.' }),
    lastUsedIp: t.exposeString('lastUsedIp', { nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.prismaObjectField(OrganizationRef, 'apiKeys', (t) =>
  t.relation('apiKeys', {
    description: 'Every key, revoked ones included, newest first. Owners and admins only.',
    authScopes: (organization) => keyManagers(organization.id),
    query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  }),
);

builder.queryField('apiKey', (t) =>
  t.prismaField({
    type: ApiKeyRef,
    nullable: true,
    description: 'The API key this request is made with; null for other callers.',
    resolve: (query, _root, _args, context: Context) => (context.apiKey ? context.prisma.apiKey.findUnique({ ...query, where: { id: context.apiKey.id } }) : null),
  }),
);

const apiKeyPayload = {
  outputFields: (t: PayloadFieldBuilder<{ apiKey: ApiKey }>) => ({ apiKey: t.field({ type: ApiKeyRef, resolve: (payload) => payload.apiKey }) }),
};

builder.relayMutationField(
  'createApiKey',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      name: t.string({ required: true, description: 'What the key is for, e.g. "CRM sync".' }),
      scopes: t.field({ type: [ApiKeyScopeEnum], required: true, description: 'Implied scopes are added: WRITE includes READ, ADMIN includes both.' }),
      expiresAt: t.field({ type: 'DateTime', required: false, description: 'After this the key is refused; null keeps it until revoked.' }),
    }),
    validate: z.looseObject({
      name: nameInput,
      scopes: z.array(z.string()).min(1, 'Choose at least one scope.'),
      expiresAt: z
        .date()
        .refine((date) => date.getTime() > Date.now(), 'Choose a date in the future.')
        .nullish(),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => keyManagers(input.organizationId.id),
    resolve: async (_root, { input }, context) =>
      withinPlan(context.services, input.organizationId.id, 'API_KEYS', (tx) =>
        createApiKey(tx, {
          organizationId: input.organizationId.id,
          name: input.name.trim(),
          scopes: input.scopes,
          expiresAt: input.expiresAt ?? null,
          createdById: context.session!.userId,
        }, actorOf(context)),
      ),
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ apiKey: ApiKey; secret: string }>) => ({
      ...apiKeyPayload.outputFields(t),
      secret: t.exposeString('secret', { description: 'The whole key, shown this once: only its hash is stored.' }),
    }),
  },
);

async function keyManagerScopes(context: Context, apiKeyId: string) {
  const apiKey = await context.prisma.apiKey.findUnique({ where: { id: apiKeyId }, select: { organizationId: true } });
  return apiKey ? keyManagers(apiKey.organizationId) : false;
}

builder.relayMutationField(
  'revokeApiKey',
  { inputFields: (t) => ({ apiKeyId: t.globalID({ required: true, for: ApiKeyRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => keyManagerScopes(context, input.apiKeyId.id),
    resolve: async (_root, { input }, context) => {
      const existing = await context.prisma.apiKey.findUniqueOrThrow({ where: { id: input.apiKeyId.id } });
      if (existing.revokedAt) throw ValidationError.forField('apiKeyId', 'This key is already revoked.');
      return { apiKey: await revokeApiKey(context.services, existing.id, actorOf(context)) };
    },
  },
  apiKeyPayload,
);
