import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documents, site } from 'virtual:parley-content';
import { documentTitle, headElements, notFoundHead, type HeadElement, type PublicRouteHandle } from '../src/routes/public/pageHead';
import { publicPaths } from '../src/routes/public/publicRoutes';
import { siteRoutes } from '../src/routes/public/siteRoutes';
import { escapeHtml } from './markdown';

export type PrerenderedFile = { file: string; body: string };

/** A path no route but `*` matches, rendered as the site's 404 page. */
const notFoundPath = '/404';

const attributes = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');

function headHtml(elements: HeadElement[]): string {
  return elements.map(({ tag, attributes: values }) => `<${tag}${attributes({ ...values, 'data-page-head': '' })}>`).join('\n    ');
}

/** Replaces exactly one occurrence, so a changed template fails the build instead of shipping a page without its head. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if ((html.match(new RegExp(pattern, 'g')) ?? []).length !== 1) throw new Error(`client/index.html must contain ${pattern} exactly once`);
  return html.replace(pattern, () => replacement);
}

/** Puts the stylesheet into the page itself, so the first paint needs nothing but the HTML. */
function inlineStyles(template: string, readAsset: (href: string) => string): string {
  const link = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
  const href = link.exec(template)?.[1];
  if (!href) throw new Error('The built index.html has no stylesheet link');
  return replaceOnce(template, link, `<style>${readAsset(href)}</style>`);
}

async function renderPage(template: string, path: string): Promise<string> {
  const handler = createStaticHandler(siteRoutes);
  const context = await handler.query(new Request(`${site.publicUrl}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect or a response, not a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree client/src/routes/public/hydrateSite.tsx hydrates.
  const markup = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const head = context.matches.map((match) => (match.route.handle as PublicRouteHandle | undefined)?.head).findLast(Boolean) ?? notFoundHead;
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(head))}</title>`);
  html = replaceOnce(html, /<meta name="description"[^>]*>/, headHtml(headElements(head)));
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${markup}</div>`);
  return html;
}

function sitemap(): string {
  const lastModified = new Map(documents.map((document) => [document.path, document.date]));
  const urls = publicPaths.map((path) => {
    const modified = lastModified.get(path);
    return `  <url><loc>${escapeHtml(`${site.publicUrl}${path}`)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(): string {
  return ['User-agent: *', 'Disallow: /dashboard', 'Disallow: /onboarding', 'Disallow: /two-factor-setup', 'Disallow: /widgets/', 'Disallow: /graphql', '', `Sitemap: ${site.publicUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * Every public page as static HTML (in `dir/index.html` form, `/` as index.html), the 404 page, the sitemap
 * and robots.txt, all with canonical URLs under the build's PUBLIC_URL. `builtIndex` is the client build's
 * index.html; `readAsset` reads one of its files by URL path.
 */
export async function prerenderSite(builtIndex: string, readAsset: (href: string) => string): Promise<PrerenderedFile[]> {
  const template = inlineStyles(builtIndex, readAsset);
  const pages = await Promise.all(
    publicPaths.map(async (path) => ({ file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, body: await renderPage(template, path) })),
  );
  return [
    ...pages,
    { file: '404.html', body: await renderPage(template, notFoundPath) },
    { file: 'sitemap.xml', body: sitemap() },
    { file: 'robots.txt', body: robots() },
  ];
}
