import { PostHog } from 'posthog-node';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { safeProperties, type AnalyticsProperties } from './analytics-properties';

/** The business events the server reports; their names are what product analytics shows. */
export type AnalyticsEvent = 'user signed up' | 'organization created' | 'widget installed' | 'first reply' | 'plan changed';

export type Analytics = {
  capture(distinctId: string, event: AnalyticsEvent, properties?: AnalyticsProperties): void;
  /** Server-side feature flag check; false when analytics is off or the flag service can't be reached. */
  isFeatureEnabled(flag: string, distinctId: string): Promise<boolean>;
  /** Sends what is queued now rather than at the next interval. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
};

const disabled: Analytics = {
  capture: () => {},
  isFeatureEnabled: async () => false,
  flush: async () => {},
  shutdown: async () => {},
};

/** PostHog when a key is configured; otherwise no client exists, so no timer runs and nothing is sent. */
export function createAnalytics(posthog: Config['posthog'], logger: Logger): Analytics {
  if (!posthog) return disabled;
  const client = new PostHog(posthog.key, { host: posthog.host, disableGeoip: true });
  client.on('error', (error) => logger.warn('Product analytics request failed', { error: String(error) }));
  return {
    capture: (distinctId, event, properties = {}) => client.capture({ distinctId, event, properties: safeProperties(properties) }),
    async isFeatureEnabled(flag, distinctId) {
      const flags = await client.evaluateFlags(distinctId, { flagKeys: [flag] });
      return flags.isEnabled(flag);
    },
    flush: () => client.flush(),
    shutdown: () => client.shutdown(),
  };
}
