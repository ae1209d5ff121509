/**
 * An install with PUBLIC_SITE=off serves no marketing site: the server marks the app's page with this tag, and
 * the app then links nowhere into the site (its legal pages, support form and home) and treats those paths as unknown.
 */
export const publicSiteOffMarker = { name: 'parley:public-site', content: 'off' } as const;

/** True unless the page carries the marker; the prerendered site (built without a document) is always on. */
export function isPublicSiteOn(): boolean {
  if (typeof document === 'undefined') return true;
  return document.querySelector(`meta[name="${publicSiteOffMarker.name}"][content="${publicSiteOffMarker.content}"]`) === null;
}

/** Where the logo and "home" buttons lead: the site's home, or sign-in when there is no site. */
export function homePath(): string {
  return isPublicSiteOn() ? '/' : '/login';
}
