import * as Sentry from '@sentry/react';

export type WidgetSentryConfig = { dsn: string; environment: string; tracesSampleRate: number; tunnel: string };
export type WidgetSentryReporter = { capture(error: unknown): void };

/** The browser SDK for the chat app, reporting through the same-origin tunnel; only downloaded when Sentry is on. */
export function startSentry(config: WidgetSentryConfig): WidgetSentryReporter {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: config.tracesSampleRate,
    tunnel: config.tunnel,
    initialScope: { tags: { app: 'widget' } },
    // One name for every widget's page rather than one per client id.
    integrations: [Sentry.browserTracingIntegration({ beforeStartSpan: (options) => ({ ...options, name: '/widgets/:clientId' }) })],
    // Nothing visitors typed: no request bodies, no query strings, no cookies.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false, stackFrameVariables: false },
  });
  return { capture: (error) => void Sentry.captureException(error) };
}
