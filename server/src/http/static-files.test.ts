import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readContent } from '../../../client/prerender/content';
import { sitePlaceholders } from '../../../client/prerender/site-placeholders';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const builtSite = path.resolve(__dirname, '../../../dist/client/404.html');
const content = readContent();
// Not the address of any build: the server writes its own PUBLIC_URL into the built pages as it serves them.
const publicUrl = 'https://help.example.org';
const siteWidget = 'example-org-site';
const home = content.pages.find((page) => page.key === 'home')!.loaded.data as { headline: string };
const publicPages = [
  // The home page's heading is its headline; every other page is headed by its title.
  ...content.pages.map((page) => ({ ...page.summary, heading: page.key === 'home' ? home.headline : page.summary.title })),
  ...content.documents.map((document) => ({ ...document.summary, heading: document.summary.title })),
];

let t: TestApp;
beforeAll(async () => {
  if (!fs.existsSync(builtSite)) throw new Error('dist/client is missing the prerendered site: run `npm run build` first.');
  t = await startTestApp({ listen: true, env: { PUBLIC_URL: publicUrl, SITE_WIDGET_CLIENT_ID: siteWidget } });
  // Starting the app runs the migrations, which can take a while on a busy machine.
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${t.app.url()}${pathname}`, { headers });
const decode = (html: string) =>
  html
    .replace(/&#x([\da-f]+);/gi, (_, code) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const headingOf = (html: string) => decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''));

describe('the public site', () => {
  it.each(publicPages.map((page) => [page.path, page] as const))('serves %s prerendered, with its own title, description and canonical URL', async (pathname, page) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(titleOf(html)).toContain(page.title);
    expect(decode(html)).toContain(`<meta name="description" content="${page.description}"`);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}${pathname}"`);
    expect(html).toContain(`<meta property="og:url" content="${publicUrl}${pathname}"`);
    // Readable without JavaScript: the page's own heading is in the HTML.
    expect(headingOf(html)).toBe(page.heading);
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('serves the shell of the app for its own screens, which render in the browser', async () => {
    for (const pathname of ['/login', '/register', '/reset', '/verify', '/onboarding', '/dashboard', '/dashboard/threads/abc123']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const pathname of ['/no-such-page', '/resources/no-such-guide', '/blog/2026/whatever', '/dashboards']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('We could not find that page');
      expect(html).toContain('<meta name="parley:page" content="not-found"');
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it('lists every public page in sitemap.xml under PUBLIC_URL', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(publicPages.map((page) => `${publicUrl}${page.path}`).sort());
  });

  it('points crawlers at the sitemap and away from the app in robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
    expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('sends compressed pages that browsers revalidate, and hashed assets they may keep', async () => {
    const page = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())![1];
    const asset = await get(script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves one build under any address: the stand-ins on disk never reach a browser', async () => {
    expect(fs.readFileSync(path.resolve(__dirname, '../../../dist/client/sitemap.xml'), 'utf8')).toContain(sitePlaceholders.publicUrl);
    const served = async (pathname: string, encoding: string) => (await get(pathname, { 'accept-encoding': encoding })).text();
    for (const [pathname, encoding] of [['/', 'gzip'], ['/integrations', 'br'], ['/sitemap.xml', 'identity']]) {
      expect(await served(pathname, encoding)).toContain(publicUrl);
    }
    for (const text of [await served('/', 'br'), await served('/integrations', 'gzip'), await served('/no-such-page', 'gzip'), await served('/robots.txt', 'br')]) {
      expect(text).not.toContain(sitePlaceholders.publicUrl);
      expect(text).not.toContain(sitePlaceholders.widgetClientId);
    }
    // The site's script (which embeds the site's own widget) is a hashed asset, rewritten the same way.
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await (await get('/')).text())![1];
    const siteScript = /assets\/publicRoutes-[\w-]+\.js/.exec(await (await get(entry)).text())![0];
    const siteScriptText = await (await get(`/${siteScript}`)).text();
    expect(siteScriptText).toContain(siteWidget);
    expect(siteScriptText).not.toContain(sitePlaceholders.widgetClientId);
  });

  it('still serves the widget loader and the widget app', async () => {
    const loader = await get('/widget.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
    const widgetPage = await get('/widgets/parley-demo');
    expect(widgetPage.status).toBe(200);
    expect(await widgetPage.text()).toContain('/widget-app/');
  });
});
