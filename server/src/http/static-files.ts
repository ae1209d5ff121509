import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { SiteSettings } from '../../../client/prerender/content';
import { appSections } from '../../../client/src/routes/appSections';
import { markPublicSiteOff, settleBuiltFiles } from './built-file-settings';

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Screens of the single-page app (sign-in, onboarding, dashboard): the browser renders them from app.html. */
const appRoute = new RegExp(`^/(${appSections.join('|')})(/.*)?$`);

/** What the app's screens load besides themselves; with the public site off, the only built files still served. */
const appFiles = /^\/(assets\/.+|favicon\.svg|color-scheme\.js|robots\.txt)$/;

/**
 * The built front ends: the public site (prerendered pages, sitemap.xml, robots.txt), the app's own screens
 * (one shell, app.html, rendered in the browser), a real 404 page for anything else, the widget's iframe app
 * (one HTML page for every /widgets/:clientId) and the loader script at /widget.js. Files the build wrote with
 * stand-ins for the install's settings are served from memory with `settings` written in. With `publicSite` false
 * the site's pages are not served: anything but the app's own files is a 404 rendered by the app.
 */
export function createStaticHandler(staticRoot: string, settings: SiteSettings, { publicSite }: { publicSite: boolean }): Handler {
  const clientRoot = path.join(staticRoot, 'client');
  const settled = settleBuiltFiles(clientRoot, settings);
  // Hashed file names change with their content, so browsers may keep them for good; pages are revalidated.
  const siteCacheControl = (pathname: string) => (pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The build writes .br/.gz beside each asset; sirv picks the best one the browser accepts.
  const options = { etag: true, gzip: true, brotli: true, dev: false } as const;
  const site = sirv(clientRoot, { ...options, setHeaders: (response, pathname) => response.setHeader('cache-control', siteCacheControl(pathname)) });
  const widgetAssets = sirv(path.join(staticRoot, 'widget-app'), options);
  const widgetPage = path.join(staticRoot, 'widget-app', 'index.html');
  const loader = path.join(staticRoot, 'loader', 'widget.js');
  const appShell = path.join(clientRoot, 'app.html');
  const notFoundPage = path.join(clientRoot, '404.html');
  if (!publicSite) markPublicSiteOff(settled, appShell);

  /** One known file, compressed as the browser accepts when a compressed copy exists (in memory or beside it). */
  const sendFile = async (request: IncomingMessage, response: ServerResponse, file: string, type: string, cacheControl: string, next: () => void, status = 200) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const known = settled.get(file);
    let encoding: 'br' | 'gzip' | undefined;
    let body: Buffer | null | undefined;
    for (const candidate of ['br', 'gzip'] as const) {
      if (body || !new RegExp(`\\b${candidate}\\b`).test(accepted)) continue;
      body = known ? known.compressed(candidate) : await readIfPresent(`${file}.${candidate === 'gzip' ? 'gz' : 'br'}`);
      if (body) encoding = candidate;
    }
    body ??= known?.body ?? (await readIfPresent(file));
    if (body) {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': cacheControl,
        'content-length': body.length,
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      return response.end(request.method === 'HEAD' ? undefined : body);
    }
    next();
  };

  /** The rewritten file sirv would otherwise answer a site path with (`/pricing` is `pricing/index.html`). */
  const settledSiteFile = (pathname: string) => {
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    return candidates.map((candidate) => path.join(clientRoot, path.normalize(candidate))).find((file) => settled.has(file));
  };
  const html = 'text/html; charset=utf-8';

  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/widget.js') {
      // Short cache: installs pick up a new loader within minutes without changing their snippet.
      return void sendFile(request, response, loader, 'text/javascript; charset=utf-8', 'public, max-age=300', next);
    }
    if (/^\/widgets\/[^/]+\/?$/.test(pathname)) {
      return void sendFile(request, response, widgetPage, html, 'no-cache', next);
    }
    if (pathname.startsWith('/widget-app/')) {
      request.url = request.url!.slice('/widget-app'.length);
      return widgetAssets(request, response, next);
    }
    if (appRoute.test(pathname)) {
      return void sendFile(request, response, appShell, html, 'no-cache', next);
    }
    if (!publicSite && !appFiles.test(pathname)) {
      return void sendFile(request, response, appShell, html, 'no-cache', next, 404);
    }
    const settledFile = settledSiteFile(pathname);
    if (settledFile) {
      return void sendFile(request, response, settledFile, contentTypes[path.extname(settledFile)] ?? 'application/octet-stream', siteCacheControl(pathname), next);
    }
    site(request, response, () => void sendFile(request, response, notFoundPage, html, 'no-cache', next, 404));
  };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.js': 'text/javascript; charset=utf-8',
};

const readIfPresent = (file: string) => fs.promises.readFile(file).catch(() => null);
