import { actorOf, changedFields, recordAudit } from '../../audit/record-audit';
import { randomBytes } from 'node:crypto';
import type { Organization, PrismaClient } from '../../generated/prisma/client';
import { isTeamAvailable } from '../../conversations/presence';
import { ValidationError } from '../../errors';
import { scheduleOrganizationDeletion } from '../../privacy/organization-deletion';
import { recordOrganizationCreated } from '../../telemetry/business-events';
import { nameInput, timezoneInput } from '../../validation';
import { z } from 'zod';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { liveEvents } from '../live-events';
import { oncePerEvent } from '../once-per-event';
import { RoleEnum } from './role';
import { readOnlyReason } from './read-only-reason';

export const OrganizationRef = builder.prismaNode('Organization', {
  id: { field: 'id' },
  authScopes: (organization) => ({ member: organization.id }),
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    timezone: t.exposeString('timezone'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    requireTwoFactor: t.exposeBoolean('requireTwoFactor', { description: 'Members must set up two-factor sign-in before they can use the dashboard.' }),
    onboardingCompleted: t.boolean({ resolve: (organization) => organization.onboardingCompletedAt !== null }),
    viewerRole: t.field({
      type: RoleEnum,
      description: "The signed-in operator's role here (API keys have none: see `apiKey.scopes`).",
      authScopes: (organization) => ({ operator: organization.id }),
      resolve: async (organization, _args, context) => (await context.roleIn(organization.id))!,
    }),
    viewerReadOnlyReason: t.string({
      nullable: true,
      description: "Why the signed-in operator's seat is read-only after a downgrade (beyond the seats the plan includes); null when they can act.",
      authScopes: (organization) => ({ operator: organization.id }),
      resolve: (organization, _args, context) => readOnlyReason(context, organization.id, 'SEATS', context.session!.userId),
    }),
    teamAvailable: t.boolean({
      description: 'Whether at least one operator is online; `availability` also weighs office hours.',
      resolve: (organization, _args, context) => isTeamAvailable(context.prisma, organization.id),
    }),
    members: t.relation('memberships', { query: { orderBy: { createdAt: 'asc' } } }),
    teams: t.relation('teams', { query: { orderBy: { name: 'asc' } } }),
    widgets: t.relation('widgets', { query: { orderBy: { createdAt: 'asc' } } }),
    pendingInvitations: t.relation('invitations', {
      authScopes: (organization) => ({ admin: organization.id }),
      query: () => ({ where: { acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } }, orderBy: { createdAt: 'desc' } }),
    }),
  }),
});

/** Settings whose changes the audit log shows. */
const auditedOrganizationFields = ['name', 'timezone', 'requireTwoFactor', 'assignOnReply'] as const;

/** Changes organization settings and records them in the audit log, in one transaction. */
export async function updateAuditedOrganization(
  context: Context,
  organizationId: string,
  data: Partial<Pick<Organization, (typeof auditedOrganizationFields)[number]>>,
): Promise<Organization> {
  return context.prisma.$transaction(async (tx) => {
    const before = await tx.organization.findUniqueOrThrow({ where: { id: organizationId } });
    const after = await tx.organization.update({ where: { id: organizationId }, data });
    const changes = changedFields(before, data, auditedOrganizationFields);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actorOf(context), { organizationId, action: 'organization.updated', target: { type: 'Organization', id: organizationId, label: after.name }, changes });
    }
    return after;
  });
}

function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return base || 'organization';
}

async function uniqueSlug(prisma: PrismaClient, name: string): Promise<string> {
  const base = slugify(name);
  if (!(await prisma.organization.findUnique({ where: { slug: base } }))) return base;
  return `${base}-${randomBytes(3).toString('hex')}`;
}

export function publishOrganizationUpdated(context: Pick<Context, 'services'>, organizationId: string) {
  context.services.pubsub.publish('organization:updated', organizationId, { organizationId });
}

const organizationPayload = {
  outputFields: (t: PayloadFieldBuilder<{ organization: Organization }>) => ({
    organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }),
  }),
};

builder.relayMutationField(
  'createOrganization',
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      timezone: t.string({ required: true }),
    }),
    validate: z.looseObject({ name: nameInput, timezone: timezoneInput }),
  },
  {
    errors: {},
    authScopes: { verified: true },
    resolve: async (_root, { input }, context) => {
      const userId = context.session!.userId;
      const organization = await context.prisma.organization.create({
        data: {
          name: input.name,
          timezone: input.timezone,
          slug: await uniqueSlug(context.prisma, input.name),
          memberships: { create: { userId, role: 'OWNER' } },
        },
      });
      await context.prisma.session.update({ where: { id: context.session!.id }, data: { activeOrganizationId: organization.id } });
      context.session = { ...context.session!, activeOrganizationId: organization.id };
      context.forgetRoles();
      recordOrganizationCreated(context.services, { organizationId: organization.id, userId });
      return { organization };
    },
  },
  organizationPayload,
);

builder.relayMutationField(
  'switchOrganization',
  { inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ self: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      await context.prisma.session.update({
        where: { id: context.session!.id },
        data: { activeOrganizationId: input.organizationId.id },
      });
      context.session = { ...context.session!, activeOrganizationId: input.organizationId.id };
      const organization = await context.prisma.organization.findUniqueOrThrow({ where: { id: input.organizationId.id } });
      return { organization };
    },
  },
  organizationPayload,
);

builder.relayMutationField(
  'updateOrganization',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      name: t.string({ required: true }),
      timezone: t.string({ required: true }),
    }),
    validate: z.looseObject({ name: nameInput, timezone: timezoneInput }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const organization = await updateAuditedOrganization(context, input.organizationId.id, { name: input.name, timezone: input.timezone });
      publishOrganizationUpdated(context, organization.id);
      return { organization };
    },
  },
  organizationPayload,
);

builder.relayMutationField(
  'completeOnboarding',
  { inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const organization = await context.prisma.organization.update({
        where: { id: input.organizationId.id },
        data: { onboardingCompletedAt: new Date() },
      });
      return { organization };
    },
  },
  organizationPayload,
);

builder.relayMutationField(
  'deleteOrganization',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      confirmName: t.string({ required: true, description: "The organization's name, typed to confirm." }),
    }),
  },
  {
    errors: {},
    description: 'Schedules the deletion of the organization and everything in it seven days ahead and emails every member; owners can cancel until then (cancelOrganizationDeletion).',
    authScopes: (_root, { input }) => ({ owner: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const existing = await context.prisma.organization.findUniqueOrThrow({ where: { id: input.organizationId.id } });
      if (input.confirmName.trim() !== existing.name) {
        throw ValidationError.forField('confirmName', `Type “${existing.name}” exactly to confirm.`);
      }
      if (existing.deletionScheduledAt) throw ValidationError.forField('organizationId', 'This organization is already scheduled for deletion.');
      await scheduleOrganizationDeletion(context.services, existing.id, actorOf(context));
      publishOrganizationUpdated(context, existing.id);
      return { organization: await context.prisma.organization.findUniqueOrThrow({ where: { id: existing.id } }) };
    },
  },
  organizationPayload,
);

builder.subscriptionField('organizationUpdated', (t) =>
  t.field({
    type: OrganizationRef,
    description: 'Fires whenever the organization, its members, teams or invitations change.',
    args: { organizationId: t.arg.globalID({ required: true, for: OrganizationRef }) },
    authScopes: (_root, args) => ({ member: args.organizationId.id }),
    subscribe: (_root, args, context) => liveEvents(context, [['organization:updated', args.organizationId.id]]),
    resolve: (event, _args, context) => oncePerEvent(event, 'organization', () => context.prisma.organization.findUniqueOrThrow({ where: { id: event.organizationId } })),
  }),
);
