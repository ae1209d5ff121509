import type { Config } from '../config';

/** The help center's address, or one article's (with `?lang=` when it is not in English). */
export function helpCenterUrl(config: Config, organizationSlug: string, articleSlug?: string, locale = 'en'): string {
  const base = `${config.publicUrl}/help/${encodeURIComponent(organizationSlug)}`;
  if (!articleSlug) return base;
  return `${base}/${encodeURIComponent(articleSlug)}${locale === 'en' ? '' : `?lang=${locale}`}`;
}
