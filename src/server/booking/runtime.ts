/**
 * Wires the booking from the environment. Off (no booking rules in the practice's configuration, or no
 * BOOKING_FEED_* set) it opens nothing: no table, no feed, no timer, and every booking address answers
 * 404. On, it migrates its store (store/hold-store.ts), reads the feeds (feed-reader.ts), offers the free
 * times no hold takes and checks each request's time (offers.ts, booking-request.ts), composes its emails
 * (hold-mail.ts), acts on the signed links, confirms a proven request at once when the practice says so,
 * reminds visitors before their consultation, moves one to another time, and releases requests left
 * unanswered. The contact pipeline is
 * reached only through what src/server/site-runtime.ts hands in (the database, a request's message, the
 * outbox) and hands out (the requests, the emails).
 */
import { PRACTICE } from '#practice';
import { meetingOf, phoneEnding } from '../../lib/booking/meeting.ts';
import { officeDeadline, officeSecondsBetween } from '../../lib/calendar/office-hours.ts';
import { PRACTICE_OFFICE_HOURS } from '../../lib/calendar/practice-hours.ts';
import type { SqlDriver } from '../http/database/sql-driver.ts';
import { describeError, type Logger } from '../http/log.ts';
import type { MessageRequests, TakeMessage } from '../http/message-request.ts';
import type { SecretStore } from '../http/secrets.ts';
import type { BookingConfig } from './booking-config.ts';
import { calendarFile, type BookingEmail, type MailSettings } from './booking-emails.ts';
import { bookingRequests } from './booking-request.ts';
import type { BookingRuntime, LinkView, MoveOutcome, RecordView, SentRequest } from './booking-runtime.ts';
import type { FeedBudget } from './feed-job.ts';
import { createFeedReader, type FeedReader } from './feed-reader.ts';
import { createHoldMail } from './hold-mail.ts';
import { clientKeyOf, createKeptRequests } from './kept-requests.ts';
import type { BookingOutbox, BookingRow, Hold, HoldState, HoldStore, NewHold, ReadMessage } from './holds.ts';
import { BOOKING_LINK_SECRET, readClaim, recordToken, type Action, type LinkKeys } from './links.ts';
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
  viewKept: async () => ({ ok: false, reason: 'unavailable' }),
  enterCode: async () => ({ ok: false, reason: 'unavailable' }),
  resendCode: async () => ({ ok: false, reason: 'unavailable' }),
  viewRecord: async () => ({ ok: false, reason: 'unavailable' }),
  recordCalendar: async () => null,
  viewMove: async () => ({ ok: false, reason: 'unavailable' }),
  move: async () => ({ ok: false, reason: 'unavailable' }),
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
  const answerBy = (hold: Hold) => {
    const hours = hold.verified ? config.holdOfficeHours : config.requests.phoneOnlyHoldOfficeHours;
    // The practice answers before the consultation itself, whichever comes first.
    return Math.min(officeDeadline(hold.createdAt, hours * 3600, PRACTICE_OFFICE_HOURS), hold.start);
  };
  const mail = createHoldMail({ ...options, store, secret, settings, now, answerBy, ...offers });
  const { tell, compose } = mail;
  const links = linkActions({ ...keys, holds, tell, nowBusy: offers.nowBusy, now, log });
  const visitor = visitorActions({ options, keys, holds, offers, mail, answerBy, settings });
  const { kept } = visitor;
  const limits = { verified: config.holdOfficeHours, unverified: config.requests.phoneOnlyHoldOfficeHours };
  const runDue = releaseDue({
    holds,
    tell,
    remind: mail.remind,
    reminderMs: config.reminderMs,
    limits,
    now,
    log,
  });
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
    ...visitor.actions,
    requests: requestsOf({ config, offers, holds, kept, secret }),
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

/** The booking's requests as the contact endpoint takes them: the offers' checks and the store's rules. */
function requestsOf(o: {
  config: BookingConfig;
  offers: ReturnType<typeof createOffers>;
  holds: HoldStore;
  kept: ReturnType<typeof createKeptRequests>;
  secret: string;
}) {
  const { acceptPhoneOnly, pendingPerAddress: perAddress, phoneOnlyHoldOfficeHours } = o.config.requests;
  return bookingRequests(
    {
      on: true,
      known: (clinicianId) => PRACTICE.therapists.some((t) => t.id === clinicianId),
      check: o.offers.check,
      next: async (clinicianId) => (await o.offers.nextThree(clinicianId)).map(wire),
    },
    {
      holds: o.holds,
      keep: o.kept.keep,
      mailableAt: o.kept.mailableAt,
      drop: o.kept.drop,
      clientKeyOf: clientKeyOf(o.secret),
      acceptPhoneOnly,
      perAddress,
      phoneAnswerBy: (at, start) =>
        Math.min(officeDeadline(at, phoneOnlyHoldOfficeHours * 3600, PRACTICE_OFFICE_HOURS), start),
    },
  );
}

/**
 * What the visitor does after her request: proves it with her code or link (kept-requests.ts), reads her
 * record, moves a confirmed consultation. A proven request is written confirmed when the practice says
 * so, else it waits for the practice; either way she is told.
 */
function visitorActions(o: {
  options: StartOptions;
  keys: LinkKeys;
  holds: HoldStore;
  offers: ReturnType<typeof createOffers>;
  mail: ReturnType<typeof createHoldMail>;
  answerBy(hold: Hold): number;
  settings: MailSettings;
}) {
  const { options, keys, holds, offers, mail } = o;
  const { config, now = Date.now, log } = options;
  const { verifyMs, pendingPerAddress: perAddress, confirmVerified } = config.requests;
  // Confirmed with no one at the practice pressing "Confirm": the practice's choice, and only while the
  // clinician's calendar still shows the time free.
  const confirmsAtOnce = (hold: NewHold) =>
    confirmVerified && hold.verified !== false && !offers.nowBusy(hold);
  async function arrived(hold: Hold, at: number) {
    if (hold.state === 'confirmed') log.info('booking.confirmed', { id: hold.messageId, at: 'once' });
    await mail.tell(hold, at);
  }
  const record = (hold: Hold) => recordToken(keys.secret, hold);
  const told = { confirmsAtOnce, arrived, now };
  const kept = createKeptRequests({
    ...options,
    ...keys,
    ...told,
    holds,
    verifyMs,
    perAddress,
    recordToken: record,
  });
  const message = options.message;
  const actions: Omit<
    BookingRuntime,
    'on' | 'clinicianIds' | 'offered' | 'nextFree' | 'viewLink' | 'followLink' | 'refreshFeeds'
  > = {
    ...recordActions({ keys, holds, message, answerBy: o.answerBy, settings: o.settings, now, log }),
    ...moveActions({
      ...told,
      keys,
      holds,
      message,
      take: options.take,
      check: offers.check,
      moved: mail.moved,
      record,
      perAddress,
      log,
    }),
    viewRequest: (token) => guarded(log, () => kept.viewLink(token)),
    sendRequest: (token) => guarded(log, () => kept.sendLink(token)),
    viewKept: (id) => guarded(log, () => kept.viewKept(id)),
    enterCode: (id, code) => guarded(log, () => kept.enterCode(id, code)),
    resendCode: (id) => guarded(log, () => kept.resend(id)),
  };
  return { kept, actions };
}

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
  remind: Tell;
  /** How long before a confirmed consultation its reminder goes; 0: none. */
  reminderMs: number;
  limits: { verified: number; unverified: number };
  now: () => number;
  log: Logger;
}) {
  let orphansAt = -Infinity;
  return async function runDue(at = o.now()) {
    await o.holds.purgeRequests(at);
    if (o.reminderMs > 0) await remindDue(at);
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

  /**
   * The reminder of each confirmed consultation that starts within `reminderMs`, once (the store marks it
   * before the mail is queued, so two instances cannot both send it), as her record promises.
   */
  async function remindDue(at: number) {
    for (const hold of await o.holds.remindable(at, at + o.reminderMs)) {
      if (!(await o.holds.markReminded(hold.messageId, at))) continue;
      o.log.info('booking.reminded', { id: hold.messageId });
      await o.remind(hold, at);
    }
  }
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
  async function readLink(
    action: LinkView['action'],
    token: string,
  ): Promise<{ ok: true; hold: Hold } | { ok: false; reason: 'invalid' | 'expired' }> {
    return readHold(o, action, token);
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

/** The hold a signed link names, while the link works. */
async function readHold(
  o: LinkKeys & { holds: HoldStore; now: () => number },
  action: Action,
  token: string,
): Promise<{ ok: true; hold: Hold } | { ok: false; reason: 'invalid' | 'expired' }> {
  const claim = readClaim(o, action, token);
  if (!claim) return { ok: false, reason: 'invalid' };
  if (o.now() > claim.expires) return { ok: false, reason: 'expired' };
  const hold = await o.holds.getHold(claim.holdId);
  return hold ? { ok: true, hold } : { ok: false, reason: 'expired' };
}

const timeOf = (hold: Hold) => ({ clinicianId: hold.clinicianId, start: hold.start, end: hold.end });

/** The visitor's record of a request sent: its page, and its file for her calendar. */
function recordActions(o: {
  keys: LinkKeys;
  holds: HoldStore;
  message: ReadMessage;
  answerBy(hold: Hold): number;
  settings: MailSettings;
  now: () => number;
  log: Logger;
}): Pick<BookingRuntime, 'viewRecord' | 'recordCalendar'> {
  async function read(token: string) {
    const read = await readHold({ ...o.keys, holds: o.holds, now: o.now }, 'record', token);
    if (!read.ok) return read;
    const message = await o.message(read.hold.messageId);
    return message ? { ...read, content: message.content } : ({ ok: false, reason: 'expired' } as const);
  }
  return {
    viewRecord: (token) =>
      guarded(o.log, async () => {
        const found = await read(token);
        if (!found.ok) return found;
        const { hold, content } = found;
        const record: RecordView = {
          ...timeOf(hold),
          state: hold.state,
          meeting: meetingOf(content.phone),
          phoneEnding: phoneEnding(content.phone) || null,
          answerBy: hold.state === 'pending' ? o.answerBy(hold) : null,
          byEmail: content.email !== '',
        };
        return { ok: true, record };
      }),
    async recordCalendar(token) {
      const found = await read(token).catch((error: unknown) => {
        o.log.warn('booking.link-failed', { error: describeError(error) });
        return null;
      });
      if (!found?.ok) return null;
      const { hold, content } = found;
      const facts = {
        ...timeOf(hold),
        holdId: hold.messageId,
        forWhom: hold.forWhom,
        updatedAt: hold.updatedAt,
      };
      return calendarFile('PUBLISH', { ...facts, state: hold.state }, content, o.settings);
    },
  };
}

/**
 * The visitor's move of a confirmed consultation to another time (her confirmation's link): her details
 * come from the request, the new time is held first, and only then is the old one canceled and freed, so
 * a move that fails leaves her the time she had.
 */
function moveActions(o: {
  keys: LinkKeys;
  holds: HoldStore;
  message: ReadMessage;
  take: TakeMessage;
  check: ReturnType<typeof createOffers>['check'];
  moved(old: Hold, to: Hold, at: number): Promise<void>;
  confirmsAtOnce(hold: NewHold): boolean;
  arrived(hold: Hold, at: number): Promise<void>;
  record(hold: Hold): string;
  perAddress: number;
  now: () => number;
  log: Logger;
}): Pick<BookingRuntime, 'viewMove' | 'move'> {
  async function readOld(token: string) {
    const read = await readHold({ ...o.keys, holds: o.holds, now: o.now }, 'reschedule', token);
    if (!read.ok) return read;
    const movable = read.hold.state === 'confirmed' && read.hold.start > o.now();
    return movable ? read : ({ ok: false, reason: 'expired' } as const);
  }

  async function move(token: string, clinicianId: string, start: string): Promise<MoveOutcome> {
    const read = await readOld(token);
    if (!read.ok) return read;
    const old = read.hold;
    const at = o.now();
    const checked = await o.check({ clinicianId, start, forWhom: old.forWhom }, at);
    if (!checked.ok) return { ok: false, reason: 'taken', next: checked.next };
    const message = await o.message(old.messageId);
    if (!message) return { ok: false, reason: 'expired' };
    const { content } = message;
    const sender = { email: content.email, phone: content.phone, clientKey: null };
    const asked = { ...checked.hold, verified: old.verified, replaces: old.messageId };
    const hold = { ...asked, confirmed: o.confirmsAtOnce(asked) };
    const result = await o.take({
      kind: 'booking',
      content,
      fingerprint: `move ${old.messageId} ${clinicianId} ${start}`,
      receivedAt: at,
      // A move is not a new visitor: nothing of it is counted as one.
      journey: { cameFrom: undefined, optedOut: true },
      attach: o.holds.attach(hold, sender, o.perAddress),
    });
    if (result.kind !== 'stored') return { ok: false, reason: 'taken', next: [] };
    const held = await o.holds.getHold(result.id);
    if (!held) return { ok: false, reason: 'taken', next: [] };
    // The new time is held: only now is the old one freed. Another move of the same time won the race
    // when the old one is no longer confirmed: this new hold is let go again.
    if (!(await o.holds.moveHold(old.messageId, ['confirmed'], 'canceled', at))) {
      await o.holds.moveHold(held.messageId, ['pending', 'confirmed'], 'canceled', at);
      return { ok: false, reason: 'expired' };
    }
    o.log.info('booking.moved', { id: old.messageId, to: held.messageId });
    await o.moved(old, held, at);
    await o.arrived(held, at);
    const sent: SentRequest = { record: o.record(held), confirmed: held.state === 'confirmed' };
    return { ok: true, view: timeOf(held), ...sent };
  }

  return {
    viewMove: (token) =>
      guarded(o.log, async () => {
        const read = await readOld(token);
        return read.ok ? { ok: true, view: timeOf(read.hold), forWhom: read.hold.forWhom } : read;
      }),
    move: (token, clinicianId, start) => guarded(o.log, () => move(token, clinicianId, start)),
  };
}
