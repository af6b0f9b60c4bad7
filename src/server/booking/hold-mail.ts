/**
 * The booking's mail: the practice's email for each request, with its signed "Confirm this time" and
 * "Offer other times" links, and what each later state of a hold sends (the visitor's record while it
 * waits, her confirmation, the reminder before it, word of a move), queued once per hold and kind in the
 * contact pipeline's outbox and composed when the outbox sends it.
 */
import {
  BOOKING_CALENDAR_PATH,
  BOOKING_CANCEL_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_OFFER_PATH,
  BOOKING_RECORD_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_TOKEN_PARAM,
  BOOKING_VERIFY_PATH,
} from '../../lib/booking/booking-fields.ts';
import type { Interval } from '../../lib/booking/types.ts';
import type { BookingConfig } from './booking-config.ts';
import {
  confirmedVisitorEmail,
  movedEmail,
  notKeptEmail,
  practiceCalendarEmail,
  receivedEmail,
  reminderEmail,
  requestEmail,
  verifyEmail,
  type BookingEmail,
  type HoldFacts,
  type MailSettings,
  type Visitor,
  type VisitorLinks,
} from './booking-emails.ts';
import type { BookingOutbox, BookingRow, Hold, HoldStore, ReadMessage } from './holds.ts';
import { codeOf, linkToken, recordToken, type Action } from './links.ts';

type BookingMail =
  | 'received'
  | 'confirmed'
  | 'confirmed-practice'
  | 'reminder'
  | 'moved'
  | 'declined'
  | 'released'
  | 'canceled'
  | 'canceled-practice';

interface HoldMailOptions {
  config: Pick<BookingConfig, 'linkBase' | 'linkDays' | 'requests'>;
  /** The holds, and the request's message its emails quote. */
  store: Pick<HoldStore, 'getHold'> & { get: ReadMessage };
  outbox: BookingOutbox;
  /** The key the signed links are made with. */
  secret: string;
  /** The mail's settings; its `practice` mailbox gets the calendar files. */
  settings: MailSettings;
  /** By when the practice answers a request that waits (its office hours from when it arrived). */
  answerBy(hold: Hold): number;
  /** The next three times of a clinician, told to a visitor whose time was not kept. */
  nextThree(clinicianId: string, at: number): Promise<{ start: number }[]>;
  nowBusy(hold: Interval & { clinicianId: string }): boolean;
  now: () => number;
}

const facts = (hold: Hold, replacedStart: number | null = null): HoldFacts => ({
  holdId: hold.messageId,
  clinicianId: hold.clinicianId,
  start: hold.start,
  end: hold.end,
  forWhom: hold.forWhom,
  updatedAt: hold.updatedAt,
  verified: hold.verified,
  state: hold.state,
  replacedStart,
});

async function visitorOf(o: HoldMailOptions, holdId: string): Promise<Visitor> {
  const message = await o.store.get(holdId);
  if (!message) throw new Error('booking: the request of a hold is gone');
  const { name, email, phone, message: text } = message.content;
  return { name, email, phone, message: text };
}

const link = (o: HoldMailOptions, path: string, action: Action, holdId: string, expires: number) =>
  `${o.config.linkBase}${path}?${BOOKING_TOKEN_PARAM}=${linkToken(o.secret, { holdId, action, expires })}`;

/** The visitor's links for a hold: her record and its calendar file; cancel and move once it is confirmed. */
function visitorLinks(o: HoldMailOptions, hold: Hold): VisitorLinks {
  const record = `${BOOKING_TOKEN_PARAM}=${recordToken(o.secret, hold)}`;
  const links: VisitorLinks = {
    record: `${o.config.linkBase}${BOOKING_RECORD_PATH}?${record}`,
    calendar: `${o.config.linkBase}${BOOKING_CALENDAR_PATH}?${record}`,
  };
  if (hold.state !== 'confirmed') return links;
  return {
    ...links,
    reschedule: link(o, BOOKING_RESCHEDULE_PATH, 'reschedule', hold.messageId, hold.start),
    cancel: link(o, BOOKING_CANCEL_PATH, 'cancel', hold.messageId, hold.start),
  };
}

/** The practice's email of a new request, with its two links. */
async function requestMail(o: HoldMailOptions, row: BookingRow): Promise<BookingEmail> {
  const hold = await o.store.getHold(row.id);
  if (!hold) throw new Error('booking: no hold for this request');
  const expires = hold.createdAt + o.config.linkDays * 86_400_000;
  const links = {
    confirm: link(o, BOOKING_CONFIRM_PATH, 'confirm', hold.messageId, expires),
    offer: link(o, BOOKING_OFFER_PATH, 'offer', hold.messageId, expires),
  };
  const visitor = await visitorOf(o, row.id);
  const replaced = hold.replaces ? await o.store.getHold(hold.replaces) : null;
  const held = facts(hold, replaced?.start ?? null);
  return requestEmail(row.id, row.receivedAt, held, visitor, links, o.nowBusy(hold), o.settings);
}

/** The email of a mail the booking queued on a hold's new state (tell). */
async function stateMail(o: HoldMailOptions, row: BookingRow): Promise<BookingEmail> {
  const at = row.receivedAt;
  const {
    mail: kind,
    holdId,
    next,
  } = JSON.parse(row.content.message) as {
    mail: BookingMail;
    holdId: string;
    next: number[];
  };
  const hold = await o.store.getHold(holdId);
  if (!hold) throw new Error('booking: the hold of this mail is gone');
  const visitor = await visitorOf(o, holdId);
  switch (kind) {
    case 'received':
      return receivedEmail(
        row.id,
        at,
        facts(hold),
        visitor,
        o.answerBy(hold),
        visitorLinks(o, hold),
        o.settings,
      );
    case 'confirmed':
      return confirmedVisitorEmail(row.id, at, facts(hold), visitor, visitorLinks(o, hold), o.settings);
    case 'reminder':
      return reminderEmail(row.id, at, facts(hold), visitor, visitorLinks(o, hold), o.settings);
    case 'moved':
      return movedEmail(row.id, at, facts(hold), visitor, next[0] ?? hold.start, o.settings);
    case 'confirmed-practice':
      return practiceCalendarEmail(row.id, at, 'REQUEST', facts(hold), visitor, o.settings);
    case 'canceled-practice':
      return practiceCalendarEmail(row.id, at, 'CANCEL', facts(hold), visitor, o.settings);
    default:
      return notKeptEmail(row.id, at, kind, facts(hold), visitor, next, o.settings);
  }
}

/** The code mail of a request kept until its visitor proves her address (kept-requests.ts queues it). */
export interface VerifyMail {
  mail: 'verify';
  verifyId: string;
  /** What the code is derived from (kept-requests.ts): the row holds no code. */
  salt: string;
  expires: number;
  clinicianId: string;
  start: number;
}

function verifyMail(o: HoldMailOptions, row: BookingRow): BookingEmail {
  const mail = JSON.parse(row.content.message) as VerifyMail;
  const link = `${o.config.linkBase}${BOOKING_VERIFY_PATH}?${BOOKING_TOKEN_PARAM}=${linkToken(o.secret, {
    holdId: mail.verifyId,
    action: 'verify',
    expires: mail.expires,
  })}`;
  const minutes = Math.round(o.config.requests.verifyMs / 60_000);
  const code = codeOf(o.secret, mail.verifyId, mail.salt);
  return verifyEmail(
    row.id,
    row.receivedAt,
    { ...mail, to: row.content.email, code, link, minutes },
    o.settings,
  );
}

export function createHoldMail(o: HoldMailOptions) {
  async function queue(mailKind: BookingMail, hold: Hold, email: string, at: number, next: number[] = []) {
    await o.outbox({
      kind: 'booking-mail',
      name: `Booking ${mailKind}`,
      email,
      message: JSON.stringify({ mail: mailKind, holdId: hold.messageId, next }),
      key: `booking-${mailKind}-${hold.messageId}`,
      // Due at once by the outbox's own clock, whatever instant the release was judged at.
      now: Math.min(at, o.now()),
    });
  }

  /**
   * The mail a hold's new state sends: queued once per hold and kind, so pressing again resends nothing.
   * A request that waits (told once, when it reaches the practice) sends its visitor her record.
   */
  async function tell(hold: Hold, at: number) {
    const visitor = await visitorOf(o, hold.messageId);
    const next = async () => (await o.nextThree(hold.clinicianId, at)).map((time) => time.start);
    if (hold.state === 'pending') {
      if (visitor.email) await queue('received', hold, visitor.email, at);
    } else if (hold.state === 'confirmed') {
      if (visitor.email) await queue('confirmed', hold, visitor.email, at);
      await queue('confirmed-practice', hold, o.settings.practice, at);
    } else if (hold.state === 'declined' || hold.state === 'released') {
      if (visitor.email) await queue(hold.state, hold, visitor.email, at, await next());
    } else if (hold.state === 'canceled') {
      if (visitor.email) await queue('canceled', hold, visitor.email, at);
      await queue('canceled-practice', hold, o.settings.practice, at);
    }
  }

  /** The reminder before a confirmed consultation, once. */
  async function remind(hold: Hold, at: number) {
    const visitor = await visitorOf(o, hold.messageId);
    if (visitor.email) await queue('reminder', hold, visitor.email, at);
  }

  /** A consultation moved: the old time's invitation withdrawn from both calendars. */
  async function moved(old: Hold, to: Hold, at: number) {
    const visitor = await visitorOf(o, old.messageId);
    if (visitor.email) await queue('moved', old, visitor.email, at, [to.start]);
    await queue('canceled-practice', old, o.settings.practice, at);
  }

  /** The email of a booking row the outbox sends (kind `booking` or `booking-mail`). */
  async function compose(row: BookingRow): Promise<BookingEmail> {
    if (row.kind === 'booking') return requestMail(o, row);
    const { mail } = JSON.parse(row.content.message) as { mail: string };
    return mail === 'verify' ? verifyMail(o, row) : stateMail(o, row);
  }

  return { tell, remind, moved, compose };
}
