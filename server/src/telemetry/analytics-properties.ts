/**
 * The only properties an analytics event may carry: ids and settings. Whatever people typed (message bodies,
 * names) and their email addresses never leave the server, whoever builds the event.
 */
const allowedProperties = ['organizationId', 'widgetId', 'role', 'plan', 'previousPlan', 'subscriptionStatus', 'seats', 'locale'] as const;

export type AnalyticsProperties = Partial<Record<(typeof allowedProperties)[number], string | number | boolean>>;

const emailLike = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Keeps allowed keys with plain values, and drops any value that looks like an email address. */
export function safeProperties(properties: Record<string, unknown>): AnalyticsProperties {
  const kept = Object.entries(properties).filter(
    ([key, value]) =>
      (allowedProperties as readonly string[]).includes(key) &&
      (typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && !emailLike.test(value))),
  );
  return Object.fromEntries(kept);
}
