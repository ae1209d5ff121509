import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { appSections } from '../../../client/src/routes/appSections';

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Screens of the single-page app (sign-in, onboarding, dashboard): the browser renders them from app.html. */
const appRoute = new RegExp(`^/(${appSections.join('|')})(/.*)?$`);

/**
 * The built front ends: the public site (prerendered pages, sitemap.xml, robots.txt), the app's own screens
 * (one shell, app.html, rendered in the browser), a real 404 page for anything else, the widget's iframe app
 * (one HTML page for every /widgets/:clientId) and the loader script at /widget.js.
 */
export function createStaticHandler(staticRoot: string): Handler {
  const clientRoot = path.join(staticRoot, 'client');
  // The build writes .br/.gz beside each asset; sirv picks the best one the browser accepts.
  const options = { etag: true, gzip: true, brotli: true, dev: false } as const;
  const site = sirv(clientRoot, {
    ...options,
    setHeaders: (response, pathname) => {
      // Hashed file names change with their content, so browsers may keep them for good; pages are revalidated.
      response.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const widgetAssets = sirv(path.join(staticRoot, 'widget-app'), options);
  const widgetPage = path.join(staticRoot, 'widget-app', 'index.html');
  const loader = path.join(staticRoot, 'loader', 'widget.js');
  const appShell = path.join(clientRoot, 'app.html');
  const notFoundPage = path.join(clientRoot, '404.html');

  /** One known file, gzipped when the browser accepts it and the build wrote a .gz beside it. */
  const sendFile = async (request: IncomingMessage, response: ServerResponse, file: string, type: string, cacheControl: string, next: () => void, status = 200) => {
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const candidates: [string, boolean][] = acceptsGzip ? [[`${file}.gz`, true], [file, false]] : [[file, false]];
    for (const [candidate, gzipped] of candidates) {
      const body = await fs.promises.readFile(candidate).catch(() => null);
      if (!body) continue;
      response.writeHead(status, {
        'content-type': type,
        'cache-control': cacheControl,
        'content-length': body.length,
        vary: 'accept-encoding',
        ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      });
      return response.end(request.method === 'HEAD' ? undefined : body);
    }
    next();
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
    site(request, response, () => void sendFile(request, response, notFoundPage, html, 'no-cache', next, 404));
  };
}
