import * as Sentry from '@sentry/react';
import type { ErrorDetails } from './errorReporting';
import { isNotFoundPage } from './pageMarker';
import type { TelemetryConfig } from './runtimeConfig';

export type SentryReporter = { capture(error: unknown, details: ErrorDetails): string };

/** The browser SDK, reporting through the same-origin tunnel; this module is only downloaded when Sentry is on. */
export function startSentry(config: NonNullable<TelemetryConfig['sentry']>, routeName: (pathname: string) => string): SentryReporter {
  // The page load may end only when the visitor leaves the 404 page, so remember what it showed when it started.
  let pageLoadShowedNotFound = false;
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: config.tracesSampleRate,
    tunnel: config.tunnel,
    // Whole transactions (not streamed spans), so that beforeSendTransaction can still drop a page load once it
    // is known to have shown the 404 page.
    traceLifecycle: 'static',
    integrations: [
      Sentry.browserTracingIntegration({
        // Route patterns, not addresses: /dashboard/threads/:id rather than one name per thread. (With whole
        // transactions the SDK names page loads and navigations after the path they go to.)
        beforeStartSpan: (options) => {
          if (options.op === 'pageload') pageLoadShowedNotFound = isNotFoundPage();
          return { ...options, name: routeName(options.name) };
        },
      }),
    ],
    // Nothing people typed: no request bodies, no query strings (tokens live there), no cookies.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false, stackFrameVariables: false },
    beforeSendTransaction: (event) => (event.contexts?.trace?.op === 'pageload' && (pageLoadShowedNotFound || isNotFoundPage()) ? null : event),
  });
  return {
    capture: (error, { componentStack, serverEventId }) =>
      Sentry.captureException(error, {
        ...(componentStack ? { contexts: { react: { componentStack } } } : {}),
        ...(serverEventId ? { tags: { server_event_id: serverEventId } } : {}),
      }),
  };
}
