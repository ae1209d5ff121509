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
  const options = { etag: true, gzip: false, brotli: false, dev: false } as const;
  const dashboard = sirv(path.join(staticRoot, 'client'), { ...options, single: true });
  const widgetAssets = sirv(path.join(staticRoot, 'widget-app'), options);
  const widgetPage = path.join(staticRoot, 'widget-app', 'index.html');
  const loader = path.join(staticRoot, 'loader', 'widget.js');

  const sendFile = (response: ServerResponse, file: string, type: string, cacheControl: string, next: () => void) => {
    fs.readFile(file, (error, body) => {
      if (error) return next();
      response.writeHead(200, { 'content-type': type, 'cache-control': cacheControl, 'content-length': body.length });
      response.end(body);
    });
  };

  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/widget.js') {
      // Short cache: installs pick up a new loader within minutes without changing their snippet.
      return sendFile(response, loader, 'text/javascript; charset=utf-8', 'public, max-age=300', next);
    }
    if (/^\/widgets\/[^/]+\/?$/.test(pathname)) {
      return sendFile(response, widgetPage, 'text/html; charset=utf-8', 'no-cache', next);
    }
    if (pathname.startsWith('/widget-app/')) {
      request.url = request.url!.slice('/widget-app'.length);
      return widgetAssets(request, response, next);
    }
    return dashboard(request, response, next);
  };
}
