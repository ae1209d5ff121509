import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { previewBootstrapScript } from '../../../client/src/routes/settings/widget/previewBootstrap';
import type { Config } from '../config';
import { graphiqlAssetsPrefix } from './graphiql';

type Directives = Record<string, string[]>;

/** PostHog's ingest host, and for its cloud the assets host it reads remote configuration from. */
export function analyticsOrigins(config: Config): string[] {
  if (!config.posthog) return [];
  const ingest = new URL(config.posthog.host);
  const cloud = /^(us|eu)\.i\.posthog\.com$/.exec(ingest.host);
  return [ingest.origin, ...(cloud ? [`https://${cloud[1]}-assets.i.posthog.com`] : [])];
}

/** The widget settings' live preview is an `srcdoc` frame under the dashboard's policy: its one inline script is allowed by hash. */
const previewScriptHash = `'sha256-${createHash('sha256').update(previewBootstrapScript).digest('base64')}'`;

/**
 * What our built pages need, and nothing more: our own scripts only (the build inlines no script), inline
 * styles (the prerendered pages inline their critical CSS, and UI libraries position with style attributes),
 * our own origin for GraphQL over HTTP and WebSocket and for error reports (tunnelled), and PostHog when set.
 */
function pageDirectives(config: Config): Directives {
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", previewScriptHash],
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
 * GraphiQL at /graphql runs from our own files (see http/graphiql), but its editor sets styles from script and runs its
 * language services in workers; only that page gets these allowances. It shows nothing but what the person types and
 * the API answers.
 */
function graphiqlDirectives(config: Config): Directives {
  return { ...pageDirectives(config), 'script-src': ["'self'"], 'worker-src': ["'self'"] };
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

const widgetPagePattern = /^\/widgets\/[^/]+\/?$/;

/**
 * Content-Security-Policy and the usual security headers for every HTTP response, chosen by what is served:
 * dashboard and site pages may be framed only by our own pages; the loader script may be loaded by any site.
 * The widget's chat may be framed by any site: on a site its widget does not allow, the chat itself explains
 * that it is unavailable there (and the API refuses it), which a browser-blocked frame could not.
 * Handlers that need a stricter policy (attachment downloads' sandbox) still set their own.
 */
export function createSecurityHeaders(config: Config) {
  const widgetFrame = helmet(
    options(
      config,
      { ...pageDirectives(config), 'frame-ancestors': ['*'] },
      // X-Frame-Options cannot allow every site; sites that isolate themselves (COEP) may embed the chat too.
      { xFrameOptions: false, crossOriginResourcePolicy: { policy: 'cross-origin' } },
    ),
  );
  const page = helmet(options(config, pageDirectives(config)));
  const graphiql = helmet(options(config, graphiqlDirectives(config)));
  const loader = helmet(options(config, pageDirectives(config), { crossOriginResourcePolicy: { policy: 'cross-origin' } }));

  return (request: IncomingMessage, response: ServerResponse): void => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const middleware =
      widgetPagePattern.test(pathname) || pathname.startsWith('/widget-app/')
        ? widgetFrame
        : pathname === '/widget.js'
          ? loader
          : pathname === '/graphql' || pathname.startsWith(graphiqlAssetsPrefix)
            ? graphiql
            : page;
    // Helmet's middlewares set headers synchronously and never fail.
    middleware(request, response, () => undefined);
  };
}
