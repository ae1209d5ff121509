import { randomBytes } from 'node:crypto';
import { UnreadableSecret, type SecretBox } from '../auth/secret-box';

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

/**
 * A stored secret in plain text, or null when this server's key cannot open it (SECRET_KEY changed since it was
 * sealed): the endpoint shows that it needs a new secret, and every other endpoint still reads.
 */
export function readableSecret(secrets: SecretBox, stored: string): string | null {
  try {
    return secrets.open(stored);
  } catch (error) {
    if (error instanceof UnreadableSecret) return null;
    throw error;
  }
}
