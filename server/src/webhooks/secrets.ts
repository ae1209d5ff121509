import { randomBytes } from 'node:crypto';

const prefix = 'whsec_';

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${prefix}${randomBytes(32).toString('base64')}`;
}

/** The key bytes an HMAC uses: the base64 part of the secret. */
export function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(prefix) ? secret.slice(prefix.length) : secret, 'base64');
}

/** A rotated-out secret still signs for this long, so receivers can switch without missing a delivery. */
export const previousSecretGraceMs = 24 * 60 * 60 * 1000;
