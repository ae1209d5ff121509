import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack signs each request at the time it sends it; an older one may be a replay. */
const maxAgeSeconds = 5 * 60;

/**
 * Slack's v0 request signature: `v0=` + hex HMAC-SHA256 of `v0:<timestamp>:<raw body>` under the app's signing
 * secret, sent with a timestamp no more than five minutes away from our clock.
 */
export function verifySlackSignature(signingSecret: string, request: { timestamp: string | undefined; signature: string | undefined; rawBody: Buffer }, now: Date): boolean {
  const { timestamp, signature, rawBody } = request;
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > maxAgeSeconds) return false;
  const expected = Buffer.from(slackSignature(signingSecret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function slackSignature(signingSecret: string, timestamp: string, rawBody: Buffer | string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:`).update(rawBody).digest('hex')}`;
}
