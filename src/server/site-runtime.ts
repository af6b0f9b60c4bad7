/**
 * Wires the server's parts together: one database, the server's secrets, the contact pipeline
 * (src/server/contact/runtime.ts), the counting (src/server/analytics/runtime.ts) and the booking
 * (src/server/booking/runtime.ts). The parts never import each other; what one adds to another passes
 * through here: each accepted message is counted, its email carries the "Mark as answered" link, the
 * digest and the booking's mail are queued in and sent by the contact outbox, and a booking request is a
 * message the contact endpoint takes (src/server/http/message-request.ts).
 *
 * One runtime per process. `npm start` (scripts/start.ts) creates it before serving; the Astro routes,
 * which live in the server bundle and so in a separate copy of this module, find the same runtime
 * through a process-wide registry instead of opening a second store. Served any other way (the adapter's
 * own server), the routes create it on their first request.
 */
import type { PageKinds } from '../lib/analytics/counted-page.ts';
import { readAnalyticsConfig } from './analytics/analytics-config.ts';
import { startAnalyticsRuntime, type AnalyticsRuntime } from './analytics/runtime.ts';
import { readBookingConfig, type BookingPractice } from './booking/booking-config.ts';
import type { BookingRuntime } from './booking/booking-runtime.ts';
import type { HoldStore } from './booking/holds.ts';
import { startBookingRuntime, type BookingPart } from './booking/runtime.ts';
import { readContactConfig } from './contact/contact-config.ts';
import type { ComposedEmail } from './contact/mail/compose-email.ts';
import { mailQueue } from './contact/outbox/queue-mail.ts';
import { createDeliveryWorker, startContactRuntime, type ContactRuntime } from './contact/runtime.ts';
import type { ContactStore, StoredContactMessage } from './contact/store/contact-store.ts';
import { contactStoreOn } from './contact/store/open-store.ts';
import { describeDatabase, openDatabase } from './http/database/open-database.ts';
import type { SqlDriver } from './http/database/sql-driver.ts';
import type { TakeMessage } from './http/message-request.ts';
import { createLogger, describeError, type Logger } from './http/log.ts';
import { createSecretStore, readSigningKeys } from './http/secrets.ts';

export interface SiteRuntime {
  contact: ContactRuntime;
  analytics: AnalyticsRuntime;
  /** The free consultation's booking; `on` false without the practice's rules or a calendar feed. */
  booking: BookingRuntime;
  /** The booking's store, for the operator's commands and tests; null while booking is off. */
  holds: HoldStore | null;
  /** Stops the counting (its counts are written) and then the contact pipeline, which closes the store. */
  stop(options?: { graceMs?: number }): Promise<void>;
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
  /** The site's words as built (/search-words.json): topics a search that found nothing may count under. */
  siteWords?: ReadonlySet<string>;
  /**
   * The practice whose booking settings (who may ask for a time, how long a request is held, the
   * reminder) the server keeps: the chosen one, unless a test gives a copy with the settings it proves.
   */
  practice?: BookingPractice;
}

/** The database and both parts' settings, as every process of the server opens them. */
function openParts(env: Record<string, string | undefined>, log: Logger, practice?: BookingPractice) {
  const contact = readContactConfig(env);
  const analytics = readAnalyticsConfig(env);
  const booking = readBookingConfig(env, practice);
  const database = openDatabase({
    databaseUrl: contact.databaseUrl,
    schema: contact.dbSchema,
    onError: (error) => log.warn('store.connection-error', { error: describeError(error) }),
  });
  const keys = readSigningKeys(env);
  if (!keys) {
    log.info('server.link-key-in-store', {
      hint: 'the links in emails are signed with a key kept in the database; set LINK_SIGNING_KEY so a copy of it cannot forge them',
    });
  }
  return { config: { contact, analytics, booking }, database, secrets: createSecretStore(database, keys) };
}

type Config = ReturnType<typeof openParts>['config'];

/**
 * The booking beside the contact store: its holds in the same database, a request's message and the
 * outbox from the contact store, the practice's mailbox.
 */
function startBooking(
  config: Config,
  parts: {
    database: SqlDriver;
    store: ContactStore;
    secrets: ReturnType<typeof createSecretStore>;
    take: TakeMessage;
  },
  schedules: boolean,
  log: Logger,
) {
  const { database, store, secrets, take } = parts;
  return startBookingRuntime({
    config: config.booking,
    database,
    message: (id) => store.get(id),
    take,
    secrets,
    outbox: mailQueue(store),
    mail: { from: config.contact.from, practice: config.contact.recipient },
    schedules,
    log,
  });
}

/** Mail another part queued: the booking's own, or the counting's digest. */
const composeOtherWith =
  (booking: BookingPart, analytics: AnalyticsRuntime) =>
  (message: StoredContactMessage): ComposedEmail | Promise<ComposedEmail> =>
    message.kind === 'booking' || message.kind === 'booking-mail'
      ? booking.compose(message)
      : analytics.composeDigest(message);

/** A new runtime: `npm start` starts the process's one and hands it to each request (runtimeOf). */
export async function startSiteRuntime({
  env = process.env,
  worker,
  log = createLogger(),
  contactPage,
  pages = new Map(),
  siteWords = new Set(),
  practice,
}: StartOptions = {}): Promise<SiteRuntime> {
  const { config, database, secrets } = openParts(env, log, practice);
  const store = await contactStoreOn(database);
  log.info('store.opened', { store: describeDatabase(config.contact.databaseUrl) });
  const runWorker = worker ?? config.contact.runWorker;
  let analytics: AnalyticsRuntime;
  try {
    analytics = await startAnalyticsRuntime({
      config: config.analytics,
      database,
      secrets,
      pages,
      siteWords,
      mailFrom: config.contact.from,
      trustProxyHops: config.contact.trustProxyHops,
      allowedOrigins: config.contact.allowedOrigins,
      outbox: mailQueue(store),
      schedules: runWorker,
      count: true,
      log,
    });
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
  let booking: BookingPart;
  const started: { contact?: ContactRuntime } = {};
  try {
    // The booking hands a confirmed request to the contact pipeline, which starts after it.
    const take: TakeMessage = (message) => {
      if (!started.contact) throw new Error('the contact pipeline has not started');
      return started.contact.take(message);
    };
    booking = await startBooking(config, { database, store, secrets, take }, runWorker, log);
  } catch (error) {
    await analytics.stop().catch(() => {});
    await store.close().catch(() => {});
    throw error;
  }
  let contact: ContactRuntime;
  try {
    contact = started.contact = await startContactRuntime({
      config: config.contact,
      store,
      secrets,
      worker: runWorker,
      log,
      contactPage,
      mail: { answerLink: analytics.answerLink, composeOther: composeOtherWith(booking, analytics) },
      onMessage: analytics.countMessage,
      requests: booking.requests,
    });
  } catch (error) {
    await booking.stop().catch(() => {});
    await analytics.stop().catch(() => {});
    await store.close().catch(() => {});
    throw error;
  }
  return {
    contact,
    analytics,
    booking,
    holds: booking.holds,
    async stop(options) {
      await booking.stop();
      await analytics.stop();
      await contact.stop(options);
    },
  };
}

declare global {
  // Astro types a request's locals only through its global App namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace App {
    interface Locals {
      /** The server's parts, handed to every request by `npm start` (scripts/start.ts). */
      site?: SiteRuntime;
    }
  }
}

/** The development server's own runtime, started on its first request; a failed start is tried again. */
let devRuntime: Promise<SiteRuntime> | undefined;

/**
 * The runtime a request is answered with: the one `npm start` started and hands the site's on-demand
 * routes in each request's locals (scripts/start.ts). `astro dev` has no such server in front, so there
 * the routes share one started on first use; a built site served any other way has none and says so,
 * rather than start a second contact pipeline beside the first.
 */
export function runtimeOf(locals: App.Locals): Promise<SiteRuntime> {
  if (locals.site) return Promise.resolve(locals.site);
  if (!import.meta.env?.DEV) {
    return Promise.reject(new Error('No site runtime in the request: serve the build with npm start'));
  }
  const starting = (devRuntime ??= startSiteRuntime());
  starting.catch(() => {
    if (devRuntime === starting) devRuntime = undefined;
  });
  return starting;
}

/**
 * `npm run worker`'s parts: the outbox worker on the store, with the counting's links, digest and
 * retention while counting is on (its schedules run unless `schedules` is false, for `--once`).
 */
export async function openDeliveryProcess({
  env = process.env,
  log = createLogger(),
  schedules,
}: {
  env?: Record<string, string | undefined>;
  log?: Logger;
  schedules: boolean;
}) {
  const { config, database, secrets } = openParts(env, log);
  const store = await contactStoreOn(database);
  const analytics = await startAnalyticsRuntime({
    config: config.analytics,
    database,
    secrets,
    mailFrom: config.contact.from,
    trustProxyHops: config.contact.trustProxyHops,
    allowedOrigins: config.contact.allowedOrigins,
    outbox: mailQueue(store),
    schedules,
    count: false,
    log,
  }).catch(async (error: unknown) => {
    await store.close().catch(() => {});
    throw error;
  });
  // The worker serves no page, so no visitor's link reaches it.
  const take: TakeMessage = () =>
    Promise.reject(new Error('requests are taken by the server, not the worker'));
  const booking = await startBooking(config, { database, store, secrets, take }, schedules, log).catch(
    async (error: unknown) => {
      await analytics.stop().catch(() => {});
      await store.close().catch(() => {});
      throw error;
    },
  );
  const { worker, transport } = createDeliveryWorker(config.contact, store, log, {
    answerLink: analytics.answerLink,
    composeOther: composeOtherWith(booking, analytics),
  });
  return {
    worker,
    transport,
    analytics,
    store: describeDatabase(config.contact.databaseUrl),
    booking,
    async close() {
      await booking.stop();
      await analytics.stop();
      await worker.stop();
      await transport.close();
      await store.close();
    },
  };
}
