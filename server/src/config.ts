import path from 'node:path';
import { z } from 'zod';

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
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SITE_WIDGET_CLIENT_ID: z
    .string()
    .regex(/^[\w-]{3,64}$/, 'must be 3 to 64 letters, digits, dashes or underscores')
    .default('parley-demo'),
  SITE_OWNER_EMAILS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
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
  trustProxy: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Where the built dashboard and widget are served from. */
  staticRoot: string;
  /** Public client id of the widget on the public site; its conversations land in the site organization. */
  siteWidgetClientId: string;
  /** Lower-cased; verified users with these addresses are made owners of the site organization. */
  siteOwnerEmails: string[];
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
    staticRoot: path.resolve(__dirname, '../../dist'),
    siteWidgetClientId: values.SITE_WIDGET_CLIENT_ID,
    siteOwnerEmails: values.SITE_OWNER_EMAILS,
  };
}
