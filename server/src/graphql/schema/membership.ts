import type { PrismaClient } from '../../generated/prisma/client';
import { actorOf } from '../../audit/record-audit';
import { ValidationError } from '../../errors';
import { presenceOf } from '../../conversations/presence';
import { changeRole, endMembership } from '../../organizations/memberships';
import { builder, type PayloadFieldBuilder } from '../builder';
import { perViewer } from '../shared-runs';
import type { Context } from '../context';
import { OrganizationRef, publishOrganizationUpdated } from './organization';
import { RoleEnum } from './role';
import { readOnlyReason, readOnlyReasonDescription } from './read-only-reason';

export const OperatorStatusEnum = builder.enumType('OperatorStatus', {
  values: { ONLINE: { description: 'Available for conversations.' }, AWAY: { description: 'Signed in but not answering.' } },
});

const PresenceEnum = builder.enumType('Presence', {
  values: { ONLINE: {}, AWAY: {}, OFFLINE: { description: 'No open dashboard has checked in for a minute.' } },
});

export const MembershipRef = builder.prismaNode('Membership', {
  id: { field: 'id' },
  authScopes: (membership) => ({ member: membership.organizationId }),
  fields: (t) => ({
    role: t.expose('role', { type: RoleEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    user: t.relation('user'),
    organization: t.relation('organization'),
    status: t.expose('status', { type: OperatorStatusEnum, description: 'What the operator chose.' }),
    presence: t.field({
      type: PresenceEnum,
      description: 'What teammates see: the chosen status while the dashboard is open, else OFFLINE.',
      resolve: (membership) => presenceOf(membership),
    }),
    lastHeartbeatAt: t.expose('lastHeartbeatAt', { type: 'DateTime', nullable: true }),
    isViewer: t.boolean({ resolve: (membership, _args, context, info) => perViewer(context, info, (viewer) => membership.userId === viewer.session?.userId) }),
    readOnlyReason: t.string({
      nullable: true,
      description: `${readOnlyReasonDescription} Such a member can sign in and read, but their changes are refused.`,
      resolve: (membership, _args, context) => readOnlyReason(context, membership.organizationId, 'SEATS', membership.userId),
    }),
    teams: t.prismaField({
      type: ['Team'],
      resolve: (query, membership, _args, context) =>
        context.prisma.team.findMany({
          ...query,
          where: { organizationId: membership.organizationId, members: { some: { userId: membership.userId } } },
          orderBy: { name: 'asc' },
        }),
    }),
  }),
});

const lastOwnerMessage = 'An organization needs at least one owner. Make someone else an owner first.';

async function isLastOwner(prisma: PrismaClient, membership: { organizationId: string; role: string }) {
  if (membership.role !== 'OWNER') return false;
  return (await prisma.membership.count({ where: { organizationId: membership.organizationId, role: 'OWNER' } })) === 1;
}

/** Scopes for acting on one membership: admins manage agents and admins; only owners touch owners. */
async function membershipScopes(context: Context, membershipId: string, touchesOwner: boolean) {
  const membership = await context.prisma.membership.findUnique({ where: { id: membershipId } });
  if (!membership) return false;
  return membership.role === 'OWNER' || touchesOwner ? { owner: membership.organizationId } : { admin: membership.organizationId };
}

async function removeMembership(context: Context, membershipId: string) {
  const { prisma } = context;
  const membership = await prisma.membership.findUniqueOrThrow({ where: { id: membershipId } });
  if (await isLastOwner(prisma, membership)) throw new ValidationError(lastOwnerMessage);
  await endMembership(context.services, membership, actorOf(context));
  context.forgetRoles();
  publishOrganizationUpdated(context, membership.organizationId);
  return { removedMembershipId: membership.id };
}

const removedPayload = {
  outputFields: (t: PayloadFieldBuilder<{ removedMembershipId: string }>) => ({
    removedMembershipId: t.globalID({ resolve: (payload) => ({ type: 'Membership', id: payload.removedMembershipId }) }),
  }),
};

builder.relayMutationField(
  'changeMemberRole',
  {
    inputFields: (t) => ({
      membershipId: t.globalID({ required: true, for: MembershipRef }),
      role: t.field({ type: RoleEnum, required: true }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => membershipScopes(context, input.membershipId.id, input.role === 'OWNER'),
    resolve: async (_root, { input }, context) => {
      const current = await context.prisma.membership.findUniqueOrThrow({ where: { id: input.membershipId.id } });
      if (input.role !== 'OWNER' && (await isLastOwner(context.prisma, current))) throw new ValidationError(lastOwnerMessage);
      const membership = await changeRole(context.services, current.id, input.role, actorOf(context));
      context.forgetRoles();
      publishOrganizationUpdated(context, membership.organizationId);
      return { membership };
    },
  },
  { outputFields: (t) => ({ membership: t.prismaField({ type: 'Membership', resolve: (_query, payload) => payload.membership }) }) },
);

builder.relayMutationField(
  'removeMember',
  { inputFields: (t) => ({ membershipId: t.globalID({ required: true, for: MembershipRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => membershipScopes(context, input.membershipId.id, false),
    resolve: (_root, { input }, context) => removeMembership(context, input.membershipId.id),
  },
  removedPayload,
);

builder.relayMutationField(
  'leaveOrganization',
  { inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ self: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const membership = await context.prisma.membership.findUniqueOrThrow({
        where: { userId_organizationId: { userId: context.session!.userId, organizationId: input.organizationId.id } },
      });
      return removeMembership(context, membership.id);
    },
  },
  removedPayload,
);
