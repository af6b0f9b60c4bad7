/**
 * The contact pipeline's settings, from the environment (PRODUCT.md section 4; all optional). A wrong
 * value stops the server at start with the variable's name, rather than misbehaving later.
 */
import { join } from 'node:path';
import { z } from 'astro/zod';

const DEFAULT_DATA_DIR = './data';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const onOff = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value === ''
        ? fallback
        : !['0', 'off', 'false', 'no'].includes(value.toLowerCase()),
    );
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: optionalText,
  CONTACT_DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lowercase letters, digits and underscores')
    .default('public'),
  SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\//i.test(value), {
    message: 'must start with smtp:// or smtps://',
  }),
  MAIL_DIR: optionalText,
  CONTACT_RECIPIENT: z.string().default('intake@livedeeply.example'),
  CONTACT_FROM: z.string().default('website@livedeeply.example'),
  CONTACT_TIMEZONE: z.string().default('America/New_York'),
  PUBLIC_CONTACT_KEY: optionalText,
  CONTACT_RATE_LIMIT: positiveInt(10),
  CONTACT_RATE_WINDOW_SECONDS: positiveInt(600),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => {
      if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return 0;
      if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return 1;
      return Number(value);
    })
    .pipe(z.number().int().min(0).max(10)),
  CONTACT_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    ),
  CONTACT_RETENTION_DAYS: positiveInt(30),
  CONTACT_SPAM_RETENTION_DAYS: positiveInt(7),
  CONTACT_MAX_ATTEMPTS: positiveInt(12),
  CONTACT_RETRY_BASE_SECONDS: z.coerce.number().positive().default(15),
  CONTACT_RETRY_MAX_SECONDS: z.coerce.number().positive().default(1800),
  CONTACT_LEASE_SECONDS: z.coerce.number().positive().default(120),
  CONTACT_POLL_SECONDS: z.coerce.number().positive().default(2),
  CONTACT_WORKER: onOff(true),
});

export interface ContactConfig {
  databaseUrl: string;
  dbSchema: string;
  smtpUrl: string | undefined;
  mailDir: string;
  recipient: string;
  from: string;
  timeZone: string;
  publicKey: string | undefined;
  rateLimit: { limit: number; windowMs: number };
  trustProxyHops: number;
  allowedOrigins: string[];
  retention: { deliveredDays: number; spamDays: number };
  delivery: {
    maxAttempts: number;
    backoff: { baseMs: number; maxMs: number };
    leaseMs: number;
    pollMs: number;
  };
  /** CONTACT_WORKER=off: this process accepts messages but leaves delivery to `npm run worker`. */
  runWorker: boolean;
}

export function readContactConfig(env: Record<string, string | undefined> = process.env): ContactConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid contact pipeline environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL ?? `file:${join(e.DATA_DIR, 'contact.sqlite')}`,
    dbSchema: e.CONTACT_DB_SCHEMA,
    smtpUrl: e.SMTP_URL,
    mailDir: e.MAIL_DIR ?? join(e.DATA_DIR, 'mail'),
    recipient: e.CONTACT_RECIPIENT,
    from: e.CONTACT_FROM,
    timeZone: e.CONTACT_TIMEZONE,
    publicKey: e.PUBLIC_CONTACT_KEY,
    rateLimit: { limit: e.CONTACT_RATE_LIMIT, windowMs: e.CONTACT_RATE_WINDOW_SECONDS * 1000 },
    trustProxyHops: e.TRUST_PROXY,
    allowedOrigins: e.CONTACT_ALLOWED_ORIGINS,
    retention: { deliveredDays: e.CONTACT_RETENTION_DAYS, spamDays: e.CONTACT_SPAM_RETENTION_DAYS },
    delivery: {
      maxAttempts: e.CONTACT_MAX_ATTEMPTS,
      backoff: { baseMs: e.CONTACT_RETRY_BASE_SECONDS * 1000, maxMs: e.CONTACT_RETRY_MAX_SECONDS * 1000 },
      leaseMs: e.CONTACT_LEASE_SECONDS * 1000,
      pollMs: e.CONTACT_POLL_SECONDS * 1000,
    },
    runWorker: e.CONTACT_WORKER,
  };
}
