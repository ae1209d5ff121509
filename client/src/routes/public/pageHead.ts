import { site } from 'virtual:parley-content';

export type PageHead = {
  title: string;
  description: string;
  /** Path of the page's canonical URL; null for the not-found page, which has none. */
  path: string | null;
  type?: 'website' | 'article';
  /** YYYY-MM-DD, for posts. */
  publishedAt?: string;
};

export type HeadElement = { tag: 'meta' | 'link'; attributes: Record<string, string> };

/** Route `handle` of a public page: what its <head> says. */
export type PublicRouteHandle = { head: PageHead };

export const notFoundHead: PageHead = {
  title: 'Page not found',
  description: 'The page you asked for does not exist on the Parley site.',
  path: null,
};

export function documentTitle(head: PageHead): string {
  return head.path === '/' ? `Parley — ${head.title}` : `${head.title} · Parley`;
}

/**
 * The page's meta and link tags: rendered into the HTML at build time and swapped in the browser on
 * navigation (each carries data-page-head so the previous page's set can be found and removed).
 */
export function headElements(head: PageHead): HeadElement[] {
  const meta = (attributes: Record<string, string>): HeadElement => ({ tag: 'meta', attributes });
  const elements = [meta({ name: 'description', content: head.description })];
  if (head.path === null) {
    // Telemetry skips the page-load transaction of pages marked not-found.
    elements.push(meta({ name: 'robots', content: 'noindex' }), meta({ name: 'parley:page', content: 'not-found' }));
    return elements;
  }
  const url = `${site.publicUrl}${head.path === '/' ? '/' : head.path}`;
  elements.push(
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    meta({ property: 'og:type', content: head.type ?? 'website' }),
    meta({ property: 'og:site_name', content: 'Parley' }),
    meta({ property: 'og:title', content: head.title }),
    meta({ property: 'og:description', content: head.description }),
    meta({ property: 'og:url', content: url }),
    meta({ name: 'twitter:card', content: 'summary' }),
  );
  if (head.publishedAt) elements.push(meta({ property: 'article:published_time', content: head.publishedAt }));
  return elements;
}
