import { errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { InvalidIdentityTokenError } from '../errors';
import type { Identity } from './identify';
import { identityFields } from './identity';

/** A token must expire within this long of being checked, so a leaked one is of little use. */
const maxLifetimeSeconds = 24 * 60 * 60;
/** Allowance for the customer's server clock being a little off ours. */
const clockToleranceSeconds = 60;

const claims = z.object({ sub: identityFields.userId, email: identityFields.email.optional(), name: identityFields.name.optional() });

/**
 * The identity inside a JWT the customer's server signed with HS256 and the widget's identity secret: `sub` is the
 * user id, `email` and `name` are optional, `exp` is required. Anything else is an InvalidIdentityTokenError saying
 * what to fix.
 */
export async function identityFromToken(secret: string, token: string, now = new Date()): Promise<Identity & { userId: string }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      clockTolerance: clockToleranceSeconds,
      currentDate: now,
    }));
  } catch (error) {
    throw new InvalidIdentityTokenError(reasonFor(error));
  }
  if (payload.exp! - now.getTime() / 1000 > maxLifetimeSeconds + clockToleranceSeconds) {
    throw new InvalidIdentityTokenError('The identity token must expire (exp) within 24 hours.');
  }
  const parsed = claims.safeParse(payload);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new InvalidIdentityTokenError(`The identity token's ${String(issue.path[0])} claim is invalid: ${issue.message}`);
  }
  return { userId: parsed.data.sub, email: parsed.data.email ?? null, name: parsed.data.name ?? null };
}

function reasonFor(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'The identity token has expired: sign a new one on your server.';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return 'The identity token is not valid yet (nbf).';
    if (error.reason === 'missing') return `The identity token has no ${error.claim} claim${error.claim === 'sub' ? ' (the user id)' : ''}.`;
    return `The identity token's ${error.claim} claim is invalid.`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return 'The identity token must be signed with HS256 and the widget’s identity secret.';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'The identity token’s signature does not match the widget’s identity secret.';
  if (error instanceof errors.JOSEError) return 'This is not a valid identity token: send a JWT signed with HS256.';
  // Not a verdict on the token but a fault of ours: it stays an unexpected error.
  throw error;
}
