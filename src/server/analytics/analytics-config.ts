/**
 * The counting endpoint's, the digest's and the "Mark as answered" link's settings, from the environment
 * (all optional). A wrong value stops the server at start with the variable's name. Counting itself is
 * switched by the site's feature flags (FEATURE_PERFORMANCE_TRACKING and FEATURE_ANALYTICS).
 */
import { z } from 'astro/zod';
import { envSwitch } from '../../config/env.ts';
import { PRACTICE, SITE } from '#practice';
import { describeIssues } from '../../config/schema.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Each variable's value when unset, written once: the schema and .env.example (a test holds it) read it. */
export const ANALYTICS_DEFAULTS = {
  ANALYTICS_RETENTION_MONTHS: 25,
  ANALYTICS_RATE_LIMIT: 120,
  ANALYTICS_RATE_WINDOW_SECONDS: 60,
  ANALYTICS_FLUSH_SECONDS: 5,
  ANALYTICS_DAY_COUNTERS: 3000,
  DIGEST: true,
  ANSWER_LINK_DAYS: 14,
} as const;

const analyticsConfigSchema = z
  .object({
    ANALYTICS_RETENTION_MONTHS: positiveInt(ANALYTICS_DEFAULTS.ANALYTICS_RETENTION_MONTHS),
    ANALYTICS_RATE_LIMIT: positiveInt(ANALYTICS_DEFAULTS.ANALYTICS_RATE_LIMIT),
    ANALYTICS_RATE_WINDOW_SECONDS: positiveInt(ANALYTICS_DEFAULTS.ANALYTICS_RATE_WINDOW_SECONDS),
    ANALYTICS_FLUSH_SECONDS: z.coerce
      .number()
      .positive()
      .max(3600)
      .default(ANALYTICS_DEFAULTS.ANALYTICS_FLUSH_SECONDS),
    ANALYTICS_DAY_COUNTERS: positiveInt(ANALYTICS_DEFAULTS.ANALYTICS_DAY_COUNTERS),
    DIGEST: envSwitch(ANALYTICS_DEFAULTS.DIGEST),
    DIGEST_RECIPIENT: z.string().optional(),
    CONTACT_RECIPIENT: z.string().default(PRACTICE.mail.recipient),
    ANSWER_LINK_DAYS: positiveInt(ANALYTICS_DEFAULTS.ANSWER_LINK_DAYS),
    ANSWER_LINK_BASE: z.url().optional(),
  })
  .transform((e) => ({
    /** Both flags on: pages send beacons, and the endpoint counts them. */
    enabled: SITE.features.performanceTracking && SITE.features.analytics,
    retentionMonths: e.ANALYTICS_RETENTION_MONTHS,
    rateLimit: { limit: e.ANALYTICS_RATE_LIMIT, windowMs: e.ANALYTICS_RATE_WINDOW_SECONDS * 1000 },
    flushMs: e.ANALYTICS_FLUSH_SECONDS * 1000,
    /** Distinct counters one process adds to in a day: rows a flood of beacons can add are bounded. */
    dayCounters: e.ANALYTICS_DAY_COUNTERS,
    /** The weekly digest: sent by the outbox worker early in each week, for the week before. */
    digest: { weekly: e.DIGEST, recipient: e.DIGEST_RECIPIENT || e.CONTACT_RECIPIENT },
    answerLink: {
      days: e.ANSWER_LINK_DAYS,
      /** Where the practice's browser reaches this server: the public site unless it is hosted apart. */
      base: (e.ANSWER_LINK_BASE || SITE.url).replace(/\/$/, ''),
    },
  }));

export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;

export function readAnalyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig {
  const parsed = analyticsConfigSchema.safeParse(env);
  if (!parsed.success) throw new Error(describeIssues('Invalid analytics environment', parsed.error));
  return parsed.data;
}
