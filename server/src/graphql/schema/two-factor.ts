import { actorOf, recordAccountAudit } from '../../audit/record-audit';
import { verifyPassword } from '../../auth/password';
import { forgetTrustedBrowsers, trustedBrowserCookieName } from '../../auth/second-factor-step';
import { beginEnrolment, confirmEnrolment, hasSecondFactor, hasTwoFactor, issueRecoveryCodes, remainingRecoveryCodes, removeTwoFactor, verifySecondFactor } from '../../auth/two-factor';
import { RateLimitedError, ValidationError } from '../../errors';
import { builder } from '../builder';
import type { Context } from '../context';
import { OrganizationRef, publishOrganizationUpdated, updateAuditedOrganization } from './organization';
import { UserRef } from './user';

const isSelf = (userId: string, context: { session: { userId: string } | null }) => context.session?.userId === userId;

builder.objectFields(UserRef, (t) => ({
  twoFactorEnabled: t.boolean({
    description: 'Whether signing in asks for a code from an authenticator app. Only the viewer sees their own.',
    authScopes: (user, _args, context) => isSelf(user.id, context),
    resolve: (user, _args, context) => hasTwoFactor(context.services, user.id),
  }),
  recoveryCodesRemaining: t.int({
    description: 'Unused recovery codes of the viewer.',
    authScopes: (user, _args, context) => isSelf(user.id, context),
    resolve: (user, _args, context) => remainingRecoveryCodes(context.services, user.id),
  }),
  rememberedBrowsers: t.int({
    description: 'Browsers where the viewer chose to skip the second sign-in step for 30 days, still within those days.',
    authScopes: (user, _args, context) => isSelf(user.id, context),
    resolve: (user, _args, context) => context.prisma.trustedBrowser.count({ where: { userId: user.id, expiresAt: { gt: context.services.now() } } }),
  }),
  twoFactorSetupRequired: t.boolean({
    description: 'True when an organization of the viewer requires two-factor sign-in and the viewer has neither codes nor a passkey: the dashboard leads them to set one up.',
    authScopes: (user, _args, context) => isSelf(user.id, context),
    resolve: async (user, _args, context) => {
      const requiring = await context.prisma.membership.count({ where: { userId: user.id, organization: { requireTwoFactor: true } } });
      return requiring > 0 && !(await hasSecondFactor(context.services, user.id));
    },
  }),
}));

builder.relayMutationField(
  'beginTwoFactorSetup',
  null,
  {
    description: 'A new authenticator secret for the viewer, to scan as a QR code; codes are asked for only once confirmTwoFactorSetup accepts one.',
    errors: {},
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => beginEnrolment(context.services, context.session!.user),
  },
  {
    outputFields: (t) => ({
      secret: t.string({ description: 'The secret in base32, to type in when the QR code cannot be scanned.', resolve: (payload) => payload.secret }),
      otpauthUri: t.string({ resolve: (payload) => payload.uri }),
      qrCodeDataUrl: t.string({ description: 'The otpauth URI as a QR code: an SVG data URL.', resolve: (payload) => payload.qrCodeDataUrl }),
    }),
  },
);

builder.relayMutationField(
  'confirmTwoFactorSetup',
  { inputFields: (t) => ({ code: t.string({ required: true, description: 'The 6-digit code the authenticator app shows now.' }) }) },
  {
    errors: { types: [RateLimitedError] },
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => {
      const user = context.session!.user;
      const recoveryCodes = await confirmEnrolment(context.services, user, input.code);
      await recordAccountAudit(context.prisma, actorOf(context), user.id, { action: 'two_factor.enabled', target: { type: 'User', id: user.id, label: user.email } });
      // Roles loaded before now were checked without the second factor: organizations that require it open up.
      context.forgetRoles();
      return { user, recoveryCodes };
    },
  },
  {
    outputFields: (t) => ({
      user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
      recoveryCodes: t.stringList({ description: 'Ten single-use codes, shown this once: each signs in without the authenticator.', resolve: (payload) => payload.recoveryCodes }),
    }),
  },
);

/** Turning codes off or making new recovery codes asks for the password and a current code, so a borrowed session cannot. */
async function assertOwnerPresent(context: Context, password: string, code: string) {
  const user = context.session!.user;
  if (!(await verifyPassword(password, user.passwordHash))) throw ValidationError.forField('currentPassword', 'That is not your current password.');
  if (!(await hasTwoFactor(context.services, user.id))) throw new ValidationError('Two-factor sign-in is not on.');
  await verifySecondFactor(context.services, user, code);
}

builder.relayMutationField(
  'disableTwoFactor',
  {
    inputFields: (t) => ({
      currentPassword: t.string({ required: true }),
      code: t.string({ required: true, description: 'A current code from the authenticator app, or a recovery code.' }),
    }),
  },
  {
    errors: { types: [RateLimitedError] },
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => {
      const user = context.session!.user;
      await assertOwnerPresent(context, input.currentPassword, input.code);
      await removeTwoFactor(context.services, user.id);
      await context.deleteCookie(trustedBrowserCookieName);
      await recordAccountAudit(context.prisma, actorOf(context), user.id, { action: 'two_factor.disabled', target: { type: 'User', id: user.id, label: user.email } });
      context.forgetRoles();
      return { user };
    },
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user }) }) },
);

builder.relayMutationField(
  'regenerateRecoveryCodes',
  {
    description: 'Replaces every recovery code with ten new ones.',
    inputFields: (t) => ({ currentPassword: t.string({ required: true }), code: t.string({ required: true }) }),
  },
  {
    errors: { types: [RateLimitedError] },
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => {
      const user = context.session!.user;
      await assertOwnerPresent(context, input.currentPassword, input.code);
      return { user, recoveryCodes: await issueRecoveryCodes(context.services, user.id) };
    },
  },
  {
    outputFields: (t) => ({
      user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
      recoveryCodes: t.stringList({ resolve: (payload) => payload.recoveryCodes }),
    }),
  },
);

builder.relayMutationField(
  'setTwoFactorRequirement',
  {
    description: 'Requires (or stops requiring) two-factor sign-in of every member; members without it are led to set it up.',
    inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }), required: t.boolean({ required: true }) }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ owner: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      if (input.required && !(await hasSecondFactor(context.services, context.session!.userId))) {
        throw ValidationError.forField('required', 'Set up two-factor sign-in or a passkey for your own account first, so that you keep access.');
      }
      const organization = await updateAuditedOrganization(context, input.organizationId.id, { requireTwoFactor: input.required });
      context.forgetRoles();
      publishOrganizationUpdated(context, organization.id);
      return { organization };
    },
  },
  { outputFields: (t) => ({ organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }) }) },
);

builder.relayMutationField(
  'forgetRememberedBrowsers',
  null,
  {
    description: 'Every browser of the viewer asks for the second sign-in step again, this one included.',
    errors: {},
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      const user = context.session!.user;
      await forgetTrustedBrowsers(context, user.id);
      return { user };
    },
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user }) }) },
);
