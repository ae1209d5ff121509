import { z } from 'zod';
import { actorOf, recordAudit } from '../../audit/record-audit';
import type { SlackIntegration } from '../../generated/prisma/client';
import { checkSlackConnection } from '../../slack/connect';
import { slackAppManifest, slackEventsUrl } from '../../slack/manifest';
import { notePrefix } from '../../slack/receive-reply';
import { builder, type PayloadFieldBuilder } from '../builder';
import { OrganizationRef } from './organization';

export const SlackModeEnum = builder.enumType('SlackMode', {
  values: {
    TWO_WAY: { description: 'New conversations and their messages are posted; replies in a Slack thread reach the visitor.' },
    ALERTS_ONLY: { description: 'New conversations and their messages are posted; the team answers in the dashboard.' },
  },
});

export const SlackIntegrationRef = builder.prismaObject('SlackIntegration', {
  description: "The organization's Slack app. Its bot token and signing secret are never shown again.",
  fields: (t) => ({
    channelId: t.exposeString('channelId'),
    channelName: t.exposeString('channelName'),
    workspaceName: t.exposeString('slackTeamName', { description: 'The Slack workspace the bot token belongs to.' }),
    mode: t.expose('mode', { type: SlackModeEnum }),
    connectedAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField(OrganizationRef, 'slackIntegration', (t) =>
  t.relation('slackIntegration', { nullable: true, authScopes: (organization) => ({ admin: organization.id }) }),
);

builder.objectField(OrganizationRef, 'slackSetup', (t) =>
  t.field({
    description: 'What to paste into Slack when creating the app.',
    authScopes: (organization) => ({ admin: organization.id }),
    type: builder.objectRef<{ organizationId: string; organizationName: string }>('SlackSetup').implement({
      fields: (f) => ({
        eventsUrl: f.string({ description: 'The Events API request URL.', resolve: (setup, _args, context) => slackEventsUrl(context.services.config, setup.organizationId) }),
        manifest: f.string({
          description: 'The app manifest (JSON) for "Create an app → From a manifest".',
          resolve: (setup, _args, context) => slackAppManifest(context.services.config, setup.organizationId, setup.organizationName),
        }),
        notePrefix: f.string({ description: 'A Slack reply starting with this becomes an internal note.', resolve: () => notePrefix }),
      }),
    }),
    resolve: (organization) => ({ organizationId: organization.id, organizationName: organization.name }),
  }),
);

const connectFields = z.looseObject({
  botToken: z.string().trim().min(1, 'Paste the bot token.'),
  signingSecret: z.string().trim().regex(/^[0-9a-f]{16,}$/i, "Paste the signing secret from the app's Basic Information page."),
  channelId: z.string().trim().regex(/^[CG][A-Z0-9]{4,}$/, 'Paste a channel id such as C0123ABCD (channel details → About).'),
});

const integrationPayload = {
  outputFields: (t: PayloadFieldBuilder<{ integration: SlackIntegration }>) => ({
    slackIntegration: t.field({ type: SlackIntegrationRef, resolve: (payload) => payload.integration }),
    organization: t.field({
      type: OrganizationRef,
      resolve: (payload, _args, context) => context.prisma.organization.findUniqueOrThrow({ where: { id: payload.integration.organizationId } }),
    }),
  }),
};

builder.relayMutationField(
  'connectSlack',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      botToken: t.string({ required: true, description: 'The Bot User OAuth Token, xoxb-…' }),
      signingSecret: t.string({ required: true, description: "The app's signing secret (Basic Information)." }),
      channelId: t.string({ required: true, description: 'The channel new conversations are posted to; the bot must be in it.' }),
      mode: t.field({ type: SlackModeEnum, required: false, defaultValue: 'TWO_WAY' }),
    }),
    validate: connectFields,
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const organizationId = input.organizationId.id;
      const channelId = input.channelId.trim();
      const connection = await checkSlackConnection(context.services.config, { botToken: input.botToken.trim(), channelId });
      const secrets = context.services.slackSecrets;
      const values = {
        ...connection,
        channelId,
        mode: input.mode ?? 'TWO_WAY',
        botToken: secrets.seal(input.botToken.trim()),
        signingSecret: secrets.seal(input.signingSecret.trim()),
      };
      const integration = await context.prisma.$transaction(async (tx) => {
        // Connecting again (another channel, workspace or mode) starts afresh: old Slack threads belong to the old app.
        await tx.slackIntegration.deleteMany({ where: { organizationId } });
        const created = await tx.slackIntegration.create({ data: { organizationId, ...values } });
        await recordAudit(tx, actorOf(context), {
          organizationId,
          action: 'slack.connected',
          target: { type: 'SlackIntegration', id: created.id, label: `${connection.slackTeamName} #${connection.channelName}` },
          changes: { mode: { before: null, after: created.mode } },
        });
        return created;
      });
      return { integration };
    },
  },
  integrationPayload,
);

builder.relayMutationField(
  'disconnectSlack',
  { inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const organizationId = input.organizationId.id;
      await context.prisma.$transaction(async (tx) => {
        const removed = await tx.slackIntegration.deleteMany({ where: { organizationId } });
        if (removed.count > 0) await recordAudit(tx, actorOf(context), { organizationId, action: 'slack.disconnected' });
      });
      return { organizationId };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ organizationId: string }>) => ({
      organization: t.field({
        type: OrganizationRef,
        resolve: (payload, _args, context) => context.prisma.organization.findUniqueOrThrow({ where: { id: payload.organizationId } }),
      }),
    }),
  },
);
