import type { Config } from '../config';

/**
 * Cookie-authenticated requests are honoured only from our own pages. Browsers always send Origin on
 * cross-site POSTs and WebSocket handshakes, so a foreign Origin means another site is riding the cookie.
 */
export function isTrustedOrigin(config: Config, headers: { origin?: string | null; host?: string | null }): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  if (origin === new URL(config.publicUrl).origin) return true;
  return headers.host != null && (origin === `http://${headers.host}` || origin === `https://${headers.host}`);
}
