import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The built front ends: the dashboard/public site (an SPA with index.html for unknown paths), the widget's
 * iframe app (one HTML page for every /widgets/:clientId) and the loader script at /widget.js.
 */
export function createStaticHandler(staticRoot: string): Handler {
  // The build writes .br/.gz beside each asset; sirv picks the best one the browser accepts.
  const options = { etag: true, gzip: true, brotli: true, dev: false } as const;
  const dashboard = sirv(path.join(staticRoot, 'client'), { ...options, single: true });
  const widgetAssets = sirv(path.join(staticRoot, 'widget-app'), options);
  const widgetPage = path.join(staticRoot, 'widget-app', 'index.html');
  const loader = path.join(staticRoot, 'loader', 'widget.js');

  /** One known file, gzipped when the browser accepts it and the build wrote a .gz beside it. */
  const sendFile = async (request: IncomingMessage, response: ServerResponse, file: string, type: string, cacheControl: string, next: () => void) => {
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const candidates: [string, boolean][] = acceptsGzip ? [[`${file}.gz`, true], [file, false]] : [[file, false]];
    for (const [candidate, gzipped] of candidates) {
      const body = await fs.promises.readFile(candidate).catch(() => null);
      if (!body) continue;
      response.writeHead(200, {
        'content-type': type,
        'cache-control': cacheControl,
        'content-length': body.length,
        vary: 'accept-encoding',
        ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      });
      return response.end(body);
    }
    next();
  };

  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/widget.js') {
      // Short cache: installs pick up a new loader within minutes without changing their snippet.
      return void sendFile(request, response, loader, 'text/javascript; charset=utf-8', 'public, max-age=300', next);
    }
    if (/^\/widgets\/[^/]+\/?$/.test(pathname)) {
      return void sendFile(request, response, widgetPage, 'text/html; charset=utf-8', 'no-cache', next);
    }
    if (pathname.startsWith('/widget-app/')) {
      request.url = request.url!.slice('/widget-app'.length);
      return widgetAssets(request, response, next);
    }
    return dashboard(request, response, next);
  };
}
