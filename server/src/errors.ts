import { GraphQLError } from 'graphql';

/** Expected failures: each one is exposed in the GraphQL schema as a typed result, never as a thrown string. */

export class FieldError {
  constructor(
    readonly field: string,
    readonly message: string,
  ) {}
}

/**
 * Bad input. Mutations answer it as their typed `ValidationError`; on other fields it is a GraphQL error (a GraphQLError,
 * so its message reaches the client instead of being masked) naming the fields in `extensions.fieldErrors`.
 */
export class ValidationError extends GraphQLError {
  constructor(
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: fieldErrors.map(({ field, message }) => ({ field, message })) } });
  }

  static forField(field: string, message: string): ValidationError {
    return new ValidationError(message, [new FieldError(field, message)]);
  }
}

/**
 * Also a GraphQLError, so that on query fields (where it nulls the field) its message reaches the client
 * instead of being masked as an unexpected error.
 */
export class NotAuthorizedError extends GraphQLError {
  constructor(message = 'You are not allowed to do that.') {
    super(message, { extensions: { code: 'FORBIDDEN' } });
  }
}

export class NotFoundError extends Error {
  constructor(message = 'Not found.') {
    super(message);
  }
}

/** The widget runs on a page whose origin is not in its allowed origins. */
export class OriginNotAllowedError extends Error {
  constructor() {
    super('This chat is not available on this website.');
  }
}

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`);
  }
}

export class InvalidCredentialsError extends Error {
  constructor() {
    super('That email and password do not match an account.');
  }
}

/** An identity JWT the widget passed on is malformed, forged, expired or incomplete; the message says which. */
export class InvalidIdentityTokenError extends Error {}

export class InvalidTokenError extends Error {
  constructor(message = 'This link is invalid or has expired. Request a new one.') {
    super(message);
  }
}

/** The password or link was right, and the account also asks for a code: the sign-in continues with `completeSignIn`. */
export class SecondFactorRequiredError extends Error {
  constructor(
    /** Which second steps the account has: codes from an authenticator app, passkeys, or both. */
    readonly codes = true,
    readonly passkeys = false,
    /** Unused recovery codes, which finish the step too (an account with only passkeys normally has none). */
    readonly recoveryCodes = codes,
  ) {
    super(codes ? 'Enter the code from your authenticator app to finish signing in.' : 'Use your passkey to finish signing in.');
  }
}

/**
 * The organization requires two-factor sign-in and the viewer has not set it up. A NotAuthorizedError (so every
 * field and mutation that refuses it keeps its shape), told apart by its code and its own type.
 */
export class TwoFactorRequiredError extends NotAuthorizedError {
  constructor() {
    super('This organization requires two-factor sign-in. Set it up in your account to continue.');
    this.extensions.code = 'TWO_FACTOR_REQUIRED';
  }
}

/**
 * The organization's plan has no room for one more of something, or what is asked for is beyond the allowance after a
 * downgrade; `upgradeUrl` is where an owner lifts the limit. Mutations answer it as their typed `PlanLimitError`; it is
 * a GraphQLError so that on query fields (an API key beyond the allowance) its message reaches the client.
 */
export class PlanLimitError extends GraphQLError {
  constructor(
    message: string,
    readonly limit: string,
    readonly used: number,
    readonly allowed: number,
    readonly upgradeUrl: string,
  ) {
    super(message, { extensions: { code: 'PLAN_LIMIT', limit, upgradeUrl } });
  }
}
