/** What the server says about telemetry (GET /telemetry/config); null for a service that is off. */
export type TelemetryConfig = {
  sentry: { dsn: string; environment: string; tracesSampleRate: number; tunnel: string } | null;
  posthog: { key: string; host: string } | null;
};

const off: TelemetryConfig = { sentry: null, posthog: null };

/**
 * The front end is static files, so its telemetry settings come from the server at run time. Failing to read
 * them means telemetry stays off, never that the page breaks.
 */
export async function fetchTelemetryConfig(): Promise<TelemetryConfig> {
  try {
    const response = await fetch('/telemetry/config', { credentials: 'omit' });
    return response.ok ? ((await response.json()) as TelemetryConfig) : off;
  } catch {
    return off;
  }
}
