import { consumeAuthToken, findAuthToken, findConfirmedBySpentLink, isAuthTokenUsable, issueAuthToken } from '../../auth/auth-tokens';
import { hashPassword, placeholderPasswordHash, verifyPassword } from '../../auth/password';
import { endSessions, revokeSessions } from '../../auth/sessions';
import { admitPasswordAttempt, recordSignInByLink, recordSuccessfulSignIn } from '../../auth/sign-in-throttle';
import { continueSignIn, finishSignIn, forgetTrustedBrowsers } from '../../auth/second-factor-step';
import { startSession } from '../../auth/start-session';
import { personActor, recordAccountAudit } from '../../audit/record-audit';
import { InvalidCredentialsError, InvalidTokenError, RateLimitedError, SecondFactorRequiredError, ValidationError } from '../../errors';
import { spendEmailBudget } from '../../email/email-budget';
import * as emails from '../../email/templates';
import { appLink } from '../../services';
import { recordSignUp } from '../../telemetry/business-events';
import { grantSiteOwnership } from '../../site/site-organization';
import { emailInput, localeInput, nameInput, passwordInput } from '../../validation';
import { z } from 'zod';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { User } from '../../generated/prisma/client';
import type { Context } from '../context';
import { findPendingInvitation } from './invitation';
import { SessionRef } from './session';
import { UserRef } from './user';

const emailTaken = () => ValidationError.forField('email', 'An account with this email already exists. Sign in instead.');

async function sendVerification(context: Context, user: { id: string; email: string; name: string }) {
  const token = await issueAuthToken(context.prisma, { userId: user.id, kind: 'VERIFY_EMAIL', email: user.email });
  const link = appLink(context.services.config, '/verify', { token });
  await context.services.mailer.send(emails.verifyEmail(user.email, user.name, link));
}

const userPayload = {
  outputFields: (t: PayloadFieldBuilder<{ user: User }>) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user }) }),
};

/** Logs a failed send: the answer stays the same, and the screens offer to send again. */
async function sendWithoutFailing(context: Context, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    context.services.logger.error('Could not send an account email', { error: String(error) });
  }
}

builder.relayMutationField(
  'register',
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      email: t.string({ required: true }),
      password: t.string({ required: true }),
      invitationToken: t.string({ description: 'From an invitation link sent to this email: the account is then confirmed and signed in at once.' }),
    }),
    validate: z.looseObject({ name: nameInput, email: emailInput, password: passwordInput }),
  },
  {
    errors: { types: [RateLimitedError] },
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      await context.services.passwords.assertStrong(input.password, input, 'password');
      await context.services.rateLimits.consume('signUp', `address:${context.clientIp}`);
      const invitation = input.invitationToken ? await findPendingInvitation(context, input.invitationToken) : null;
      if (invitation && invitation.email === input.email) {
        // The invitation reached this address, which proves it; holding its link may also learn the address has an account.
        if (await prisma.user.findUnique({ where: { email: input.email } })) throw emailTaken();
        const user = await prisma.user.create({
          data: { name: input.name, email: input.email, passwordHash: await hashPassword(input.password), emailVerifiedAt: new Date() },
        });
        await startSession(context, user);
        recordSignUp(context.services, user.id);
        return { email: user.email, user };
      }
      // Otherwise the answer, cookies and work are the same whether or not the address has an account: only its inbox learns which.
      await spendEmailBudget(context, 'signUp', input.email);
      const passwordHash = await hashPassword(input.password);
      const holder = await prisma.user.findUnique({ where: { email: input.email } });
      if (holder) {
        const link = appLink(context.services.config, '/login', { email: holder.email });
        await sendWithoutFailing(context, () => context.services.mailer.send(emails.accountAlreadyExists(holder.email, holder.name, link)));
      } else {
        const user = await prisma.user.create({ data: { name: input.name, email: input.email, passwordHash } });
        recordSignUp(context.services, user.id);
        await sendWithoutFailing(context, () => sendVerification(context, user));
      }
      return { email: input.email, user: null };
    },
  },
  {
    outputFields: (t) => ({
      email: t.string({ description: 'Where the confirmation email went.', resolve: (payload) => payload.email }),
      user: t.field({
        type: UserRef,
        nullable: true,
        description: 'The new account, signed in, when an invitation link proved the address; otherwise null, and the emailed link signs in.',
        resolve: (payload) => payload.user,
      }),
    }),
  },
);

builder.relayMutationField(
  'signIn',
  {
    inputFields: (t) => ({
      email: t.string({ required: true }),
      password: t.string({ required: true }),
    }),
    validate: z.looseObject({ email: emailInput }),
  },
  {
    errors: { types: [RateLimitedError, InvalidCredentialsError, SecondFactorRequiredError] },
    resolve: async (_root, { input }, context) => {
      const attempt = { email: input.email, address: context.clientIp };
      await admitPasswordAttempt(context.services.rateLimits, attempt);
      const user = await context.prisma.user.findUnique({ where: { email: input.email } });
      const matches = await verifyPassword(input.password, user?.passwordHash ?? (await placeholderPasswordHash));
      if (user && !matches) {
        await recordAccountAudit(context.prisma, personActor({ id: null, name: '', email: input.email }, context.clientIp), user.id, {
          action: 'sign_in.failed',
          target: { type: 'User', id: user.id, label: user.email },
          changes: { reason: { before: null, after: 'wrong password' } },
        });
      }
      if (!user || !matches) throw new InvalidCredentialsError();
      await recordSuccessfulSignIn(context.services.rateLimits, attempt);
      await continueSignIn(context, user, 'PASSWORD');
      return { user };
    },
  },
  userPayload,
);

builder.relayMutationField(
  'requestSignInLink',
  {
    description: 'Emails a one-time sign-in link: the way in while password attempts on the account are slowed down.',
    inputFields: (t) => ({ email: t.string({ required: true }).validate(emailInput) }),
  },
  {
    errors: { types: [RateLimitedError] },
    resolve: async (_root, { input }, context) => {
      await spendEmailBudget(context, 'signInLink', input.email);
      const user = await context.prisma.user.findUnique({ where: { email: input.email } });
      if (user) {
        const token = await issueAuthToken(context.prisma, { userId: user.id, kind: 'SIGN_IN', email: user.email });
        const link = appLink(context.services.config, '/login/link', { token });
        await context.services.mailer.send(emails.signInLink(user.email, user.name, link));
      }
      return { sent: true };
    },
  },
  {
    outputFields: (t) => ({
      sent: t.boolean({ description: 'Always true: the answer is the same whether or not an account exists.', resolve: (payload) => payload.sent }),
    }),
  },
);

builder.relayMutationField(
  'signInWithLink',
  { inputFields: (t) => ({ token: t.string({ required: true }) }) },
  {
    errors: { types: [InvalidTokenError, SecondFactorRequiredError] },
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const token = await consumeAuthToken(prisma, input.token, ['SIGN_IN']);
      const current = await prisma.user.findUniqueOrThrow({ where: { id: token.userId } });
      // The link reached the address, which proves it.
      const user = current.emailVerifiedAt ? current : await prisma.user.update({ where: { id: current.id }, data: { emailVerifiedAt: new Date() } });
      await recordSignInByLink(context.services.rateLimits, { email: user.email, address: context.clientIp });
      await continueSignIn(context, user, 'LINK');
      return { user };
    },
  },
  userPayload,
);

builder.relayMutationField(
  'completeSignIn',
  {
    description: 'The second step of signing in to an account with two-factor sign-in, after signIn or signInWithLink answered SecondFactorRequiredError.',
    inputFields: (t) => ({
      code: t.string({ required: true, description: 'The 6-digit code from the authenticator app, or one of the recovery codes.' }),
      rememberBrowser: t.boolean({ defaultValue: false, description: 'Skip this step on this browser for 30 days.' }),
    }),
  },
  {
    errors: { types: [RateLimitedError, InvalidTokenError] },
    resolve: async (_root, { input }, context) => ({ user: await finishSignIn(context, input.code, input.rememberBrowser ?? false) }),
  },
  userPayload,
);

builder.relayMutationField(
  'signOut',
  {
    inputFields: (t) => ({
      everywhere: t.boolean({ description: 'Also end every other session of this account.', defaultValue: false }),
    }),
  },
  {
    errors: {},
    resolve: async (_root, { input }, context) => {
      if (context.session) {
        await (input.everywhere ? revokeSessions(context.services, context.session.userId) : endSessions(context.services, { id: context.session.id }));
      }
      await context.clearSessionCookie();
      context.session = null;
      return { signedOut: true };
    },
  },
  { outputFields: (t) => ({ signedOut: t.boolean({ resolve: (payload) => payload.signedOut }) }) },
);

builder.relayMutationField(
  'verifyEmail',
  { inputFields: (t) => ({ token: t.string({ required: true }) }) },
  {
    errors: { types: [InvalidTokenError] },
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      // A link opened again (a second click, a mail scanner first) finds the address confirmed; it signs nobody in.
      const alreadyConfirmed = await findConfirmedBySpentLink(prisma, input.token);
      if (alreadyConfirmed) return { user: alreadyConfirmed, signedIn: context.session?.userId === alreadyConfirmed.id, alreadyConfirmed: true };
      const token = await consumeAuthToken(prisma, input.token, ['VERIFY_EMAIL', 'CHANGE_EMAIL']);
      if (token.kind === 'CHANGE_EMAIL') {
        const holder = await prisma.user.findUnique({ where: { email: token.email } });
        if (holder && holder.id !== token.userId) throw new InvalidTokenError('That email address is now used by another account.');
      }
      const user = await prisma.user.update({
        where: { id: token.userId },
        data: { email: token.email, emailVerifiedAt: new Date() },
      });
      await grantSiteOwnership(prisma, context.services.config, user);
      if (context.session?.userId === user.id) context.session = { ...context.session, user };
      // Confirming a new account's address signs it in (register no longer does). A changed address does not:
      // whoever holds a mistyped new address must not get into the account.
      else if (token.kind === 'VERIFY_EMAIL') await startSession(context, user);
      return { user, signedIn: context.session?.userId === user.id, alreadyConfirmed: false };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ user: User; signedIn: boolean; alreadyConfirmed: boolean }>) => ({
      user: t.field({
        type: UserRef,
        nullable: true,
        description: 'The confirmed account; null when this browser is not signed in to it (a new address confirmed elsewhere).',
        resolve: (payload) => (payload.signedIn ? payload.user : null),
      }),
      signedIn: t.boolean({ description: 'Whether this browser is now signed in as the user.', resolve: (payload) => payload.signedIn }),
      alreadyConfirmed: t.boolean({
        description: 'True when the link had been used before and its address is still the confirmed one; nothing changed.',
        resolve: (payload) => payload.alreadyConfirmed,
      }),
    }),
  },
);

builder.relayMutationField(
  'resendVerification',
  {
    inputFields: (t) => ({
      email: t.string({ description: 'Needed only when signed out; the answer is the same whether or not an account exists.' }),
    }),
    validate: z.looseObject({ email: emailInput.nullish() }),
  },
  {
    errors: { types: [RateLimitedError] },
    resolve: async (_root, { input }, context) => {
      const email = context.session?.user.email ?? input.email;
      if (!email) throw ValidationError.forField('email', 'Enter the email address you signed up with.');
      await spendEmailBudget(context, 'verification', email);
      const user = await context.prisma.user.findUnique({ where: { email } });
      if (user && !user.emailVerifiedAt) await sendVerification(context, user);
      return { sent: true };
    },
  },
  { outputFields: (t) => ({ sent: t.boolean({ resolve: (payload) => payload.sent }) }) },
);

builder.relayMutationField(
  'requestPasswordReset',
  { inputFields: (t) => ({ email: t.string({ required: true }).validate(emailInput) }) },
  {
    errors: { types: [RateLimitedError] },
    resolve: async (_root, { input }, context) => {
      await spendEmailBudget(context, 'passwordReset', input.email);
      const user = await context.prisma.user.findUnique({ where: { email: input.email } });
      if (user) {
        const token = await issueAuthToken(context.prisma, { userId: user.id, kind: 'RESET_PASSWORD', email: user.email });
        const link = appLink(context.services.config, '/reset', { token });
        await context.services.mailer.send(emails.resetPassword(user.email, user.name, link));
      }
      return { sent: true };
    },
  },
  { outputFields: (t) => ({ sent: t.boolean({ resolve: (payload) => payload.sent }) }) },
);

builder.queryField('passwordResetLinkUsable', (t) =>
  t.boolean({
    description: 'Whether an emailed password-reset link still works; false when it is unknown, used, replaced or expired. Does not use it.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => isAuthTokenUsable(context.prisma, args.token, ['RESET_PASSWORD']),
  }),
);

builder.relayMutationField(
  'resetPassword',
  {
    inputFields: (t) => ({
      token: t.string({ required: true }),
      password: t.string({ required: true }),
    }),
    validate: z.looseObject({ password: passwordInput }),
  },
  {
    errors: { types: [InvalidTokenError, SecondFactorRequiredError] },
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      // A refused password leaves the link usable for the next try.
      const pending = await findAuthToken(prisma, input.token, ['RESET_PASSWORD']);
      const owner = await prisma.user.findUniqueOrThrow({ where: { id: pending.userId } });
      await context.services.passwords.assertStrong(input.password, owner, 'password');
      const token = await consumeAuthToken(prisma, input.token, ['RESET_PASSWORD']);
      const user = await prisma.user.update({
        where: { id: token.userId },
        // Following the emailed link proves the address, so a reset also verifies it.
        data: { passwordHash: await hashPassword(input.password), emailVerifiedAt: new Date() },
      });
      // Whoever had the old password may also have had a remembered browser: it asks for the second step again.
      await revokeSessions(context.services, user.id);
      await forgetTrustedBrowsers(context, user.id);
      context.session = null;
      // The emailed link stands in for the password only: an account with two-factor sign-in still asks for a code.
      await continueSignIn(context, user, 'LINK');
      return { user };
    },
  },
  userPayload,
);

builder.relayMutationField(
  'updateProfile',
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      locale: t.string({ required: true }),
    }),
    validate: z.looseObject({ name: nameInput, locale: localeInput }),
  },
  {
    errors: {},
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => {
      const user = await context.prisma.user.update({ where: { id: context.session!.userId }, data: input });
      return { user };
    },
  },
  userPayload,
);

builder.relayMutationField(
  'requestEmailChange',
  {
    inputFields: (t) => ({
      newEmail: t.string({ required: true }),
      currentPassword: t.string({ required: true }),
    }),
    validate: z.looseObject({ newEmail: emailInput }),
  },
  {
    authScopes: { signedIn: true },
    errors: { types: [RateLimitedError] },
    resolve: async (_root, { input }, context) => {
      const user = context.session!.user;
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw ValidationError.forField('currentPassword', 'That is not your current password.');
      }
      if (input.newEmail === user.email) throw ValidationError.forField('newEmail', 'That is already your email address.');
      await spendEmailBudget(context, 'emailChange', input.newEmail);
      // The same answer whether or not the address is taken: only its inbox learns which.
      const holder = await context.prisma.user.findUnique({ where: { email: input.newEmail } });
      if (holder) {
        const link = appLink(context.services.config, '/login', { email: holder.email });
        await context.services.mailer.send(emails.addressAlreadyInUse(holder.email, holder.name, link));
      } else {
        const token = await issueAuthToken(context.prisma, { userId: user.id, kind: 'CHANGE_EMAIL', email: input.newEmail });
        const link = appLink(context.services.config, '/verify', { token });
        await context.services.mailer.send(emails.changeEmail(input.newEmail, user.name, link));
      }
      return { pendingEmail: input.newEmail };
    },
  },
  { outputFields: (t) => ({ pendingEmail: t.string({ resolve: (payload) => payload.pendingEmail }) }) },
);

builder.relayMutationField(
  'changePassword',
  {
    inputFields: (t) => ({
      currentPassword: t.string({ required: true }),
      newPassword: t.string({ required: true }),
    }),
    validate: z.looseObject({ newPassword: passwordInput }),
  },
  {
    errors: {},
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const current = context.session!.user;
      if (!(await verifyPassword(input.currentPassword, current.passwordHash))) {
        throw ValidationError.forField('currentPassword', 'That is not your current password.');
      }
      await context.services.passwords.assertStrong(input.newPassword, current, 'newPassword');
      const user = await prisma.user.update({
        where: { id: current.id },
        data: { passwordHash: await hashPassword(input.newPassword) },
      });
      // Every other browser is signed out and forgotten for the second step; this one gets a fresh session.
      await revokeSessions(context.services, user.id);
      await forgetTrustedBrowsers(context, user.id);
      context.session = null;
      await startSession(context, user);
      return { user };
    },
  },
  userPayload,
);

builder.relayMutationField(
  'revokeSession',
  { inputFields: (t) => ({ sessionId: t.globalID({ required: true, for: SessionRef }) }) },
  {
    errors: {},
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => {
      const revoked = await endSessions(context.services, { id: input.sessionId.id, userId: context.session!.userId });
      if (revoked === 0) throw new ValidationError('That session has already ended.');
      if (input.sessionId.id === context.session!.id) {
        await context.clearSessionCookie();
        context.session = null;
      }
      return { revokedSessionId: input.sessionId.id };
    },
  },
  {
    outputFields: (t) => ({
      revokedSessionId: t.globalID({ resolve: (payload) => ({ type: 'Session', id: payload.revokedSessionId }) }),
    }),
  },
);
