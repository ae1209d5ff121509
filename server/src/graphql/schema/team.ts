import type { Team } from '../../generated/prisma/client';
import { isUniqueViolation } from '../../db/errors';
import { ValidationError } from '../../errors';
import { nameInput } from '../../validation';
import { z } from 'zod';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { MembershipRef } from './membership';
import { OrganizationRef, publishOrganizationUpdated } from './organization';

export const TeamRef = builder.prismaNode('Team', {
  id: { field: 'id' },
  authScopes: (team) => ({ member: team.organizationId }),
  fields: (t) => ({
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    members: t.prismaField({
      type: ['Membership'],
      description: 'Members of the organization who belong to this team.',
      resolve: (query, team, _args, context) =>
        context.prisma.membership.findMany({
          ...query,
          where: { organizationId: team.organizationId, user: { teamMemberships: { some: { teamId: team.id } } } },
          orderBy: { createdAt: 'asc' },
        }),
    }),
  }),
});

const duplicateName = () => ValidationError.forField('name', 'A team with this name already exists.');

async function teamAdminScopes(context: Context, teamId: string) {
  const team = await context.prisma.team.findUnique({ where: { id: teamId } });
  return team ? { admin: team.organizationId } : false;
}

const teamPayload = {
  outputFields: (t: PayloadFieldBuilder<{ team: Team }>) => ({ team: t.field({ type: TeamRef, resolve: (payload) => payload.team }) }),
};

builder.relayMutationField(
  'createTeam',
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
      try {
        const team = await context.prisma.team.create({ data: { organizationId: input.organizationId.id, name: input.name } });
        publishOrganizationUpdated(context, team.organizationId);
        return { team };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },
  },
  teamPayload,
);

builder.relayMutationField(
  'updateTeam',
  {
    inputFields: (t) => ({
      teamId: t.globalID({ required: true, for: TeamRef }),
      name: t.string({ required: true }),
      memberIds: t.globalIDList({ required: true, for: MembershipRef, description: 'The complete new list of members.' }),
    }),
    validate: z.looseObject({ name: nameInput }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => teamAdminScopes(context, input.teamId.id),
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const existing = await prisma.team.findUniqueOrThrow({ where: { id: input.teamId.id } });
      const memberships = await prisma.membership.findMany({
        where: { id: { in: input.memberIds.map((memberId) => memberId.id) }, organizationId: existing.organizationId },
      });
      if (memberships.length !== new Set(input.memberIds.map((memberId) => memberId.id)).size) {
        throw ValidationError.forField('memberIds', 'Only members of this organization can join its teams.');
      }
      try {
        const [team] = await prisma.$transaction([
          prisma.team.update({ where: { id: existing.id }, data: { name: input.name } }),
          prisma.teamMember.deleteMany({ where: { teamId: existing.id } }),
          prisma.teamMember.createMany({
            data: memberships.map((membership) => ({
              organizationId: existing.organizationId,
              teamId: existing.id,
              userId: membership.userId,
            })),
          }),
        ]);
        publishOrganizationUpdated(context, team.organizationId);
        return { team };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },
  },
  teamPayload,
);

builder.relayMutationField(
  'deleteTeam',
  { inputFields: (t) => ({ teamId: t.globalID({ required: true, for: TeamRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => teamAdminScopes(context, input.teamId.id),
    resolve: async (_root, { input }, context) => {
      const team = await context.prisma.team.delete({ where: { id: input.teamId.id } });
      publishOrganizationUpdated(context, team.organizationId);
      return { deletedTeamId: team.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedTeamId: t.globalID({ resolve: (payload) => ({ type: 'Team', id: payload.deletedTeamId }) }),
    }),
  },
);
