import { randomBytes } from 'node:crypto';

/** The key a customer's backend signs user ids with (see conversations/identity.ts); rotating replaces it. */
export function newIdentitySecret(): string {
  return randomBytes(32).toString('base64url');
}
