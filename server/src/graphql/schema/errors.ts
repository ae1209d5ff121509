import {
  FieldError,
  InvalidCredentialsError,
  InvalidIdentityTokenError,
  InvalidTokenError,
  NotAuthorizedError,
  NotFoundError,
  OriginNotAllowedError,
  RateLimitedError,
  SecondFactorRequiredError,
  TwoFactorRequiredError,
  ValidationError,
} from '../../errors';
import { builder } from '../builder';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'Every expected failure of a mutation implements this; `message` is ready to show to a person.',
  fields: (t) => ({ message: t.exposeString('message') }),
});

builder.objectType(FieldError, {
  name: 'FieldError',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field the message is about.' }),
    message: t.exposeString('message'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldError], resolve: (error) => error.fieldErrors }) }),
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitedError,
  fields: (t) => ({ retryAfterSeconds: t.int({ resolve: (error) => Math.ceil(error.retryAfterSeconds) }) }),
});

builder.objectType(TwoFactorRequiredError, {
  name: 'TwoFactorRequiredError',
  description: 'The organization requires two-factor sign-in, which the viewer has not set up yet.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof TwoFactorRequiredError,
  fields: () => ({}),
});

builder.objectType(SecondFactorRequiredError, {
  name: 'SecondFactorRequiredError',
  description: 'The password or link was right; the account finishes signing in with a code (completeSignIn) or a passkey (completeSignInWithPasskey).',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof SecondFactorRequiredError,
  fields: (t) => ({
    codes: t.boolean({ description: 'The account has authenticator codes (and recovery codes).', resolve: (error) => error.codes }),
    passkeys: t.boolean({ description: 'The account has at least one passkey.', resolve: (error) => error.passkeys }),
    recoveryCodes: t.boolean({ description: 'The account has unused recovery codes, which completeSignIn accepts too.', resolve: (error) => error.recoveryCodes }),
  }),
});

builder.objectType(NotAuthorizedError, {
  name: 'NotAuthorizedError',
  interfaces: [ErrorInterface],
  // The one subclass has its own type, so that the dashboard can tell it apart.
  isTypeOf: (value) => value instanceof NotAuthorizedError && !(value instanceof TwoFactorRequiredError),
  fields: () => ({}),
});

for (const [errorClass, name] of [
  [NotFoundError, 'NotFoundError'],
  [InvalidCredentialsError, 'InvalidCredentialsError'],
  [InvalidTokenError, 'InvalidTokenError'],
  [InvalidIdentityTokenError, 'InvalidIdentityTokenError'],
  [OriginNotAllowedError, 'OriginNotAllowedError'],
] as const) {
  builder.objectType(errorClass as new () => Error, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof errorClass,
    fields: () => ({}),
  });
}
