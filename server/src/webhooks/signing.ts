import { createHmac } from 'node:crypto';
import { secretKey } from './secrets';

export type SignedHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

/**
 * The Standard Webhooks headers for one attempt: an HMAC-SHA256 of `id.timestamp.body` per secret, space-separated,
 * so receivers holding either the new or the previous secret accept it during a rotation. Written out rather than
 * taken from the `standardwebhooks` package so that the tests, which verify with that package, check an independent
 * implementation.
 */
export function signDelivery(messageId: string, at: Date, body: string, secrets: string[]): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signatures = secrets.map((secret) => `v1,${createHmac('sha256', secretKey(secret)).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`);
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': signatures.join(' ') };
}
