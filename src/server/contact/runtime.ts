/**
 * Wires the contact pipeline from the environment: the store (migrated at start), the endpoint's handler,
 * the site's counting (its endpoint, the daily counters, the "Mark as answered" page) and, unless
 * CONTACT_WORKER=off, the outbox worker with the weekly digest and the counters' retention in the same
 * process.
 *
 * One pipeline per process. `npm start` (scripts/start.ts) creates it before serving; the Astro route,
 * which lives in the server bundle and so in a separate copy of this module, finds the same pipeline
 * through a process-wide registry instead of opening a second store. Served any other way (the adapter's
 * own server), the route creates the pipeline on its first request.
 */
import { SITE } from '../../config/site.ts';
import { countedOrigin, type PageKinds } from '../../lib/analytics/counted-page.ts';
import { METRICS } from '../../lib/analytics/figures.ts';
import { PRACTICE_OFFICE_HOURS } from '../../lib/analytics/practice-hours.ts';
import { ANSWERED_ENDPOINT } from '../../lib/analytics/wire.ts';
import { readAnalyticsConfig, type AnalyticsConfig } from '../analytics/analytics-config.ts';
import {
  ANSWER_LINK_SECRET,
  answerToken,
  createAnsweredHandler,
  type AnsweredHandler,
} from '../analytics/answered.ts';
import { createBeaconHandler, type BeaconHandler } from '../analytics/beacon-handler.ts';
import { SEARCH_WORDS_SECRET, createCounter } from '../analytics/counter.ts';
import { composeDigestEmail } from '../analytics/digest.ts';
import { startAnalyticsSchedules } from '../analytics/schedules.ts';
import { createLogger, describeError, type Logger } from '../log.ts';
import { createContactHandler, type ContactHandler } from './contact-handler.ts';
import { formRetryPage } from './form-retry-page.ts';
import { readContactConfig, type ContactConfig } from './contact-config.ts';
import { composeContactEmail } from './mail/compose-email.ts';
import { createMailTransport, type MailTransport } from './mail/mail-transport.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox/outbox-worker.ts';
import { RATE_LIMIT_SECRET, createStoreRateLimiter } from './rate-limiter.ts';
import type { ContactStore } from './store/contact-store.ts';
import { describeDatabase, openContactStore } from './store/open-store.ts';

export interface ContactRuntime {
  config: ContactConfig;
  store: ContactStore;
  handle: ContactHandler;
  /** The counting endpoint. */
  handleBeacon: BeaconHandler;
  /** The "Mark as answered" page. */
  handleAnswered: AnsweredHandler;
  worker: OutboxWorker | null;
  /** The health check's answer: the store within `timeoutMs`, and the outbox's state. */
  health(timeoutMs: number): Promise<HealthReport>;
  /**
   * Stops the worker (sends in progress finish; with `graceMs`, one still going after that is cancelled
   * and its message released) and closes the store.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

interface HealthReport {
  ok: boolean;
  store: 'ok' | 'unavailable';
  outbox: { pending: number | null; failed: number | null; oldestPendingSeconds: number | null };
}

interface StartOptions {
  env?: Record<string, string | undefined>;
  /** Overrides CONTACT_WORKER. */
  worker?: boolean;
  log?: Logger;
  /** The built contact page's HTML, for answering a refused form post without JavaScript. */
  contactPage?: () => string | null;
  /** The page registry's pages as built, with their kinds: what page views count under. */
  pages?: PageKinds;
}

/**
 * The worker and its transport for a store, as `npm start` and `npm run worker` run them: contact
 * messages (with their "Mark as answered" link while counting is on) and the practice's digests.
 */
export async function createDeliveryWorker(
  config: ContactConfig,
  store: ContactStore,
  log: Logger = createLogger(),
  analytics: AnalyticsConfig = readAnalyticsConfig(),
): Promise<{ worker: OutboxWorker; transport: MailTransport }> {
  const linkSecret = analytics.enabled ? await store.analytics.secret(ANSWER_LINK_SECRET) : null;
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, mailDir: config.mailDir });
  const worker = createOutboxWorker({
    store,
    transport,
    compose: (message) =>
      message.kind === 'digest'
        ? composeDigestEmail(message, { from: config.from, siteName: SITE.siteName })
        : composeContactEmail(message, {
            from: config.from,
            to: config.recipient,
            timeZone: config.timeZone,
            retentionDays: config.retention.deliveredDays,
            answerLink: linkSecret
              ? `${analytics.answerLink.base}${ANSWERED_ENDPOINT}?t=${answerToken(linkSecret, message)}`
              : undefined,
          }),
    ...config.delivery,
    retention: { ...config.retention, rateWindowMs: config.rateLimit.windowMs, everyMs: 60 * 60_000 },
    log,
  });
  return { worker, transport };
}

async function startContactRuntime({
  env = process.env,
  worker,
  log = createLogger(),
  contactPage,
  pages = new Map(),
}: StartOptions = {}) {
  const config = readContactConfig(env);
  const analytics = readAnalyticsConfig(env);
  const store = await openContactStore({
    databaseUrl: config.databaseUrl,
    schema: config.dbSchema,
    onError: (error) => log.warn('store.connection-error', { error: describeError(error) }),
  });
  const runWorker = worker ?? config.runWorker;
  const delivery = runWorker ? await createDeliveryWorker(config, store, log, analytics) : null;
  const counter = createCounter({
    store: store.analytics,
    hashKey: await store.analytics.secret(SEARCH_WORDS_SECRET),
    timeZone: SITE.timeZone,
    flushMs: analytics.flushMs,
    log,
  });
  const handleBeacon = createBeaconHandler({
    counter,
    pages,
    enabled: analytics.enabled,
    rateLimit: analytics.rateLimit,
    trustProxyHops: config.trustProxyHops,
    allowedOrigins: config.allowedOrigins,
  });
  const handleAnswered = createAnsweredHandler({
    store: store.analytics,
    secret: await store.analytics.secret(ANSWER_LINK_SECRET),
    officeHours: PRACTICE_OFFICE_HOURS,
    linkDays: analytics.answerLink.days,
  });

  const handle = createContactHandler({
    store,
    publicKey: config.publicKey,
    // Several instances share a PostgreSQL store, so they share the counts too; SQLite is one instance.
    rateLimit:
      store.kind === 'postgres'
        ? createStoreRateLimiter(store, {
            ...config.rateLimit,
            secret: await store.analytics.secret(RATE_LIMIT_SECRET),
          })
        : config.rateLimit,
    bodyTimeoutMs: config.bodyTimeoutMs,
    maxInFlight: config.maxInFlight,
    trustProxyHops: config.trustProxyHops,
    allowedOrigins: config.allowedOrigins,
    formRetryPage: (retry) => {
      const html = contactPage?.();
      return html ? formRetryPage(html, retry) : null;
    },
    onAccepted: (id, { cameFrom, optedOut }) => {
      log.info('message.accepted', { id });
      delivery?.worker.wake();
      if (analytics.enabled && !optedOut)
        counter.add(METRICS.contactAccepted, countedOrigin(cameFrom, pages));
    },
    onError: (error) => log.error('message.not-stored', { error: describeError(error) }),
  });

  delivery?.worker.start();
  if (analytics.enabled) counter.start();
  const stopSchedules =
    delivery && analytics.enabled ? startAnalyticsSchedules({ store, config: analytics, log }) : () => {};
  log.info('store.opened', { store: describeDatabase(config.databaseUrl) });
  if (delivery) log.info('worker.started', { mail: delivery.transport.description });
  else log.info('worker.off', { hint: 'CONTACT_WORKER=off: npm run worker delivers' });

  const runtime: ContactRuntime = {
    config,
    store,
    handle,
    handleBeacon,
    handleAnswered,
    worker: delivery?.worker ?? null,
    async health(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      });
      try {
        const stats = await Promise.race([store.outboxStats(), late]);
        const oldest = stats.oldestPendingAt;
        return {
          ok: true,
          store: 'ok',
          outbox: {
            pending: stats.pending,
            failed: stats.failed,
            oldestPendingSeconds:
              oldest === null ? null : Math.max(0, Math.round((Date.now() - oldest) / 1000)),
          },
        };
      } catch {
        return {
          ok: false,
          store: 'unavailable',
          outbox: { pending: null, failed: null, oldestPendingSeconds: null },
        };
      } finally {
        clearTimeout(timer);
      }
    },
    async stop({ graceMs } = {}) {
      stopSchedules();
      await counter.stop();
      await delivery?.worker.stop(graceMs === undefined ? {} : { graceMs });
      await delivery?.transport.close();
      await store.close();
    },
  };
  return runtime;
}

const REGISTRY = Symbol.for('live-deeply.contact-runtime');
type Registry = { [REGISTRY]?: Promise<ContactRuntime> };

/** The process's pipeline, started on first use; a failed start is retried on the next call. */
export function getContactRuntime(options: StartOptions = {}): Promise<ContactRuntime> {
  const registry = globalThis as Registry;
  const existing = registry[REGISTRY];
  if (existing) return existing;
  const starting = startContactRuntime(options);
  registry[REGISTRY] = starting;
  starting.catch(() => {
    if (registry[REGISTRY] === starting) delete registry[REGISTRY];
  });
  return starting;
}
