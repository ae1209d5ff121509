import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, TrustProxyError, type TrustProxy } from './auth/client-address';
import { isSentryDsn } from './telemetry/dsn';
import { projectRoot } from './project-root';

/** Every environment variable the server reads, parsed and validated in one place. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://chat.example.com' }).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  EMAIL_FROM: z.string().min(3).default('Parley <no-reply@localhost>'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        if (!(error instanceof TrustProxyError)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    }),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SENTRY_DSN: z.string().refine(isSentryDsn, 'must be a Sentry DSN such as https://key@o0.ingest.sentry.io/123').optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: z.url({ message: 'must be an absolute URL such as https://us.i.posthog.com' }).default('https://us.i.posthog.com'),
  PUBLIC_SITE: z.enum(['on', 'off'], 'must be on or off').default('on'),
  HOME_HELP_CENTER: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be the slug of an organization, as in /help/<slug>')
    .optional(),
  SITE_WIDGET_CLIENT_ID: z
    .string()
    .regex(/^[\w-]{3,64}$/, 'must be 3 to 64 letters, digits, dashes or underscores')
    .default('parley-demo'),
  STORAGE: z.enum(['local'], 'must be local (files under DATA_DIR)').default('local'),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(10 * 1024 * 1024),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().min(1).optional(),
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain name such as reply.example.com')
    .optional(),
  INBOUND_EMAIL_MAX_BYTES: z.coerce.number().int().min(1024).default(25 * 1024 * 1024),
  MISSED_REPLY_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  SITE_OWNER_EMAILS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false'], 'must be true or false').default('false'),
  AUDIT_LOG_RETENTION_DAYS: z.coerce.number().int().min(365, 'must be at least 365: audit entries are kept for a year or more').default(365),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  STRIPE_PRICE_BUSINESS: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url({ message: 'must be an absolute URL such as http://127.0.0.1:12111' }).optional(),
  SLACK_API_URL: z.url({ message: 'must be an absolute URL ending in /api/, such as https://slack.com/api/' }).optional(),
  ANSWER_BOT_URL: z.url({ message: 'must be the base URL of an OpenAI-compatible API such as http://127.0.0.1:11434/v1' }).optional(),
  ANSWER_BOT_MODEL: z.string().min(1).optional(),
  ANSWER_BOT_API_KEY: z.string().min(1).optional(),
  ANSWER_BOT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(30),
}).refine((values) => !values.STRIPE_SECRET_KEY || (values.STRIPE_WEBHOOK_SECRET && values.STRIPE_PRICE_PRO && values.STRIPE_PRICE_BUSINESS), {
  path: ['STRIPE_SECRET_KEY'],
  message: 'needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO and STRIPE_PRICE_BUSINESS too: billing runs on all four',
}).refine((values) => !values.ANSWER_BOT_URL || values.ANSWER_BOT_MODEL, {
  path: ['ANSWER_BOT_MODEL'],
  message: 'is required when ANSWER_BOT_URL is set: name the chat model to ask, such as gpt-4o-mini or llama3.1',
}).refine((values) => values.INBOUND_SMTP_PORT === undefined || values.INBOUND_EMAIL_DOMAIN !== undefined, {
  path: ['INBOUND_EMAIL_DOMAIN'],
  message: 'is required when INBOUND_SMTP_PORT is set: replies are addressed to reply+<token>@INBOUND_EMAIL_DOMAIN',
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  emailFrom: string;
  /** Which hops in front of the app are our own proxies (see auth/client-address). */
  trustProxy: TrustProxy;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Where the built dashboard and widget are served from. */
  staticRoot: string;
  /** Error reporting and tracing; off when no DSN is set. */
  sentry: { dsn: string; environment: string; tracesSampleRate: number } | null;
  /** Product analytics and feature flags; off when no key is set. */
  posthog: { key: string; host: string } | null;
  /**
   * The public marketing site (home, pricing, blog, legal pages, support form) and its support organization.
   * Off for an install that only runs the app: `/` then leads to `homeHelpCenter`'s help center, or to sign-in.
   */
  publicSite: boolean;
  /** With the public site off, the organization (by slug) whose help center `/` shows while it is switched on. */
  homeHelpCenter?: string;
  /** Public client id of the widget on the public site; its conversations land in the site organization. */
  siteWidgetClientId: string;
  /** Lower-cased; verified users with these addresses are made owners of the site organization. */
  siteOwnerEmails: string[];
  /** Where uploaded files are kept. */
  storage: 'local';
  /** Largest upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** Signs short-lived links; every instance needs the same one. Without it, one is kept in DATA_DIR. */
  secretKey?: string;
  /** How long a team reply stays unread in the chat before it is emailed to a visitor who left an address. */
  missedReplyEmailDelayMs: number;
  /**
   * Replies by email: emails to visitors carry a reply address at `domain` when it is set; this instance receives
   * mail on `smtpPort` (0 picks a free port) when that is set too. Off by default.
   */
  inboundEmail: { domain: string; smtpPort?: number; smtpHost: string; maxBytes: number } | null;
  /** Let webhooks reach loopback and private addresses: for local development and tests, never on a shared server. */
  webhooksAllowPrivateNetworks: boolean;
  /** How long audit log entries are kept before they are purged; never less than a year. */
  auditLogRetentionDays: number;
  /** Where Slack's Web API is reached (https://slack.com/api/ unless set): a local stand-in in tests. */
  slackApiUrl: string | undefined;
  /**
   * Billing of the hosted service through Stripe: plans are enforced only when it is set. Without it (self-hosted)
   * every feature is unlocked. `apiBase` points the Stripe client at another address (a local stand-in in tests).
   */
  stripe: { secretKey: string; webhookSecret: string; prices: { PRO: string; BUSINESS: string }; apiBase?: string } | null;
  /**
   * The answer bot's model, behind any OpenAI-compatible chat-completions API (OpenAI, Azure, Ollama, vLLM…).
   * Null without ANSWER_BOT_URL: organizations then get article suggestions only.
   */
  answerBot: { baseUrl: string; model: string; apiKey: string; timeoutMs: number } | null;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in `DATABASE_URL= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    smtpUrl: values.SMTP_URL,
    emailFrom: values.EMAIL_FROM,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    staticRoot: path.join(projectRoot(), 'dist'),
    sentry: values.SENTRY_DSN
      ? { dsn: values.SENTRY_DSN, environment: values.SENTRY_ENVIRONMENT, tracesSampleRate: values.SENTRY_TRACES_SAMPLE_RATE }
      : null,
    posthog: values.POSTHOG_KEY ? { key: values.POSTHOG_KEY, host: values.POSTHOG_HOST.replace(/\/$/, '') } : null,
    publicSite: values.PUBLIC_SITE === 'on',
    homeHelpCenter: values.HOME_HELP_CENTER,
    siteWidgetClientId: values.SITE_WIDGET_CLIENT_ID,
    siteOwnerEmails: values.SITE_OWNER_EMAILS,
    storage: values.STORAGE,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    secretKey: values.SECRET_KEY,
    missedReplyEmailDelayMs: values.MISSED_REPLY_EMAIL_DELAY_SECONDS * 1000,
    inboundEmail: values.INBOUND_EMAIL_DOMAIN
      ? {
          domain: values.INBOUND_EMAIL_DOMAIN,
          smtpPort: values.INBOUND_SMTP_PORT,
          smtpHost: values.INBOUND_SMTP_HOST ?? values.HOST,
          maxBytes: values.INBOUND_EMAIL_MAX_BYTES,
        }
      : null,
    webhooksAllowPrivateNetworks: values.WEBHOOKS_ALLOW_PRIVATE_NETWORKS === 'true',
    auditLogRetentionDays: values.AUDIT_LOG_RETENTION_DAYS,
    slackApiUrl: values.SLACK_API_URL,
    stripe: values.STRIPE_SECRET_KEY
      ? {
          secretKey: values.STRIPE_SECRET_KEY,
          webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
          prices: { PRO: values.STRIPE_PRICE_PRO!, BUSINESS: values.STRIPE_PRICE_BUSINESS! },
          apiBase: values.STRIPE_API_BASE,
        }
      : null,
    answerBot: values.ANSWER_BOT_URL
      ? {
          baseUrl: values.ANSWER_BOT_URL.replace(/\/$/, ''),
          model: values.ANSWER_BOT_MODEL!,
          // Local servers (Ollama, vLLM) need no key, but the client library insists on one.
          apiKey: values.ANSWER_BOT_API_KEY ?? 'none',
          timeoutMs: values.ANSWER_BOT_TIMEOUT_SECONDS * 1000,
        }
      : null,
  };
}
