/**
 * Wires the site's counting from the environment: the counting endpoint, the daily counters, the "Mark
 * as answered" page, and, where the outbox worker runs, the weekly digest and the counters' retention.
 * Counting switched off (FEATURE_ANALYTICS or FEATURE_PERFORMANCE_TRACKING off) opens nothing: no table,
 * no secret, no timer; both endpoints then answer 404.
 *
 * The contact pipeline is reached only through what src/server/site-runtime.ts hands in (the outbox the
 * digest is queued in) and hands out (a count per message, the link and the digest's email).
 */
import { SITE } from '#practice';
import { countedOrigin, type PageKinds } from '../../lib/analytics/counted-page.ts';
import { ALL, METRICS } from '../../lib/analytics/figures.ts';
import { originKind, randomizedKind, secureRandom } from '../../lib/analytics/origins.ts';
import { PRACTICE_OFFICE_HOURS } from '../../lib/calendar/practice-hours.ts';
import { ANSWERED_ENDPOINT } from '../../lib/analytics/wire.ts';
import type { SqlDriver } from '../http/database/sql-driver.ts';
import { createLogger, type Logger } from '../http/log.ts';
import type { SecretStore } from '../http/secrets.ts';
import type { AnalyticsConfig } from './analytics-config.ts';
import { createAnalyticsStore } from './analytics-store.ts';
import {
  ANSWER_LINK_SECRET,
  answerToken,
  answeredOff,
  createAnsweredHandler,
  type AnsweredHandler,
} from './answered.ts';
import { createBeaconHandler, type BeaconHandler } from './beacon-handler.ts';
import { createCounter } from './counter.ts';
import {
  composeDigestEmail,
  queueDueDigest,
  type DigestEmail,
  type DigestOutbox,
  type DigestRow,
} from './digest.ts';
import { purgeOldCounts, startAnalyticsSchedules } from './schedules.ts';

export interface AnalyticsRuntime {
  /** Whether the site counts (both feature flags on). */
  enabled: boolean;
  /** The counting endpoint. */
  handleBeacon: BeaconHandler;
  /** The "Mark as answered" page. */
  handleAnswered: AnsweredHandler;
  /** Counts a message the contact form sent, and the kind of page it came from as randomized response. */
  countMessage(journey: { cameFrom: string | undefined; optedOut: boolean }): void;
  /** A contact email's "Mark as answered" link; undefined while counting is off. */
  answerLink(message: { id: string; receivedAt: number }): string | undefined;
  /**
   * The email of a queued digest (digest.ts), which the outbox sends; made with counting off too, so a
   * digest queued before it was switched off still goes out.
   */
  composeDigest(message: DigestRow): DigestEmail;
  /** What the schedules do, once, now (`npm run worker -- --once`): the due digest, the retention. */
  runDue(now?: number): Promise<void>;
  /** Stops the schedules and writes the counts held in memory. */
  stop(): Promise<void>;
}

interface StartOptions {
  config: AnalyticsConfig;
  /** The server's database: the counting's tables are created on it, only while counting is on. */
  database: SqlDriver;
  secrets: SecretStore;
  /** The page registry's pages as built, with their kinds: what page views count under. */
  pages?: PageKinds;
  /** The site's words as built (/search-words.json): the `site:` topics a failed search may count under. */
  siteWords?: ReadonlySet<string>;
  /** CONTACT_FROM: the sender of the server's mail. */
  mailFrom: string;
  /** TRUST_PROXY and CONTACT_ALLOWED_ORIGINS, read once for both endpoints. */
  trustProxyHops: number;
  allowedOrigins: readonly string[];
  /**
   * Where digests are queued. With `schedules`, this process queues each week's digest and keeps the
   * retention (the process the outbox worker runs in).
   */
  outbox: DigestOutbox;
  schedules: boolean;
  /** Starts the counters' flush timer (a process that answers the counting endpoint). */
  count: boolean;
  log?: Logger;
}

export async function startAnalyticsRuntime({
  config,
  database,
  secrets,
  pages = new Map(),
  siteWords = new Set(),
  mailFrom,
  trustProxyHops,
  allowedOrigins,
  outbox,
  schedules,
  count,
  log = createLogger(),
}: StartOptions): Promise<AnalyticsRuntime> {
  const composeDigest = (message: DigestRow) =>
    composeDigestEmail(message, { from: mailFrom, siteName: SITE.siteName });
  if (!config.enabled) {
    return {
      enabled: false,
      handleBeacon: createBeaconHandler({
        counter: null,
        pages,
        rateLimit: config.rateLimit,
        trustProxyHops,
        allowedOrigins,
      }),
      handleAnswered: answeredOff,
      countMessage: () => {},
      answerLink: () => undefined,
      composeDigest,
      runDue: async () => {},
      stop: async () => {},
    };
  }

  const store = createAnalyticsStore(database);
  await store.migrate();
  const linkSecret = await secrets.secret(ANSWER_LINK_SECRET);
  const counter = createCounter({
    store,
    timeZone: SITE.timeZone,
    flushMs: config.flushMs,
    maxKeysPerDay: config.dayCounters,
    log,
  });
  if (count) counter.start();
  const stopSchedules = schedules ? startAnalyticsSchedules({ store, outbox, config, pages, log }) : () => {};

  return {
    enabled: true,
    handleBeacon: createBeaconHandler({
      counter,
      pages,
      siteWords,
      rateLimit: config.rateLimit,
      trustProxyHops,
      allowedOrigins,
    }),
    handleAnswered: createAnsweredHandler({
      store,
      secret: linkSecret,
      previousSecret: secrets.previous(ANSWER_LINK_SECRET),
      officeHours: PRACTICE_OFFICE_HOURS,
      linkDays: config.answerLink.days,
    }),
    countMessage({ cameFrom, optedOut }) {
      // A message sent without JavaScript says nothing of where it came from, and is not counted: the
      // privacy policy promises that a visitor without JavaScript is not counted at all.
      if (optedOut || !cameFrom) return;
      counter.add(METRICS.contactAccepted, ALL);
      const kind = originKind(countedOrigin(cameFrom, pages), pages);
      counter.addToMonth(METRICS.contactAcceptedKind, randomizedKind(kind, secureRandom));
    },
    answerLink: (message) =>
      `${config.answerLink.base}${ANSWERED_ENDPOINT}?t=${answerToken(linkSecret, message)}`,
    composeDigest,
    async runDue(now = Date.now()) {
      if (config.digest.weekly) {
        await queueDueDigest({
          store,
          outbox,
          recipient: config.digest.recipient,
          timeZone: SITE.timeZone,
          pages,
          now,
        });
      }
      await purgeOldCounts(store, config.retentionMonths, now);
    },
    async stop() {
      stopSchedules();
      await counter.stop();
    },
  };
}
