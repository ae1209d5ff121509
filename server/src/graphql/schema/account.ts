import { consumeAuthToken, issueAuthToken } from '../../auth/auth-tokens';
import { hashPassword, placeholderPasswordHash, verifyPassword } from '../../auth/password';
import { endSessions, revokeSessions } from '../../auth/sessions';
import { startSession } from '../../auth/start-session';
import { InvalidCredentialsError, InvalidTokenError, RateLimitedError, ValidationError } from '../../errors';
import * as emails from '../../email/templates';
import { appLink } from '../../services';
import { recordSignUp } from '../../telemetry/business-events';
import { grantSiteOwnership } from '../../site/site-organization';
import { emailInput, localeInput, nameInput, passwordInput } from '../../validation';
import { z } from 'zod';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { User } from '../../generated/prisma/client';
import type { Context } from '../context';
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

builder.relayMutationField(
  'register',
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      email: t.string({ required: true }),
      password: t.string({ required: true }),
    }),
    validate: z.object({ name: nameInput, email: emailInput, password: passwordInput }),
  },
  {
    errors: { types: [RateLimitedError] },
    resolve: async (_root, { input }, context) => {
      await context.services.rateLimits.consume('signUp', context.clientIp);
      if (await context.prisma.user.findUnique({ where: { email: input.email } })) throw emailTaken();
      const user = await context.prisma.user.create({
        data: { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) },
      });
      await startSession(context, user);
      recordSignUp(context.services, user.id);
      try {
        await sendVerification(context, user);
      } catch (error) {
        // The account exists either way; the verify screen offers to resend.
        context.services.logger.error('Could not send the verification email', { error: String(error) });
      }
      return { user };
    },
  },
  userPayload,
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
    errors: { types: [RateLimitedError, InvalidCredentialsError] },
    resolve: async (_root, { input }, context) => {
      await context.services.rateLimits.consume('signIn', `ip:${context.clientIp}`, `email:${input.email}`);
      const user = await context.prisma.user.findUnique({ where: { email: input.email } });
      const matches = await verifyPassword(input.password, user?.passwordHash ?? (await placeholderPasswordHash));
      if (!user || !matches) throw new InvalidCredentialsError();
      await startSession(context, user);
      return { user };
    },
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
      return { user };
    },
  },
  userPayload,
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
      await context.services.rateLimits.consume('resendEmail', `ip:${context.clientIp}`, `email:${email}`);
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
      await context.services.rateLimits.consume('passwordReset', `ip:${context.clientIp}`, `email:${input.email}`);
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
    errors: { types: [InvalidTokenError] },
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const token = await consumeAuthToken(prisma, input.token, ['RESET_PASSWORD']);
      const user = await prisma.user.update({
        where: { id: token.userId },
        // Following the emailed link proves the address, so a reset also verifies it.
        data: { passwordHash: await hashPassword(input.password), emailVerifiedAt: new Date() },
      });
      await revokeSessions(context.services, user.id);
      context.session = null;
      await startSession(context, user);
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
    errors: {},
    resolve: async (_root, { input }, context) => {
      const user = context.session!.user;
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw ValidationError.forField('currentPassword', 'That is not your current password.');
      }
      if (input.newEmail === user.email) throw ValidationError.forField('newEmail', 'That is already your email address.');
      if (await context.prisma.user.findUnique({ where: { email: input.newEmail } })) {
        throw ValidationError.forField('newEmail', 'An account with this email already exists.');
      }
      const token = await issueAuthToken(context.prisma, { userId: user.id, kind: 'CHANGE_EMAIL', email: input.newEmail });
      const link = appLink(context.services.config, '/verify', { token });
      await context.services.mailer.send(emails.changeEmail(input.newEmail, user.name, link));
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
      const user = await prisma.user.update({
        where: { id: current.id },
        data: { passwordHash: await hashPassword(input.newPassword) },
      });
      // Every other browser is signed out; this one gets a fresh session.
      await revokeSessions(context.services, user.id);
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
