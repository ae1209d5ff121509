import type { ServerResponse } from 'node:http';
import type { Config } from '../config';
import { sentryTunnelPath } from './sentry-tunnel';

export const browserConfigPath = '/telemetry/config';

/** What the static front ends need to start telemetry; null for a service that is off. */
export type BrowserTelemetryConfig = {
  sentry: { dsn: string; environment: string; tracesSampleRate: number; tunnel: string } | null;
  posthog: { key: string; host: string } | null;
};

export function browserTelemetryConfig(config: Config): BrowserTelemetryConfig {
  return {
    sentry: config.sentry && { ...config.sentry, tunnel: sentryTunnelPath },
    posthog: config.posthog,
  };
}

/** The front ends are static files, so they read their telemetry settings from here at run time. */
export function serveBrowserConfig(config: Config, response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' });
  response.end(JSON.stringify(browserTelemetryConfig(config)));
}
