import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { actorOf, recordAccountAudit } from '../../audit/record-audit';
import { verifyPassword } from '../../auth/password';
import { beginPasskeyRegistration, finishPasskeyRegistration, beginPasskeyAuthentication } from '../../auth/passkeys';
import { beginPasskeySecondStep, finishSignInWithPasskey, signInWithPasskey } from '../../auth/second-factor-step';
import { hasTwoFactor, verifySecondFactor } from '../../auth/two-factor';
import { InvalidTokenError, RateLimitedError, ValidationError } from '../../errors';
import { builder } from '../builder';
import type { Context } from '../context';
import { UserRef } from './user';

export const PasskeyRef = builder.prismaNode('Passkey', {
  id: { field: 'id' },
  authScopes: (passkey, context) => passkey.userId === context.session?.userId,
  fields: (t) => ({
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'When it last signed in; null until then.' }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  passkeys: t.relation('passkeys', {
    description: "The viewer's passkeys, oldest first.",
    authScopes: (user, _args, context) => user.id === context.session?.userId,
    query: { orderBy: { createdAt: 'asc' } },
  }),
}));

builder.relayMutationField(
  'beginPasskeyRegistration',
  null,
  {
    description: 'Options for navigator.credentials.create() to make a passkey for the viewer; addPasskey keeps it.',
    errors: {},
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => ({ options: await beginPasskeyRegistration(context.services, context.session!.user) }),
  },
  { outputFields: (t) => ({ options: t.field({ type: 'JSONObject', resolve: (payload) => payload.options as unknown as Record<string, unknown> }) }) },
);

builder.relayMutationField(
  'addPasskey',
  {
    inputFields: (t) => ({
      name: t.string({ required: true, description: 'What the viewer calls it, such as the device it lives on.' }),
      response: t.field({ type: 'JSONObject', required: true, description: 'What the browser returned from navigator.credentials.create(), as JSON.' }),
    }),
  },
  {
    errors: {},
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => {
      const user = context.session!.user;
      const passkey = await finishPasskeyRegistration(context.services, user, input.name, input.response as unknown as RegistrationResponseJSON);
      await recordAccountAudit(context.prisma, actorOf(context), user.id, { action: 'passkey.added', target: { type: 'Passkey', id: passkey.id, label: passkey.name } });
      // A passkey meets an organization's two-factor requirement: roles checked before now may open up.
      context.forgetRoles();
      return { user, passkey };
    },
  },
  {
    outputFields: (t) => ({
      passkey: t.field({ type: PasskeyRef, resolve: (payload) => payload.passkey }),
      user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
    }),
  },
);

/** Removing a passkey asks for the password, or a current code, so that a borrowed session cannot. */
async function assertOwnerPresent(context: Context, password: string | null | undefined, code: string | null | undefined) {
  const user = context.session!.user;
  if (password) {
    if (!(await verifyPassword(password, user.passwordHash))) throw ValidationError.forField('currentPassword', 'That is not your current password.');
    return;
  }
  if (code && (await hasTwoFactor(context.services, user.id))) {
    await verifySecondFactor(context.services, user, code);
    return;
  }
  throw ValidationError.forField('currentPassword', 'Enter your current password.');
}

builder.relayMutationField(
  'removePasskey',
  {
    inputFields: (t) => ({
      passkeyId: t.globalID({ required: true, for: PasskeyRef }),
      currentPassword: t.string({ description: 'The current password; or give `code` instead.' }),
      code: t.string({ description: 'A current authenticator or recovery code, for an account with codes on.' }),
    }),
  },
  {
    errors: { types: [RateLimitedError] },
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => {
      const user = context.session!.user;
      const passkey = await context.prisma.passkey.findFirst({ where: { id: input.passkeyId.id, userId: user.id } });
      if (!passkey) throw new ValidationError('That passkey has already been removed.');
      await assertOwnerPresent(context, input.currentPassword, input.code);
      await context.prisma.passkey.deleteMany({ where: { id: passkey.id } });
      await recordAccountAudit(context.prisma, actorOf(context), user.id, { action: 'passkey.removed', target: { type: 'Passkey', id: passkey.id, label: passkey.name } });
      context.forgetRoles();
      return { user, removedPasskeyId: passkey.id };
    },
  },
  {
    outputFields: (t) => ({
      user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
      removedPasskeyId: t.globalID({ resolve: (payload) => ({ type: 'Passkey', id: payload.removedPasskeyId }) }),
    }),
  },
);

builder.relayMutationField(
  'beginPasskeySignIn',
  null,
  {
    description: 'Options for navigator.credentials.get() to sign in with any passkey of this site, no email typed; signInWithPasskey finishes.',
    errors: {},
    resolve: async (_root, _args, context) => ({ options: await beginPasskeyAuthentication(context.services, 'SIGN_IN', null) }),
  },
  { outputFields: (t) => ({ options: t.field({ type: 'JSONObject', resolve: (payload) => payload.options as unknown as Record<string, unknown> }) }) },
);

builder.relayMutationField(
  'signInWithPasskey',
  { inputFields: (t) => ({ response: t.field({ type: 'JSONObject', required: true, description: 'What the browser returned from navigator.credentials.get(), as JSON.' }) }) },
  {
    errors: { types: [RateLimitedError] },
    resolve: async (_root, { input }, context) => ({ user: await signInWithPasskey(context, input.response as unknown as AuthenticationResponseJSON) }),
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user }) }) },
);

builder.relayMutationField(
  'beginPasskeySecondStep',
  null,
  {
    description: 'Options for navigator.credentials.get() for the second sign-in step, after SecondFactorRequiredError said the account has passkeys.',
    errors: { types: [InvalidTokenError] },
    resolve: async (_root, _args, context) => ({ options: await beginPasskeySecondStep(context) }),
  },
  { outputFields: (t) => ({ options: t.field({ type: 'JSONObject', resolve: (payload) => payload.options as unknown as Record<string, unknown> }) }) },
);

builder.relayMutationField(
  'completeSignInWithPasskey',
  {
    description: 'The second sign-in step with a passkey instead of a code.',
    inputFields: (t) => ({
      response: t.field({ type: 'JSONObject', required: true, description: 'What the browser returned from navigator.credentials.get(), as JSON.' }),
      rememberBrowser: t.boolean({ defaultValue: false, description: 'Skip the second step on this browser for 30 days.' }),
    }),
  },
  {
    errors: { types: [RateLimitedError, InvalidTokenError] },
    resolve: async (_root, { input }, context) => ({
      user: await finishSignInWithPasskey(context, input.response as unknown as AuthenticationResponseJSON, input.rememberBrowser ?? false),
    }),
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user }) }) },
);
