import type { WidgetSentryConfig, WidgetSentryReporter } from './sentry';

/** Where reports go: nowhere until started, and nowhere at all when Sentry is off. */
let reporter: Promise<WidgetSentryReporter | null> = Promise.resolve(null);

/** The server's telemetry settings; anything unreadable means reporting stays off. */
async function sentryConfig(): Promise<WidgetSentryConfig | null> {
  try {
    const response = await fetch('/telemetry/config', { credentials: 'omit' });
    return response.ok ? ((await response.json()) as { sentry: WidgetSentryConfig | null }).sentry : null;
  } catch {
    return null;
  }
}

/**
 * Once the chat has rendered and the browser is idle, reads the settings and, only when a DSN is configured,
 * loads the Sentry SDK as a chunk of its own: the widget's first load carries none of it.
 */
export function startErrorReporting() {
  reporter = new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1);
  })
    .then(sentryConfig)
    .then((config) => (config ? import('./sentry').then((module) => module.startSentry(config)) : null));
}

export async function reportWidgetError(error: unknown): Promise<void> {
  (await reporter)?.capture(error);
}
