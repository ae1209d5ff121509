import { actorOf, recordAudit } from '../../audit/record-audit';
import { generateToken, hashToken } from '../../auth/tokens';
import { withinPlan } from '../../billing/plan-limits';
import { InvalidTokenError, RateLimitedError, ValidationError } from '../../errors';
import { spendEmailBudget } from '../../email/email-budget';
import * as emails from '../../email/templates';
import type { Invitation, Prisma, Role } from '../../generated/prisma/client';
import { appLink } from '../../services';
import { emailInput } from '../../validation';
import { z } from 'zod';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { OrganizationRef, publishOrganizationUpdated } from './organization';
import { RoleEnum } from './role';
import { TeamRef } from './team';

const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const InvitationRef = builder.prismaNode('Invitation', {
  id: { field: 'id' },
  authScopes: (invitation) => ({ admin: invitation.organizationId }),
  fields: (t) => ({
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    invitedBy: t.relation('invitedBy'),
    teams: t.prismaField({
      type: ['Team'],
      resolve: (query, invitation, _args, context) =>
        context.prisma.team.findMany({ ...query, where: { id: { in: invitation.teamIds }, organizationId: invitation.organizationId } }),
    }),
  }),
});

/** A fresh token and expiry, then the email: used for the first send and for every resend. */
async function sendInvitation(context: Context, invitation: Invitation): Promise<Invitation> {
  const token = generateToken();
  const updated = await context.prisma.invitation.update({
    where: { id: invitation.id },
    data: { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + invitationLifetimeMs), invitedById: context.session!.userId },
    include: { organization: true },
  });
  const link = appLink(context.services.config, '/register', { invitation: token });
  await context.services.mailer.send(emails.invitation(updated.email, context.session!.user.name, updated.organization.name, link));
  publishOrganizationUpdated(context, invitation.organizationId);
  return updated;
}

async function invitationScopes(context: Context, invitationId: string) {
  const invitation = await context.prisma.invitation.findUnique({ where: { id: invitationId } });
  if (!invitation) return false;
  return { $all: { operator: invitation.organizationId, [invitation.role === 'OWNER' ? 'owner' : 'admin']: invitation.organizationId } };
}

function isPending(invitation: Invitation): boolean {
  return !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt.getTime() > Date.now();
}

const invitationPayload = {
  outputFields: (t: PayloadFieldBuilder<{ invitation: Invitation }>) => ({
    invitation: t.field({ type: InvitationRef, resolve: (payload) => payload.invitation }),
  }),
};

builder.relayMutationField(
  'inviteMember',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      email: t.string({ required: true }),
      role: t.field({ type: RoleEnum, required: true }),
      teamIds: t.globalIDList({ for: TeamRef }),
    }),
    validate: z.looseObject({ email: emailInput }),
  },
  {
    errors: { types: [RateLimitedError] },
    // Invitations come from a person, named in the email: never from an API key.
    authScopes: (_root, { input }) => ({ $all: { operator: input.organizationId.id, [input.role === 'OWNER' ? 'owner' : 'admin']: input.organizationId.id } }),
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const organizationId = input.organizationId.id;
      const alreadyMember = await prisma.membership.findFirst({ where: { organizationId, user: { email: input.email } } });
      if (alreadyMember) throw ValidationError.forField('email', 'This person is already a member.');
      const teamIds = (input.teamIds ?? []).map((teamId) => teamId.id);
      const teams = await prisma.team.count({ where: { id: { in: teamIds }, organizationId } });
      if (teams !== new Set(teamIds).size) throw ValidationError.forField('teamIds', 'Choose teams of this organization.');
      await spendEmailBudget(context, 'invitation', input.email);
      const existing = (await prisma.invitation.findMany({ where: { organizationId, email: input.email } })).find(isPending);
      // A new invitation takes a seat until it is accepted, revoked or expires; its audit entry shares its transaction.
      const save = async (tx: Prisma.TransactionClient) => {
        const saved = existing
          ? await tx.invitation.update({ where: { id: existing.id }, data: { role: input.role as Role, teamIds } })
          : await tx.invitation.create({
              data: {
                organizationId,
                email: input.email,
                role: input.role as Role,
                teamIds,
                tokenHash: hashToken(generateToken()),
                invitedById: context.session!.userId,
                expiresAt: new Date(Date.now() + invitationLifetimeMs),
              },
            });
        await recordAudit(tx, actorOf(context), {
          organizationId,
          action: 'invitation.created',
          target: { type: 'Invitation', id: saved.id, label: saved.email },
          changes: { role: { before: existing?.role ?? null, after: saved.role } },
        });
        return saved;
      };
      const invitation = existing ? await prisma.$transaction(save) : await withinPlan(context.services, organizationId, 'SEATS', save);
      return { invitation: await sendInvitation(context, invitation) };
    },
  },
  invitationPayload,
);

builder.relayMutationField(
  'resendInvitation',
  { inputFields: (t) => ({ invitationId: t.globalID({ required: true, for: InvitationRef }) }) },
  {
    errors: { types: [RateLimitedError] },
    authScopes: (_root, { input }, context) => invitationScopes(context, input.invitationId.id),
    resolve: async (_root, { input }, context) => {
      const invitation = await context.prisma.invitation.findUniqueOrThrow({ where: { id: input.invitationId.id } });
      if (invitation.acceptedAt || invitation.revokedAt) throw new ValidationError('This invitation is no longer open.');
      await spendEmailBudget(context, 'invitation', invitation.email);
      return { invitation: await sendInvitation(context, invitation) };
    },
  },
  invitationPayload,
);

builder.relayMutationField(
  'revokeInvitation',
  { inputFields: (t) => ({ invitationId: t.globalID({ required: true, for: InvitationRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => invitationScopes(context, input.invitationId.id),
    resolve: async (_root, { input }, context) => {
      const invitation = await context.prisma.$transaction(async (tx) => {
        const revoked = await tx.invitation.update({ where: { id: input.invitationId.id }, data: { revokedAt: new Date() } });
        await recordAudit(tx, actorOf(context), {
          organizationId: revoked.organizationId,
          action: 'invitation.revoked',
          target: { type: 'Invitation', id: revoked.id, label: revoked.email },
        });
        return revoked;
      });
      publishOrganizationUpdated(context, invitation.organizationId);
      return { revokedInvitationId: invitation.id };
    },
  },
  {
    outputFields: (t) => ({
      revokedInvitationId: t.globalID({ resolve: (payload) => ({ type: 'Invitation', id: payload.revokedInvitationId }) }),
    }),
  },
);

export async function findPendingInvitation(context: Context, token: string) {
  const invitation = await context.prisma.invitation.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { organization: true, invitedBy: true },
  });
  return invitation && isPending(invitation) ? invitation : null;
}

const InvitationPreview = builder
  .objectRef<NonNullable<Awaited<ReturnType<typeof findPendingInvitation>>>>('InvitationPreview')
  .implement({
    description: 'What the person holding an invitation link may see before accepting it.',
    fields: (t) => ({
      email: t.exposeString('email'),
      role: t.field({ type: RoleEnum, resolve: (invitation) => invitation.role }),
      organizationName: t.string({ resolve: (invitation) => invitation.organization.name }),
      inviterName: t.string({ resolve: (invitation) => invitation.invitedBy.name }),
    }),
  });

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationPreview,
    nullable: true,
    description: 'The open invitation behind an emailed link; null when it is unknown, used, revoked or expired.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => findPendingInvitation(context, args.token),
  }),
);

builder.relayMutationField(
  'acceptInvitation',
  { inputFields: (t) => ({ token: t.string({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    errors: { types: [InvalidTokenError] },
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const user = context.session!.user;
      const invitation = await findPendingInvitation(context, input.token);
      if (!invitation) throw new InvalidTokenError('This invitation is invalid, was revoked or has expired. Ask for a new one.');
      if (invitation.email !== user.email) {
        throw new ValidationError(`This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`);
      }
      const organizationId = invitation.organizationId;
      await prisma.$transaction([
        prisma.membership.upsert({
          where: { userId_organizationId: { userId: user.id, organizationId } },
          create: { userId: user.id, organizationId, role: invitation.role },
          update: {},
        }),
        prisma.teamMember.createMany({
          data: invitation.teamIds.map((teamId) => ({ organizationId, teamId, userId: user.id })),
          skipDuplicates: true,
        }),
        prisma.invitation.update({ where: { id: invitation.id }, data: { acceptedAt: new Date() } }),
        // The link reached this address, which proves it.
        prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: user.emailVerifiedAt ?? new Date() } }),
        prisma.session.update({ where: { id: context.session!.id }, data: { activeOrganizationId: organizationId } }),
      ]);
      context.session = { ...context.session!, activeOrganizationId: organizationId, user: { ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() } };
      context.forgetRoles();
      publishOrganizationUpdated(context, organizationId);
      return { organization: invitation.organization };
    },
  },
  {
    outputFields: (t) => ({ organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }) }),
  },
);
