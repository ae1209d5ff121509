import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import type { Services } from '../services';

type Directives = Record<string, Array<string | ((request: IncomingMessage, response: ServerResponse) => string)>>;

/** PostHog's ingest host, and for its cloud the assets host it reads remote configuration from. */
export function analyticsOrigins(config: Config): string[] {
  if (!config.posthog) return [];
  const ingest = new URL(config.posthog.host);
  const cloud = /^(us|eu)\.i\.posthog\.com$/.exec(ingest.host);
  return [ingest.origin, ...(cloud ? [`https://${cloud[1]}-assets.i.posthog.com`] : [])];
}

/**
 * What our built pages need, and nothing more: our own scripts only (the build inlines no script), inline
 * styles (the prerendered pages inline their critical CSS, and UI libraries position with style attributes),
 * our own origin for GraphQL over HTTP and WebSocket and for error reports (tunnelled), and PostHog when set.
 */
function pageDirectives(config: Config): Directives {
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analyticsOrigins(config)],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * GraphiQL at /graphql is yoga's page: inline bootstrapping scripts and its editor from unpkg. Only that
 * page gets these allowances; it shows nothing but what the person types and the API answers.
 */
function graphiqlDirectives(config: Config): Directives {
  const cdn = 'https://unpkg.com';
  return {
    ...pageDirectives(config),
    'script-src': ["'self'", "'unsafe-inline'", cdn],
    'style-src': ["'self'", "'unsafe-inline'", cdn],
    'font-src': ["'self'", 'data:', cdn],
    'connect-src': ["'self'", cdn],
  };
}

type Overrides = { xFrameOptions?: false; crossOriginResourcePolicy?: { policy: 'cross-origin' } };

function options(config: Config, directives: Directives, overrides: Overrides = {}): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    // Our pages are not meant to be embedded cross-origin with COEP; leave it to browsers' default.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: overrides.xFrameOptions ?? { action: 'sameorigin' },
    crossOriginResourcePolicy: overrides.crossOriginResourcePolicy ?? { policy: 'same-origin' },
  };
}

const widgetPagePattern = /^\/widgets\/([^/]+)\/?$/;

/**
 * Content-Security-Policy and the usual security headers for every HTTP response, chosen by what is served:
 * dashboard and site pages may be framed only by our own pages; the widget's chat may be framed by the sites
 * the widget allows (any site when it lists none); the loader script may be loaded by any site.
 * Handlers that need a stricter policy (attachment downloads' sandbox) still set their own.
 */
export function createSecurityHeaders(services: Services) {
  const { config } = services;
  /** The sites that may frame the chat now being served, set per response before its headers are written. */
  const frameAncestors = new WeakMap<ServerResponse, string>();
  const widgetFrame = helmet(
    options(
      config,
      { ...pageDirectives(config), 'frame-ancestors': [(_request, response) => frameAncestors.get(response) ?? "'self'"] },
      // Framing is governed by frame-ancestors: X-Frame-Options cannot name a list of sites. Sites that isolate
      // themselves (COEP) may embed the chat too.
      { xFrameOptions: false, crossOriginResourcePolicy: { policy: 'cross-origin' } },
    ),
  );
  const page = helmet(options(config, pageDirectives(config)));
  const graphiql = helmet(options(config, graphiqlDirectives(config)));
  const loader = helmet(options(config, pageDirectives(config), { crossOriginResourcePolicy: { policy: 'cross-origin' } }));

  const ancestorsOf = async (clientId: string): Promise<string> => {
    try {
      const widget = await services.db.prisma.widget.findUnique({ where: { clientId: decodeURIComponent(clientId) }, select: { allowedOrigins: true } });
      // An unknown widget's page only says the chat is unavailable, which any site may show.
      if (!widget || widget.allowedOrigins.length === 0) return '*';
      return ["'self'", ...widget.allowedOrigins].join(' ');
    } catch (error) {
      services.logger.warn('Could not read the allowed origins of a widget', { error: String(error) });
      return "'self'";
    }
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const apply = (middleware: ReturnType<typeof helmet>) => new Promise<void>((resolve) => middleware(request, response, () => resolve()));
    const widgetPage = widgetPagePattern.exec(pathname);
    if (widgetPage) {
      frameAncestors.set(response, await ancestorsOf(widgetPage[1]));
      return apply(widgetFrame);
    }
    if (pathname.startsWith('/widget-app/')) {
      frameAncestors.set(response, '*');
      return apply(widgetFrame);
    }
    if (pathname === '/widget.js') return apply(loader);
    if (pathname === '/graphql') return apply(graphiql);
    return apply(page);
  };
}
