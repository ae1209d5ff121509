import { isWebAddress } from '../validation';

/**
 * Allowed origins: the websites a widget may run on. An empty list allows any site. Our own origin (the full-page
 * chat link and the dashboard's preview) is always allowed: it is not someone else's site. What an entry may be
 * is in origin-rule.ts.
 */

/** The origin of a page address, or null when it is not an http(s) address. */
export function originOfUrl(url: string | null | undefined): string | null {
  return url && isWebAddress(url) ? new URL(url).origin : null;
}

export function isOriginAllowed(allowedOrigins: readonly string[], pageOrigin: string | null, publicUrl: string): boolean {
  if (allowedOrigins.length === 0) return true;
  if (!pageOrigin) return false;
  return pageOrigin === new URL(publicUrl).origin || allowedOrigins.includes(pageOrigin);
}
