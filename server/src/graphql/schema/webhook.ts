import { actorOf, recordAudit } from '../../audit/record-audit';
import { z } from 'zod';
import type { WebhookEndpoint } from '../../generated/prisma/client';
import { assertEditable } from '../../billing/allowance-reads';
import { withinPlan } from '../../billing/plan-limits';
import { ValidationError } from '../../errors';
import { webhookEventTypes } from '../../webhooks/event-types';
import { checkEndpointUrl, queueRedelivery, queueTestEvent, rotateSecret } from '../../webhooks/endpoints';
import { newWebhookSecret } from '../../webhooks/secrets';
import { readableSecret } from '../../webhooks/secrets';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { OrganizationRef } from './organization';
import { readOnlyReason, readOnlyReasonDescription } from './read-only-reason';

export const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: {
    PENDING: { description: 'Not delivered yet: an attempt is due at `nextAttemptAt`.' },
    SUCCEEDED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Every scheduled attempt failed, or the endpoint answered 410 Gone.' },
  },
});

export const WebhookAttemptRef = builder.prismaObject('WebhookAttempt', {
  fields: (t) => ({
    number: t.exposeInt('number', { description: '1 for the first attempt.' }),
    statusCode: t.exposeInt('statusCode', { nullable: true, description: "The endpoint's HTTP status; null when it did not answer." }),
    error: t.exposeString('error', { nullable: true, description: 'Why no answer came: timeout, connection error, refused address.' }),
    durationMs: t.exposeInt('durationMs'),
    responseBody: t.exposeString('responseBody', { description: 'The first 2 KB of the answer.' }),
    attemptedAt: t.expose('attemptedAt', { type: 'DateTime' }),
  }),
});

export const WebhookDeliveryRef = builder.prismaNode('WebhookDelivery', {
  id: { field: 'id' },
  authScopes: async (delivery, context) => {
    const endpoint = await context.prisma.webhookEndpoint.findUnique({ where: { id: delivery.endpointId }, select: { organizationId: true } });
    return endpoint ? { admin: endpoint.organizationId } : false;
  },
  fields: (t) => ({
    webhookId: t.string({ description: 'The `webhook-id` header: the same on every attempt.', resolve: (delivery) => `msg_${delivery.id}` }),
    eventType: t.exposeString('eventType'),
    payload: t.exposeString('payload', { description: 'The JSON body, exactly as sent.' }),
    status: t.expose('status', { type: WebhookDeliveryStatusEnum }),
    attemptCount: t.exposeInt('attemptCount'),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    attempts: t.relation('attempts', { description: 'Newest first.', query: { orderBy: { number: 'desc' } } }),
    lastAttempt: t.field({
      type: WebhookAttemptRef,
      nullable: true,
      description: 'The latest attempt, for a log line.',
      select: { attempts: { orderBy: { number: 'desc' }, take: 1 } },
      resolve: (delivery) => delivery.attempts[0] ?? null,
    }),
  }),
});

export const WebhookEndpointRef = builder.prismaNode('WebhookEndpoint', {
  id: { field: 'id' },
  authScopes: (endpoint) => ({ admin: endpoint.organizationId }),
  fields: (t) => ({
    url: t.exposeString('url'),
    readOnlyReason: t.string({
      nullable: true,
      description: readOnlyReasonDescription,
      resolve: (endpoint, _args, context) => readOnlyReason(context, endpoint.organizationId, 'WEBHOOKS', endpoint.id),
    }),
    description: t.exposeString('description'),
    events: t.exposeStringList('events'),
    includeNotes: t.exposeBoolean('includeNotes', { description: 'Whether internal notes are sent as message.created.' }),
    enabled: t.exposeBoolean('enabled'),
    disabledReason: t.exposeString('disabledReason', { nullable: true, description: 'Why the server turned the endpoint off, if it did.' }),
    secret: t.string({
      nullable: true,
      description: 'The whsec_… signing secret; null when this server cannot decrypt it (SECRET_KEY changed): rotate it to get a new one.',
      resolve: (endpoint, _args, context) => readableSecret(context.services.webhookSecrets, endpoint.secret),
    }),
    previousSecretExpiresAt: t.expose('previousSecretExpiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'After a rotation, deliveries are signed with the previous secret too until then.',
    }),
    failingSince: t.expose('failingSince', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveries: t.relatedConnection('deliveries', { cursor: 'id', description: 'The delivery log, newest first.', query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] } }),
  }),
});

builder.prismaObjectField(OrganizationRef, 'webhookEndpoints', (t) =>
  t.relation('webhookEndpoints', { authScopes: (organization) => ({ admin: organization.id }), query: { orderBy: { createdAt: 'asc' } } }),
);

builder.queryField('webhookEventTypes', (t) =>
  t.stringList({ description: 'The events a webhook endpoint can ask for.', resolve: () => [...webhookEventTypes] }),
);

const endpointFields = z.looseObject({
  description: z.string().max(200, 'Keep the description under 200 characters.'),
  events: z
    .array(z.enum(webhookEventTypes, 'Choose events from the list.'))
    .min(1, 'Choose at least one event.'),
});

async function endpointAdminScopes(context: Context, endpointId: string) {
  const endpoint = await context.prisma.webhookEndpoint.findUnique({ where: { id: endpointId }, select: { organizationId: true } });
  return endpoint ? { admin: endpoint.organizationId } : false;
}

const endpointTarget = (endpoint: WebhookEndpoint) => ({ type: 'WebhookEndpoint', id: endpoint.id, label: endpoint.url });

const endpointPayload = {
  outputFields: (t: PayloadFieldBuilder<{ endpoint: WebhookEndpoint }>) => ({
    endpoint: t.field({ type: WebhookEndpointRef, resolve: (payload) => payload.endpoint }),
  }),
};

builder.relayMutationField(
  'createWebhookEndpoint',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      url: t.string({ required: true }),
      description: t.string({ required: false, defaultValue: '' }),
      events: t.stringList({ required: true }),
      includeNotes: t.boolean({ required: false, defaultValue: false }),
    }),
    validate: endpointFields,
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const url = await checkEndpointUrl(context.services.config, input.url);
      const endpoint = await withinPlan(context.services, input.organizationId.id, 'WEBHOOKS', async (tx) => {
        const created = await tx.webhookEndpoint.create({
          data: {
            organizationId: input.organizationId.id,
            url,
            description: input.description ?? '',
            events: input.events,
            includeNotes: input.includeNotes ?? false,
            secret: context.services.webhookSecrets.seal(newWebhookSecret()),
          },
        });
        await recordAudit(tx, actorOf(context), {
          organizationId: created.organizationId,
          action: 'webhook_endpoint.created',
          target: endpointTarget(created),
          changes: { url: { before: null, after: created.url }, events: { before: null, after: created.events } },
        });
        return created;
      });
      return { endpoint };
    },
  },
  endpointPayload,
);

builder.relayMutationField(
  'updateWebhookEndpoint',
  {
    inputFields: (t) => ({
      endpointId: t.globalID({ required: true, for: WebhookEndpointRef }),
      url: t.string({ required: true }),
      description: t.string({ required: false, defaultValue: '' }),
      events: t.stringList({ required: true }),
      includeNotes: t.boolean({ required: false, defaultValue: false }),
      enabled: t.boolean({ required: true }),
    }),
    validate: endpointFields,
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => endpointAdminScopes(context, input.endpointId.id),
    resolve: async (_root, { input }, context) => {
      const existing = await context.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: input.endpointId.id }, select: { organizationId: true } });
      await assertEditable(context, existing.organizationId, 'WEBHOOKS', input.endpointId.id);
      const url = await checkEndpointUrl(context.services.config, input.url);
      const endpoint = await context.prisma.webhookEndpoint.update({
        where: { id: input.endpointId.id },
        data: {
          url,
          description: input.description ?? '',
          events: input.events,
          includeNotes: input.includeNotes ?? false,
          enabled: input.enabled,
          // Turned back on by hand: the old failures no longer count against it.
          ...(input.enabled ? { disabledReason: null, failingSince: null } : {}),
        },
      });
      if (endpoint.enabled) context.services.webhooks.nudge();
      return { endpoint };
    },
  },
  endpointPayload,
);

builder.relayMutationField(
  'deleteWebhookEndpoint',
  { inputFields: (t) => ({ endpointId: t.globalID({ required: true, for: WebhookEndpointRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => endpointAdminScopes(context, input.endpointId.id),
    resolve: async (_root, { input }, context) => {
      const endpoint = await context.prisma.$transaction(async (tx) => {
        const deleted = await tx.webhookEndpoint.delete({ where: { id: input.endpointId.id } });
        await recordAudit(tx, actorOf(context), { organizationId: deleted.organizationId, action: 'webhook_endpoint.deleted', target: endpointTarget(deleted) });
        return deleted;
      });
      return { deletedEndpointId: endpoint.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedEndpointId: t.globalID({ resolve: (payload) => ({ type: 'WebhookEndpoint', id: payload.deletedEndpointId }) }),
    }),
  },
);

builder.relayMutationField(
  'rotateWebhookSecret',
  { inputFields: (t) => ({ endpointId: t.globalID({ required: true, for: WebhookEndpointRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => endpointAdminScopes(context, input.endpointId.id),
    resolve: async (_root, { input }, context) => {
      const endpoint = await context.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: input.endpointId.id } });
      return { endpoint: await rotateSecret(context.prisma, context.services.webhookSecrets, endpoint, context.services.now()) };
    },
  },
  endpointPayload,
);

const deliveryPayload = {
  outputFields: (t: PayloadFieldBuilder<{ deliveryId: string }>) => ({
    delivery: t.prismaField({
      type: 'WebhookDelivery',
      resolve: (query, payload, _args, context) => context.prisma.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: payload.deliveryId } }),
    }),
  }),
};

builder.relayMutationField(
  'sendTestWebhookEvent',
  { inputFields: (t) => ({ endpointId: t.globalID({ required: true, for: WebhookEndpointRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => endpointAdminScopes(context, input.endpointId.id),
    resolve: async (_root, { input }, context) => {
      const endpoint = await context.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: input.endpointId.id } });
      if (!endpoint.enabled) throw ValidationError.forField('endpointId', 'Turn the endpoint on before sending it a test event.');
      const delivery = await queueTestEvent(context.prisma, endpoint, context.services.now());
      context.services.webhooks.nudge();
      return { deliveryId: delivery.id };
    },
  },
  deliveryPayload,
);

builder.relayMutationField(
  'redeliverWebhook',
  { inputFields: (t) => ({ deliveryId: t.globalID({ required: true, for: WebhookDeliveryRef }) }) },
  {
    errors: {},
    authScopes: async (_root, { input }, context) => {
      const delivery = await context.prisma.webhookDelivery.findUnique({ where: { id: input.deliveryId.id }, select: { endpoint: { select: { organizationId: true } } } });
      return delivery ? { admin: delivery.endpoint.organizationId } : false;
    },
    resolve: async (_root, { input }, context) => {
      const delivery = await queueRedelivery(context.prisma, input.deliveryId.id, context.services.now());
      context.services.webhooks.nudge();
      return { deliveryId: delivery.id };
    },
  },
  deliveryPayload,
);
