import type { TelemetryConfig } from './runtimeConfig';
import type { SentryReporter } from './sentry';

/** Where reports go: nowhere until telemetry starts, and nowhere at all when Sentry is off. */
let reporter: Promise<SentryReporter | null> = Promise.resolve(null);

/** Loads the Sentry SDK (a chunk of its own) only when a DSN is configured. */
export function startErrorReporting(config: Promise<TelemetryConfig>, routeName: (pathname: string) => string) {
  reporter = config.then(({ sentry }) => (sentry ? import('./sentry').then((module) => module.startSentry(sentry, routeName)) : null));
}

export type ErrorDetails = { componentStack?: string; serverEventId?: string };

/** Reports an error the app caught; resolves to the event id people can quote, or undefined when reporting is off. */
export async function reportError(error: unknown, details: ErrorDetails = {}): Promise<string | undefined> {
  const sentry = await reporter;
  return sentry?.capture(error, details);
}
