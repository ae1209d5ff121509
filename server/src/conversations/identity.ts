import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { emailInput } from '../validation';

/** The rules for who the site says the visitor is, whether sent as fields or as a token's claims. */
export const identityFields = {
  userId: z.string().trim().min(1).max(200, 'User ids are at most 200 characters.'),
  email: emailInput,
  name: z.string().trim().max(100, 'Use at most 100 characters.'),
};

/** What the customer's backend computes: hex HMAC-SHA256 of their user id, keyed with the widget's secret. */
export function identityHash(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(userId).digest('hex');
}

export function isValidIdentityHash(secret: string, userId: string, userHash: string | null | undefined): boolean {
  if (!userHash) return false;
  const expected = Buffer.from(identityHash(secret, userId), 'utf8');
  const given = Buffer.from(userHash.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
