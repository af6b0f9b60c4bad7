/**
 * Wires the booking from the environment. Off (no booking rules in the practice's configuration, or no
 * BOOKING_FEED_* set) it opens nothing: no table, no feed, no timer, and every booking address answers
 * 404. On, it migrates its store (store/hold-store.ts), reads the feeds (feed-reader.ts), offers the free
 * times no hold takes and checks each request's time (offers.ts, booking-request.ts), composes its emails
 * (hold-mail.ts), acts on the signed links and releases requests left unanswered. The contact pipeline is
 * reached only through what src/server/site-runtime.ts hands in (the database, a request's message, the
 * outbox) and hands out (the requests, the emails).
 */
import { PRACTICE } from '../../config/practice.ts';
import { officeSecondsBetween } from '../../lib/calendar/office-hours.ts';
import { PRACTICE_OFFICE_HOURS } from '../../lib/calendar/practice-hours.ts';
import type { SqlDriver } from '../http/database/sql-driver.ts';
import { describeError, type Logger } from '../http/log.ts';
import type { MessageRequests, TakeMessage } from '../http/message-request.ts';
import type { SecretStore } from '../http/secrets.ts';
import type { BookingConfig } from './booking-config.ts';
import type { BookingEmail, MailSettings } from './booking-emails.ts';
import { bookingRequests } from './booking-request.ts';
import type { BookingRuntime, LinkView } from './booking-runtime.ts';
import type { FeedBudget } from './feed-job.ts';
import { createFeedReader, type FeedReader } from './feed-reader.ts';
import { createHoldMail } from './hold-mail.ts';
import { clientKeyOf, createKeptRequests } from './kept-requests.ts';
import type { BookingOutbox, BookingRow, Hold, HoldState, HoldStore, ReadMessage } from './holds.ts';
import { BOOKING_LINK_SECRET, readLinkToken } from './links.ts';
import { TIME_ERROR, createOffers, wire } from './offers.ts';
import { createHoldStore } from './store/hold-store.ts';

/** The booking as the server runs it: what the pages see, what the contact endpoint and outbox use. */
export interface BookingPart extends BookingRuntime {
  /** Booking requests, as the contact endpoint takes them. */
  requests: MessageRequests;
  /** The booking's store; null while booking is off (no table is made). */
  holds: HoldStore | null;
  /** The email of a booking row the outbox sends (kind `booking` or `booking-mail`). */
  compose(row: BookingRow): Promise<BookingEmail>;
  /** Releases the requests left unanswered past their office hours, telling their visitors. */
  runDue(now?: number): Promise<void>;
  /** Stops reading feeds and the release schedule. */
  stop(): Promise<void>;
}

/** The booking switched off. */
const bookingOff: BookingPart = {
  on: false,
  clinicianIds: () => [],
  offered: async () => [],
  nextFree: async () => ({}),
  viewLink: async () => ({ ok: false, reason: 'unavailable' }),
  followLink: async () => ({ ok: false, reason: 'unavailable' }),
  viewRequest: async () => ({ ok: false, reason: 'unavailable' }),
  sendRequest: async () => ({ ok: false, reason: 'unavailable' }),
  requests: bookingRequests(
    {
      on: false,
      known: () => false,
      check: async () => ({ ok: false, status: 400, error: TIME_ERROR, next: [] }),
      next: async () => [],
    },
    null,
  ),
  holds: null,
  compose: async () => {
    throw new Error('booking is off: no booking mail to compose');
  },
  refreshFeeds: async () => {},
  runDue: async () => {},
  stop: async () => {},
};

interface StartOptions {
  config: BookingConfig;
  /** The database the contact store uses: the holds live beside their messages. */
  database: SqlDriver;
  /** A request's message, as the booking's emails quote it. */
  message: ReadMessage;
  /** The contact pipeline's taking of a request kept until its visitor opened her link. */
  take: TakeMessage;
  secrets: SecretStore;
  outbox: BookingOutbox;
  mail: Omit<MailSettings, 'holdOfficeHours' | 'timeZone'>;
  /** Runs the release schedule in this process (the one the outbox worker runs in). */
  schedules: boolean;
  now?: () => number;
  log: Logger;
  /** The feed reader's limits (tests make them small). */
  feedLimits?: { maxBytes?: number; timeoutMs?: number; budget?: FeedBudget };
}

/** What a link does to its hold: the states it may move it from, and to. */
const ACTS: Record<LinkView['action'], { from: HoldState[]; to: HoldState }> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  offer: { from: ['pending'], to: 'declined' },
  cancel: { from: ['pending', 'confirmed'], to: 'canceled' },
};

/** Holds whose message retention deleted go within this long. */
const ORPHANS_EVERY_MS = 60 * 60_000;

export async function startBookingRuntime(options: StartOptions): Promise<BookingPart> {
  const { config, database, now = Date.now, log, feedLimits = {} } = options;
  const rules = config.rules;
  if (!rules || config.feeds.size === 0) return bookingOff;
  const holds = createHoldStore(database);
  await holds.migrate();
  const secret = await options.secrets.secret(BOOKING_LINK_SECRET);
  const keys = { secret, previousSecret: options.secrets.previous(BOOKING_LINK_SECRET) };
  const feeds: FeedReader = createFeedReader({
    feeds: config.feeds,
    timeZone: rules.timeZone,
    horizonDays: rules.horizonDays,
    maxAgeMs: config.maxFeedAgeMs,
    refreshMs: config.refreshMs,
    ...config.feedLimits,
    ...feedLimits,
    now,
    log,
  });
  const ids = [...config.feeds.keys()];
  const offers = createOffers({ rules, feeds, store: holds, ids, now });
  const settings: MailSettings = {
    ...options.mail,
    timeZone: rules.timeZone,
    holdOfficeHours: config.holdOfficeHours,
  };
  const store = { getHold: holds.getHold, get: options.message };
  const { tell, compose } = createHoldMail({ ...options, store, secret, settings, now, ...offers });
  const links = linkActions({ ...keys, holds, tell, nowBusy: offers.nowBusy, now, log });
  const { verifyMs, acceptPhoneOnly, pendingPerAddress: perAddress } = config.requests;
  const kept = createKeptRequests({ ...options, ...keys, holds, verifyMs, perAddress, now });
  const limits = { verified: config.holdOfficeHours, unverified: config.requests.phoneOnlyHoldOfficeHours };
  const runDue = releaseDue({ holds, tell, limits, now, log });
  const timer = options.schedules ? schedule(runDue, log) : undefined;
  void feeds.start();
  log.info('booking.started', { clinicians: ids.length });
  const { fresh, offeredOf } = offers;
  return {
    on: true,
    clinicianIds: fresh,
    offered: (clinicianId) =>
      offeredOf(clinicianId ? (fresh().includes(clinicianId) ? [clinicianId] : []) : fresh(), now()),
    async nextFree() {
      const times = await offeredOf(fresh(), now());
      return Object.fromEntries(
        fresh().map((id) => [id, times.find((time) => time.clinicianId === id)?.start ?? null]),
      );
    },
    ...links,
    viewRequest: (token) => guarded(log, () => kept.view(token)),
    sendRequest: (token) => guarded(log, () => kept.send(token)),
    requests: bookingRequests(
      {
        on: true,
        known: (clinicianId) => PRACTICE.therapists.some((t) => t.id === clinicianId),
        check: offers.check,
        next: async (clinicianId) => (await offers.nextThree(clinicianId)).map(wire),
      },
      { holds, keep: kept.keep, clientKeyOf: clientKeyOf(secret), acceptPhoneOnly, perAddress },
    ),
    holds,
    compose,
    refreshFeeds: () => feeds.refresh(),
    runDue,
    async stop() {
      clearInterval(timer);
      feeds.stop();
    },
  };
}

type Tell = (hold: Hold, at: number) => Promise<void>;

/** A link's outcome, or "unavailable" when the store fails (logged without the token). */
async function guarded<T>(
  log: Logger,
  run: () => Promise<T>,
): Promise<T | { ok: false; reason: 'unavailable' }> {
  try {
    return await run();
  } catch (error) {
    log.warn('booking.link-failed', { error: describeError(error) });
    return { ok: false, reason: 'unavailable' };
  }
}

/** The release schedule, each minute, in the process that runs the outbox. */
function schedule(runDue: () => Promise<void>, log: Logger) {
  const timer = setInterval(() => {
    runDue().catch((error: unknown) => log.warn('booking.release-failed', { error: describeError(error) }));
  }, 60_000);
  timer.unref();
  return timer;
}

/**
 * Releases the requests left unanswered for their office hours (fewer for an unverified one), telling
 * their visitors; deletes the kept requests whose link expired, and (hourly) the holds whose message
 * retention deleted.
 */
function releaseDue(o: {
  holds: HoldStore;
  tell: Tell;
  limits: { verified: number; unverified: number };
  now: () => number;
  log: Logger;
}) {
  let orphansAt = -Infinity;
  return async function runDue(at = o.now()) {
    await o.holds.purgeRequests(at);
    for (const hold of await o.holds.pendingHolds()) {
      const hours = hold.verified ? o.limits.verified : o.limits.unverified;
      if (officeSecondsBetween(hold.createdAt, at, PRACTICE_OFFICE_HOURS) < hours * 3600) continue;
      if (!(await o.holds.moveHold(hold.messageId, ['pending'], 'released', at))) continue;
      o.log.info('booking.released', { id: hold.messageId });
      await o.tell({ ...hold, state: 'released', updatedAt: at }, at);
    }
    if (at - orphansAt >= ORPHANS_EVERY_MS) {
      orphansAt = at;
      await o.holds.purgeOrphans();
    }
  };
}

/** Reading and following the signed links of the booking's emails. */
function linkActions(o: {
  secret: string;
  previousSecret: string | null | undefined;
  holds: HoldStore;
  tell: Tell;
  nowBusy: (hold: Hold) => boolean;
  now: () => number;
  log: Logger;
}): Pick<BookingRuntime, 'viewLink' | 'followLink'> {
  const { secret, previousSecret } = o;

  async function readLink(
    action: LinkView['action'],
    token: string,
  ): Promise<{ ok: true; hold: Hold } | { ok: false; reason: 'invalid' | 'expired' }> {
    const claim =
      readLinkToken(secret, action, token) ??
      (previousSecret ? readLinkToken(previousSecret, action, token) : null);
    if (!claim) return { ok: false, reason: 'invalid' };
    if (o.now() > claim.expires) return { ok: false, reason: 'expired' };
    const hold = await o.holds.getHold(claim.holdId);
    return hold ? { ok: true, hold } : { ok: false, reason: 'expired' };
  }

  const viewOf = (action: LinkView['action'], hold: Hold): LinkView => ({
    action,
    clinicianId: hold.clinicianId,
    start: hold.start,
    end: hold.end,
    state: hold.state,
    // Once confirmed, the consultation is in the clinician's calendar (the practice adds its invitation),
    // so the feed showing it busy is the booking itself, not a clash.
    nowBusy: hold.state === 'pending' && o.nowBusy(hold),
  });

  return {
    viewLink: (action, token) =>
      guarded(o.log, async () => {
        const read = await readLink(action, token);
        return read.ok ? { ok: true, view: viewOf(action, read.hold), changed: false } : read;
      }),
    followLink: (action, token) =>
      guarded(o.log, async () => {
        const read = await readLink(action, token);
        if (!read.ok) return read;
        const at = o.now();
        const { from, to } = ACTS[action];
        const changed = await o.holds.moveHold(read.hold.messageId, from, to, at);
        const hold = (await o.holds.getHold(read.hold.messageId)) ?? read.hold;
        // Pressed again after its mail failed to queue, the same press queues it now (once per kind).
        if (hold.state === to) await o.tell(hold, at);
        if (changed) o.log.info(`booking.${to}`, { id: hold.messageId });
        return { ok: true, view: viewOf(action, hold), changed };
      }),
  };
}
