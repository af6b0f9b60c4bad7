/**
 * Wires the booking from the environment. Off (no booking rules in the practice's configuration, or no
 * BOOKING_FEED_* set) it opens nothing: no feed is read, no timer runs, and every booking address answers
 * 404. On, it reads the feeds (feed-reader.ts), offers the free times no hold takes, checks each request's
 * time for the contact endpoint (the desk), composes its emails, acts on the signed links and releases
 * requests left unanswered. The contact pipeline is reached only through what src/server/site-runtime.ts
 * hands in (the store's holds, the outbox) and hands out (the desk, the emails).
 */
import { PRACTICE } from '../../config/practice.ts';
import { officeSecondsBetween } from '../../lib/analytics/office-hours.ts';
import { PRACTICE_OFFICE_HOURS } from '../../lib/analytics/practice-hours.ts';
import {
  BOOKING_CANCEL_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_OFFER_PATH,
  BOOKING_TOKEN_PARAM,
} from '../../lib/booking/booking-fields.ts';
import { freeTimes, isFree } from '../../lib/booking/slots.ts';
import type { Interval, OfferedTime } from '../../lib/booking/types.ts';
import { describeError, type Logger } from '../http/log.ts';
import type { SecretStore } from '../http/secrets.ts';
import type { BookingConfig } from './booking-config.ts';
import {
  confirmedVisitorEmail,
  notKeptEmail,
  practiceCalendarEmail,
  requestEmail,
  type BookingEmail,
  type HoldFacts,
  type MailSettings,
  type Visitor,
} from './booking-emails.ts';
import type { BookingRuntime, LinkOutcome, LinkView } from './booking-runtime.ts';
import { createFeedReader, type FeedReader } from './feed-reader.ts';
import { BOOKING_LINK_SECRET, linkToken, readLinkToken } from './links.ts';

type HoldState = LinkView['state'];

interface Hold extends Interval {
  messageId: string;
  clinicianId: string;
  forWhom: string;
  state: HoldState;
  createdAt: number;
  updatedAt: number;
}

/** What the booking needs of the store (the contact store holds the holds beside their messages). */
interface BookingStore {
  heldTimes(after: number): Promise<{ clinicianId: string; start: number; end: number }[]>;
  getHold(messageId: string): Promise<Hold | null>;
  moveHold(messageId: string, from: readonly HoldState[], to: HoldState, at: number): Promise<boolean>;
  pendingHolds(): Promise<Hold[]>;
  get(
    id: string,
  ): Promise<{ content: { name: string; email: string; phone?: string; message: string } } | null>;
}

/** Queues mail of the booking's in the outbox; a key queued before queues nothing. */
type BookingOutbox = (mail: {
  kind: 'booking-mail';
  name: string;
  email: string;
  message: string;
  key: string;
  now: number;
}) => Promise<'queued' | 'duplicate'>;

/** A stored row the outbox hands back to be composed. */
interface BookingRow {
  id: string;
  kind?: string;
  receivedAt: number;
  content: { message: string };
}

type BookingMail =
  'confirmed' | 'confirmed-practice' | 'declined' | 'released' | 'canceled' | 'canceled-practice';

interface TimeOnWire {
  clinicianId: string;
  start: string;
  end: string;
}

/** The booking as the server runs it: what the pages see, what the contact endpoint and outbox use. */
export interface BookingPart extends BookingRuntime {
  desk: {
    readonly on: boolean;
    known(clinicianId: string): boolean;
    check(
      fields: { clinicianId: string; start: string; forWhom: string },
      now: number,
    ): Promise<
      | { ok: true; hold: { clinicianId: string; start: number; end: number; forWhom: string } }
      | { ok: false; status: 400 | 409; error: string; next: TimeOnWire[] }
    >;
    next(clinicianId: string): Promise<TimeOnWire[]>;
  };
  /** The email of a booking row the outbox sends (kind `booking` or `booking-mail`). */
  compose(row: BookingRow): Promise<BookingEmail>;
  /** Reads every feed now. */
  refreshFeeds(): Promise<void>;
  /** Releases the requests left unanswered past their office hours, telling their visitors. */
  runDue(now?: number): Promise<void>;
  /** Stops reading feeds and the release schedule. */
  stop(): Promise<void>;
}

const TIME_ERROR = 'Please choose one of the times offered.';
const FOR_WHOM_ERROR = 'Please say who the consultation is for.';
const NOT_OFFERED = 'That time is no longer offered. Please choose another time.';

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

const wire = (time: { clinicianId: string; start: number; end: number }): TimeOnWire => ({
  clinicianId: time.clinicianId,
  start: new Date(time.start).toISOString(),
  end: new Date(time.end).toISOString(),
});

/** Sorted, overlapping intervals joined: the feed's busy time with the held times. */
function merged(intervals: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const { start, end } of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start, end });
  }
  return out;
}

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
  feedLimits?: { maxBytes?: number; timeoutMs?: number };
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
    ...feedLimits,
    now,
    log,
  });
  const ids = [...config.feeds.keys()];
  const consultationMs = rules.consultationMinutes * 60_000;

  const fresh = () => ids.filter((id) => feeds.busy(id) !== null);

  async function offeredOf(
    clinicianIds: readonly string[],
    at: number,
    except?: number,
  ): Promise<OfferedTime[]> {
    const held = clinicianIds.length > 0 ? await store.heldTimes(at) : [];
    return clinicianIds
      .flatMap((clinicianId) => {
        const busy = feeds.busy(clinicianId);
        if (!busy) return [];
        const taken = held.filter((h) => h.clinicianId === clinicianId && h.start !== except);
        return freeTimes(rules!, merged([...busy, ...taken]), at).map((time) => ({ ...time, clinicianId }));
      })
      .sort((a, b) => a.start - b.start);
  }

  const nextThree = async (clinicianId: string, at = now()) =>
    (await offeredOf(ids.includes(clinicianId) ? [clinicianId] : [], at)).slice(0, 3);

  const nowBusy = (hold: Interval & { clinicianId: string }) =>
    (feeds.busy(hold.clinicianId) ?? []).some((b) => b.start < hold.end && b.end > hold.start);

  const facts = (hold: Hold): HoldFacts => ({
    holdId: hold.messageId,
    clinicianId: hold.clinicianId,
    start: hold.start,
    end: hold.end,
    forWhom: hold.forWhom,
    updatedAt: hold.updatedAt,
  });

  async function visitorOf(holdId: string): Promise<Visitor> {
    const message = await store.get(holdId);
    if (!message) throw new Error('booking: the request of a hold is gone');
    const { name, email, phone, message: text } = message.content;
    return { name, email, phone, message: text };
  }

  const link = (path: string, action: LinkView['action'], holdId: string, expires: number) =>
    `${config.linkBase}${path}?${BOOKING_TOKEN_PARAM}=${linkToken(secret, { holdId, action, expires })}`;

  async function queue(mailKind: BookingMail, hold: Hold, email: string, at: number, next: number[] = []) {
    await outbox({
      kind: 'booking-mail',
      name: `Booking ${mailKind}`,
      email,
      message: JSON.stringify({ mail: mailKind, holdId: hold.messageId, next }),
      key: `booking-${mailKind}-${hold.messageId}`,
      // Due at once by the outbox's own clock, whatever instant the release was judged at.
      now: Math.min(at, now()),
    });
  }

  /** The mail a hold's new state sends: queued once per hold and kind, so pressing again resends nothing. */
  async function tell(hold: Hold, at: number) {
    const visitor = await visitorOf(hold.messageId);
    const next = async () => (await nextThree(hold.clinicianId, at)).map((time) => time.start);
    if (hold.state === 'confirmed') {
      if (visitor.email) await queue('confirmed', hold, visitor.email, at);
      await queue('confirmed-practice', hold, mail.practice, at);
    } else if (hold.state === 'declined' || hold.state === 'released') {
      if (visitor.email) await queue(hold.state, hold, visitor.email, at, await next());
    } else if (hold.state === 'canceled') {
      if (visitor.email) await queue('canceled', hold, visitor.email, at);
      await queue('canceled-practice', hold, mail.practice, at);
    }
  }

  const ACTS: Record<LinkView['action'], { from: HoldState[]; to: HoldState }> = {
    confirm: { from: ['pending'], to: 'confirmed' },
    offer: { from: ['pending'], to: 'declined' },
    cancel: { from: ['pending', 'confirmed'], to: 'canceled' },
  };

  async function readLink(
    action: LinkView['action'],
    token: string,
  ): Promise<{ ok: true; hold: Hold } | { ok: false; reason: 'invalid' | 'expired' }> {
    const claim = readLinkToken(secret, action, token);
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
    nowBusy: nowBusy(hold),
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
      async check({ clinicianId, start, forWhom }, at) {
        const instant = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?Z$/.test(start)
          ? Date.parse(start)
          : NaN;
        if (!ids.includes(clinicianId) || !Number.isFinite(instant)) {
          return { ok: false, status: 400, error: TIME_ERROR, next: [] };
        }
        if (!PRACTICE.audiences.some((a) => a.id === forWhom)) {
          return { ok: false, status: 400, error: FOR_WHOM_ERROR, next: [] };
        }
        const busy = feeds.busy(clinicianId);
        const held = (await store.heldTimes(at)).filter(
          (h) => h.clinicianId === clinicianId && h.start !== instant,
        );
        if (!busy || !isFree(rules, merged([...busy, ...held]), at, instant)) {
          return {
            ok: false,
            status: 409,
            error: NOT_OFFERED,
            next: (await nextThree(clinicianId, at)).map(wire),
          };
        }
        return { ok: true, hold: { clinicianId, start: instant, end: instant + consultationMs, forWhom } };
      },
      next: async (clinicianId) => (await nextThree(clinicianId)).map(wire),
    },
    async compose(row) {
      const at = row.receivedAt;
      if (row.kind === 'booking') {
        const hold = await store.getHold(row.id);
        if (!hold) throw new Error('booking: no hold for this request');
        const expires = hold.createdAt + config.linkDays * 86_400_000;
        return requestEmail(
          row.id,
          at,
          facts(hold),
          await visitorOf(row.id),
          {
            confirm: link(BOOKING_CONFIRM_PATH, 'confirm', hold.messageId, expires),
            offer: link(BOOKING_OFFER_PATH, 'offer', hold.messageId, expires),
          },
          nowBusy(hold),
          settings,
        );
      }
      const {
        mail: kind,
        holdId,
        next,
      } = JSON.parse(row.content.message) as {
        mail: BookingMail;
        holdId: string;
        next: number[];
      };
      const hold = await store.getHold(holdId);
      if (!hold) throw new Error('booking: the hold of this mail is gone');
      const visitor = await visitorOf(holdId);
      switch (kind) {
        case 'confirmed':
          return confirmedVisitorEmail(
            row.id,
            at,
            facts(hold),
            visitor,
            link(BOOKING_CANCEL_PATH, 'cancel', holdId, hold.start),
            settings,
          );
        case 'confirmed-practice':
          return practiceCalendarEmail(row.id, at, 'REQUEST', facts(hold), visitor, settings);
        case 'canceled-practice':
          return practiceCalendarEmail(row.id, at, 'CANCEL', facts(hold), visitor, settings);
        default:
          return notKeptEmail(row.id, at, kind, facts(hold), visitor, next, settings);
      }
    },
    refreshFeeds: () => feeds.refresh(),
    runDue,
    async stop() {
      clearInterval(timer);
      feeds.stop();
    },
  };
}
