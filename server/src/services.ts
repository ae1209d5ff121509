import type Stripe from 'stripe';
import type { BackgroundTasks } from './background-tasks';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './email/mailer';
import type { Logger } from './logger';
import type { PasswordChecker } from './auth/password-checker';
import type { RateLimits } from './auth/rate-limits';
import type { SecretBox } from './auth/secret-box';
import type { CostBuckets } from './api-keys/cost-buckets';
import type { OperatorPrincipals } from './auth/operator-principals';
import type { AllowanceReads } from './billing/allowance-reads';
import type { AvailabilityCache } from './conversations/availability-cache';
import type { VisitorPrincipals } from './conversations/visitor-principals';
import type { EventBus } from './realtime/event-bus';
import type { Storage } from './storage/storage';
import type { Analytics } from './telemetry/analytics';
import type { WebhookWorker } from './webhooks/worker';

/** Long-lived parts of one running app instance, shared by every request. */
export type Services = {
  config: Config;
  logger: Logger;
  db: Database;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Refuses passwords that are easy to guess, on a thread of its own (see auth/password-checker). */
  passwords: PasswordChecker;
  /** What API keys may still spend (see api-keys/cost-buckets). */
  costBuckets: CostBuckets;
  /** Realtime events between the instances (see realtime/topics). */
  pubsub: EventBus;
  /** Who widget requests speak for, remembered briefly and dropped by revocations (see visitor-principals). */
  visitorPrincipals: VisitorPrincipals;
  /** Operators' sessions and memberships, remembered briefly and dropped by changes (see operator-principals). */
  operatorPrincipals: OperatorPrincipals;
  /** Organizations' availability for visitors' live deliveries, dropped by the events that change it. */
  availabilityCache: AvailabilityCache;
  /** What is beyond each organization's plan allowance, as recently read (hosted installs). */
  allowances: AllowanceReads;
  /** Product analytics and feature flags (a no-op when off). */
  analytics: Analytics;
  /** Uploaded files. */
  storage: Storage;
  /** Signs short-lived links (see auth/server-secret). */
  serverSecret: Buffer;
  /** Encrypts webhook signing secrets at rest (see auth/secret-box). */
  webhookSecrets: SecretBox;
  /** Encrypts Slack bot tokens and signing secrets at rest. */
  slackSecrets: SecretBox;
  /** Work that outlives the request that started it; shutdown waits for it. */
  background: BackgroundTasks;
  /** Delivers the organization's events to its webhook endpoints. */
  webhooks: WebhookWorker;
  /** Stripe's API, when billing is on (hosted service); null when self-hosted. */
  stripe: Stripe | null;
  /** The time as the app sees it; tests move it forward to reach retries that are minutes or days away. */
  now: () => Date;
};

/** Absolute link into the app, for emails and snippets. */
export function appLink(config: Pick<Config, 'publicUrl'>, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${config.publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
