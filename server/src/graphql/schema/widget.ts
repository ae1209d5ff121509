import { randomBytes } from 'node:crypto';
import { isTeamAvailable } from '../../conversations/presence';
import { nameInput } from '../../validation';
import { appLink } from '../../services';
import { z } from 'zod';
import type { Widget } from '../../generated/prisma/client';
import { builder } from '../builder';
import { AvailabilityRef, availabilityShape } from './availability';
import { OrganizationRef } from './organization';

export function installSnippet(publicUrl: string, clientId: string): string {
  return `<script src="${publicUrl}/widget.js" data-client-id="${clientId}" async></script>`;
}

export const WidgetRef = builder.prismaNode('Widget', {
  id: { field: 'id' },
  authScopes: (widget) => ({ member: widget.organizationId }),
  fields: (t) => ({
    name: t.exposeString('name'),
    clientId: t.exposeString('clientId'),
    enabled: t.exposeBoolean('enabled'),
    color: t.exposeString('color'),
    greeting: t.exposeString('greeting'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    installSnippet: t.string({
      description: 'The script tag to paste before </body> on the site.',
      resolve: (widget, _args, context) => installSnippet(context.services.config.publicUrl, widget.clientId),
    }),
    chatLink: t.string({
      description: 'A full-page chat for this widget, for links in emails or social profiles.',
      resolve: (widget, _args, context) => appLink(context.services.config, `/widgets/${widget.clientId}`),
    }),
  }),
});

builder.relayMutationField(
  'createWidget',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      name: t.string({ required: true }),
    }),
    validate: z.looseObject({ name: nameInput }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const widget = await context.prisma.widget.create({
        data: {
          organizationId: input.organizationId.id,
          name: input.name,
          clientId: randomBytes(12).toString('base64url'),
          identitySecret: randomBytes(32).toString('base64url'),
        },
      });
      return { widget };
    },
  },
  { outputFields: (t) => ({ widget: t.prismaField({ type: 'Widget', resolve: (_query, payload) => payload.widget }) }) },
);

type PublicWidgetShape = Widget & { organization: { name: string } };

export const PublicWidget = builder.objectRef<PublicWidgetShape>('PublicWidget').implement({
  description: 'What a visitor may know about a widget: its look and texts, nothing else.',
  fields: (t) => ({
    clientId: t.exposeString('clientId'),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
    greeting: t.exposeString('greeting'),
    organizationName: t.string({ resolve: (widget) => widget.organization.name }),
    availability: t.field({ type: AvailabilityRef, resolve: (widget, _args, context) => availabilityShape(context.prisma, widget.organizationId) }),
    teamAvailable: t.boolean({
      description: 'Whether someone on the team is online to answer now; `availability` also weighs office hours.',
      resolve: (widget, _args, context) => isTeamAvailable(context.prisma, widget.organizationId),
    }),
  }),
});

builder.queryField('publicWidget', (t) =>
  t.field({
    type: PublicWidget,
    nullable: true,
    description: 'The widget behind a client id, for the chat window; null when unknown or disabled.',
    args: { clientId: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.prisma.widget.findFirst({ where: { clientId: args.clientId, enabled: true }, include: { organization: true } }),
  }),
);
