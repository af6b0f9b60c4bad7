/**
 * The contact pipeline's settings, from the environment (all optional: `npm start` works on a fresh
 * machine). A wrong value stops the server at start with the variable's name, rather than misbehaving
 * later. The settings' type is derived from the schema, so a new variable is declared once.
 */
import { join } from 'node:path';
import { z } from 'astro/zod';
import { envSwitch, parseSwitch } from '../../config/env.ts';
import { PRACTICE, SITE } from '#practice';
import { describeIssues } from '../../config/schema.ts';

/**
 * Each variable's value when unset, written once: the schema and .env.example (a test holds it) read it.
 * DATA_DIR is relative to the working directory, the repository's root under `npm start`.
 */
export const CONTACT_DEFAULTS = {
  DATA_DIR: './data',
  CONTACT_DB_SCHEMA: 'public',
  CONTACT_RATE_LIMIT: 10,
  CONTACT_RATE_WINDOW_SECONDS: 600,
  TRUST_PROXY: 0,
  CONTACT_BODY_TIMEOUT_SECONDS: 10,
  CONTACT_MAX_IN_FLIGHT: 64,
  CONTACT_RETENTION_DAYS: 30,
  CONTACT_SPAM_RETENTION_DAYS: 7,
  CONTACT_MAX_ATTEMPTS: 12,
  CONTACT_RETRY_BASE_SECONDS: 15,
  CONTACT_RETRY_MAX_SECONDS: 1800,
  CONTACT_LEASE_SECONDS: 120,
  CONTACT_POLL_SECONDS: 2,
  CONTACT_WORKER: true,
} as const;

/** The SQLite file in DATA_DIR that holds every part's tables unless DATABASE_URL names another store. */
export const SQLITE_FILE = 'contact.sqlite';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const seconds = (fallback: number) => z.coerce.number().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const contactConfigSchema = z
  .object({
    DATA_DIR: z.string().default(CONTACT_DEFAULTS.DATA_DIR),
    DATABASE_URL: optionalText,
    CONTACT_DB_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lowercase letters, digits and underscores')
      .default(CONTACT_DEFAULTS.CONTACT_DB_SCHEMA),
    SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\//i.test(value), {
      message: 'must start with smtp:// or smtps://',
    }),
    MAIL_DIR: optionalText,
    // The envelope and the time zone are the practice's (practices/<name>/practice.ts, site.ts) unless set here.
    CONTACT_RECIPIENT: z.string().default(PRACTICE.mail.recipient),
    CONTACT_FROM: z.string().default(PRACTICE.mail.from),
    CONTACT_TIMEZONE: z.string().default(SITE.timeZone),
    PUBLIC_CONTACT_KEY: optionalText,
    CONTACT_RATE_LIMIT: positiveInt(CONTACT_DEFAULTS.CONTACT_RATE_LIMIT),
    CONTACT_RATE_WINDOW_SECONDS: positiveInt(CONTACT_DEFAULTS.CONTACT_RATE_WINDOW_SECONDS),
    // With PostgreSQL, the day's key of the shared rate limit is derived from it (never stored).
    CONTACT_RATE_LIMIT_SECRET: z.string().min(16).optional(),
    // How many proxies in front append to X-Forwarded-For; "on" means one.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) => {
        const parsed = parseSwitch(value);
        if (parsed === undefined) return CONTACT_DEFAULTS.TRUST_PROXY;
        return parsed === null ? Number(value) : parsed ? 1 : 0;
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
    CONTACT_BODY_TIMEOUT_SECONDS: seconds(CONTACT_DEFAULTS.CONTACT_BODY_TIMEOUT_SECONDS),
    CONTACT_MAX_IN_FLIGHT: positiveInt(CONTACT_DEFAULTS.CONTACT_MAX_IN_FLIGHT),
    CONTACT_RETENTION_DAYS: positiveInt(CONTACT_DEFAULTS.CONTACT_RETENTION_DAYS),
    CONTACT_SPAM_RETENTION_DAYS: positiveInt(CONTACT_DEFAULTS.CONTACT_SPAM_RETENTION_DAYS),
    CONTACT_MAX_ATTEMPTS: positiveInt(CONTACT_DEFAULTS.CONTACT_MAX_ATTEMPTS),
    CONTACT_RETRY_BASE_SECONDS: seconds(CONTACT_DEFAULTS.CONTACT_RETRY_BASE_SECONDS),
    CONTACT_RETRY_MAX_SECONDS: seconds(CONTACT_DEFAULTS.CONTACT_RETRY_MAX_SECONDS),
    CONTACT_LEASE_SECONDS: seconds(CONTACT_DEFAULTS.CONTACT_LEASE_SECONDS),
    CONTACT_POLL_SECONDS: seconds(CONTACT_DEFAULTS.CONTACT_POLL_SECONDS),
    CONTACT_WORKER: envSwitch(CONTACT_DEFAULTS.CONTACT_WORKER),
  })
  .transform((e) => ({
    databaseUrl: e.DATABASE_URL ?? `file:${join(e.DATA_DIR, SQLITE_FILE)}`,
    dbSchema: e.CONTACT_DB_SCHEMA,
    smtpUrl: e.SMTP_URL,
    mailDir: e.MAIL_DIR ?? join(e.DATA_DIR, 'mail'),
    recipient: e.CONTACT_RECIPIENT,
    from: e.CONTACT_FROM,
    timeZone: e.CONTACT_TIMEZONE,
    publicKey: e.PUBLIC_CONTACT_KEY,
    rateLimit: { limit: e.CONTACT_RATE_LIMIT, windowMs: e.CONTACT_RATE_WINDOW_SECONDS * 1000 },
    /** What the shared rate limit's daily key is derived from; unset, each instance draws its own. */
    rateLimitSecret: e.CONTACT_RATE_LIMIT_SECRET,
    trustProxyHops: e.TRUST_PROXY,
    allowedOrigins: e.CONTACT_ALLOWED_ORIGINS,
    bodyTimeoutMs: e.CONTACT_BODY_TIMEOUT_SECONDS * 1000,
    maxInFlight: e.CONTACT_MAX_IN_FLIGHT,
    retention: { deliveredDays: e.CONTACT_RETENTION_DAYS, spamDays: e.CONTACT_SPAM_RETENTION_DAYS },
    delivery: {
      maxAttempts: e.CONTACT_MAX_ATTEMPTS,
      backoff: { baseMs: e.CONTACT_RETRY_BASE_SECONDS * 1000, maxMs: e.CONTACT_RETRY_MAX_SECONDS * 1000 },
      leaseMs: e.CONTACT_LEASE_SECONDS * 1000,
      pollMs: e.CONTACT_POLL_SECONDS * 1000,
    },
    /** CONTACT_WORKER=off: this process accepts messages but leaves delivery to `npm run worker`. */
    runWorker: e.CONTACT_WORKER,
  }));

export type ContactConfig = z.output<typeof contactConfigSchema>;

export function readContactConfig(env: Record<string, string | undefined> = process.env): ContactConfig {
  const parsed = contactConfigSchema.safeParse(env);
  if (!parsed.success) throw new Error(describeIssues('Invalid contact pipeline environment', parsed.error));
  return parsed.data;
}
