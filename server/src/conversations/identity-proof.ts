import { ValidationError } from '../errors';
import type { IdentityProof } from '../generated/prisma/client';
import type { Identity } from './identify';
import { isValidIdentityHash } from './identity';
import { identityFromToken } from './identity-token';

export type IdentifyInput = Identity & { userHash?: string | null; token?: string | null };

/**
 * Who the page says the visitor is, and how the site proved it: a JWT carries the whole identity (a bad one is an
 * InvalidIdentityTokenError); otherwise the fields are taken as given, proved when the user hash matches the user id.
 */
export async function verifiedIdentity(secret: string, input: IdentifyInput): Promise<{ identity: Identity; verifiedBy: IdentityProof | null }> {
  if (input.token) {
    if (input.userId || input.userHash || input.email || input.name) {
      throw ValidationError.forField('token', 'With a token, put the user id, email and name inside the token, not beside it.');
    }
    return { identity: await identityFromToken(secret, input.token), verifiedBy: 'JWT' };
  }
  const proved = Boolean(input.userId) && isValidIdentityHash(secret, input.userId!, input.userHash);
  return { identity: { userId: input.userId, email: input.email, name: input.name }, verifiedBy: proved ? 'HMAC' : null };
}
