import type { SiteSettings } from './content';

/**
 * One build serves any install: the public site is rendered with these stand-ins for the install's own settings,
 * and the server writes its PUBLIC_URL and site widget in their place as it serves each built file
 * (server/src/http/built-file-settings.ts).
 */
export const sitePlaceholders: SiteSettings = {
  publicUrl: 'https://public-url.parley-build.invalid',
  widgetClientId: 'parley-build-site-widget',
};
