/**
 * Wires the booking from the environment. Off (no booking rules in the practice's configuration, or no
 * BOOKING_FEED_* set) it opens nothing: no feed is read, no timer runs, and every booking address answers
 * 404. On, it reads the feeds (feed-reader.ts), offers the free times no hold takes and checks each
 * request's time for the contact endpoint (offers.ts), composes its emails (hold-mail.ts), acts on the
 * signed links and releases requests left unanswered. The contact pipeline is reached only through what
 * src/server/site-runtime.ts hands in (the store's holds, the outbox) and hands out (the desk, the emails).
 */
import { PRACTICE } from '../../config/practice.ts';
import { officeSecondsBetween } from '../../lib/analytics/office-hours.ts';
import { PRACTICE_OFFICE_HOURS } from '../../lib/analytics/practice-hours.ts';
import { describeError, type Logger } from '../http/log.ts';
import type { SecretStore } from '../http/secrets.ts';
import type { BookingConfig } from './booking-config.ts';
import type { BookingEmail, MailSettings } from './booking-emails.ts';
import type { BookingRuntime, LinkOutcome, LinkView } from './booking-runtime.ts';
import type { FeedBudget } from './feed-job.ts';
import { createFeedReader, type FeedReader } from './feed-reader.ts';
import { createHoldMail } from './hold-mail.ts';
import type { BookingOutbox, BookingRow, BookingStore, Hold, HoldState } from './holds.ts';
import { BOOKING_LINK_SECRET, readLinkToken } from './links.ts';
import { TIME_ERROR, createOffers, wire, type DeskCheck, type TimeOnWire } from './offers.ts';

/** The booking as the server runs it: what the pages see, what the contact endpoint and outbox use. */
export interface BookingPart extends BookingRuntime {
  desk: {
    readonly on: boolean;
    known(clinicianId: string): boolean;
    check(fields: { clinicianId: string; start: string; forWhom: string }, now: number): Promise<DeskCheck>;
    next(clinicianId: string): Promise<TimeOnWire[]>;
  };
  /** The email of a booking row the outbox sends (kind `booking` or `booking-mail`). */
  compose(row: BookingRow): Promise<BookingEmail>;
  /** Releases the requests left unanswered past their office hours, telling their visitors. */
  runDue(now?: number): Promise<void>;
  /** Stops reading feeds and the release schedule. */
  stop(): Promise<void>;
}

const off = async () => {
  throw new Error('booking is off: no booking mail to compose');
};

/** The booking switched off. */
const bookingOff: BookingPart = {
  on: false,
  clinicianIds: () => [],
  offered: async () => [],
  nextFree: async () => ({}),
  viewLink: async () => ({ ok: false, reason: 'unavailable' }),
  followLink: async () => ({ ok: false, reason: 'unavailable' }),
  desk: {
    on: false,
    known: () => false,
    check: async () => ({ ok: false, status: 400, error: TIME_ERROR, next: [] }),
    next: async () => [],
  },
  compose: off,
  refreshFeeds: async () => {},
  runDue: async () => {},
  stop: async () => {},
};

interface StartOptions {
  config: BookingConfig;
  store: BookingStore;
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

export async function startBookingRuntime({
  config,
  store,
  secrets,
  outbox,
  mail,
  schedules,
  now = Date.now,
  log,
  feedLimits = {},
}: StartOptions): Promise<BookingPart> {
  const rules = config.rules;
  if (!rules || config.feeds.size === 0) return bookingOff;
  const secret = await secrets.secret(BOOKING_LINK_SECRET);
  const previousSecret = secrets.previous(BOOKING_LINK_SECRET);
  const settings: MailSettings = {
    ...mail,
    timeZone: rules.timeZone,
    holdOfficeHours: config.holdOfficeHours,
  };
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
  const offers = createOffers({ rules, feeds, store, ids, now });
  const { fresh, offeredOf, nextThree, nowBusy, check } = offers;
  const { tell, compose } = createHoldMail({ config, store, outbox, secret, settings, now, ...offers });

  const ACTS: Record<LinkView['action'], { from: HoldState[]; to: HoldState }> = {
    confirm: { from: ['pending'], to: 'confirmed' },
    offer: { from: ['pending'], to: 'declined' },
    cancel: { from: ['pending', 'confirmed'], to: 'canceled' },
  };

  async function readLink(
    action: LinkView['action'],
    token: string,
  ): Promise<{ ok: true; hold: Hold } | { ok: false; reason: 'invalid' | 'expired' }> {
    const claim =
      readLinkToken(secret, action, token) ??
      (previousSecret ? readLinkToken(previousSecret, action, token) : null);
    if (!claim) return { ok: false, reason: 'invalid' };
    if (now() > claim.expires) return { ok: false, reason: 'expired' };
    const hold = await store.getHold(claim.holdId);
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
    nowBusy: hold.state === 'pending' && nowBusy(hold),
  });

  async function runDue(at = now()) {
    const limit = config.holdOfficeHours * 3600;
    for (const hold of await store.pendingHolds()) {
      if (officeSecondsBetween(hold.createdAt, at, PRACTICE_OFFICE_HOURS) < limit) continue;
      if (!(await store.moveHold(hold.messageId, ['pending'], 'released', at))) continue;
      log.info('booking.released', { id: hold.messageId });
      await tell({ ...hold, state: 'released', updatedAt: at }, at);
    }
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  if (schedules) {
    timer = setInterval(() => {
      runDue().catch((error: unknown) => log.warn('booking.release-failed', { error: describeError(error) }));
    }, 60_000);
    timer.unref();
  }
  void feeds.start();
  log.info('booking.started', { clinicians: ids.length });

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
    async viewLink(action, token) {
      try {
        const read = await readLink(action, token);
        return read.ok ? { ok: true, view: viewOf(action, read.hold), changed: false } : read;
      } catch (error) {
        log.warn('booking.link-failed', { error: describeError(error) });
        return { ok: false, reason: 'unavailable' };
      }
    },
    async followLink(action, token): Promise<LinkOutcome> {
      try {
        const read = await readLink(action, token);
        if (!read.ok) return read;
        const at = now();
        const { from, to } = ACTS[action];
        const changed = await store.moveHold(read.hold.messageId, from, to, at);
        const hold = (await store.getHold(read.hold.messageId)) ?? read.hold;
        // Pressed again after its mail failed to queue, the same press queues it now (once per kind).
        if (hold.state === to) await tell(hold, at);
        if (changed) log.info(`booking.${to}`, { id: hold.messageId });
        return { ok: true, view: viewOf(action, hold), changed };
      } catch (error) {
        log.warn('booking.link-failed', { error: describeError(error) });
        return { ok: false, reason: 'unavailable' };
      }
    },
    desk: {
      on: true,
      known: (clinicianId) => PRACTICE.therapists.some((t) => t.id === clinicianId),
      check,
      next: async (clinicianId) => (await nextThree(clinicianId)).map(wire),
    },
    compose,
    refreshFeeds: () => feeds.refresh(),
    runDue,
    async stop() {
      clearInterval(timer);
      feeds.stop();
    },
  };
}
