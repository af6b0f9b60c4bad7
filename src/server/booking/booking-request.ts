/**
 * A booking request is a contact message with the booking's fields (BOOKING_FIELDS): the same endpoint,
 * store, outbox, idempotency key, honeypot and rate limit (src/server/http/message-request.ts says how
 * the two parts meet). This file reads the fields, relaxes the message's rules for a booking (the message
 * is optional, email or phone will do), asks the offers whether the time may be had, hands the store the
 * hold to write beside the message, and shapes the answers.
 */
import { SITE } from '#practice';
import {
  BOOKING_CHECK_PATH,
  BOOKING_FIELDS,
  BOOKING_PATH,
  KEPT_PARAM,
} from '../../lib/booking/booking-fields.ts';
import { formatClock, zoneName } from '../../lib/booking/format.ts';
import type {
  LaterMessage,
  MessageRequest,
  MessageRequests,
  MessageSender,
  RequestCheck,
} from '../http/message-request.ts';
import type { KeptView } from './booking-runtime.ts';
import type { HoldSender, HoldStore, NewHold } from './holds.ts';
import type { DeskCheck, TimeOnWire } from './offers.ts';
import { wire } from './offers.ts';

/** What the offers say of a request (runtime.ts builds it from the feeds and the holds). */
export interface BookingDesk {
  readonly on: boolean;
  /** Whether an id names one of the practice's clinicians (only such an id goes back in an address). */
  known(clinicianId: string): boolean;
  /** Whether the fields ask for a time that is offered now (held times aside: the store decides those). */
  check(fields: BookingFields, now: number): Promise<DeskCheck>;
  /** The next times offered with a clinician, for an answer that the time is taken. */
  next(clinicianId: string): Promise<TimeOnWire[]>;
}

interface BookingFields {
  clinicianId: string;
  start: string;
  forWhom: string;
}

const BOOKING_ERRORS = {
  off: 'Booking a consultation is not available on this site. Please call or email us instead.',
  taken: 'That time was just taken. Please choose another time.',
  waiting:
    'You already have a consultation request waiting for our answer. We will reply to it soon; to change it, please call or email us.',
  address:
    'Several consultation requests from your connection are already waiting for our answer. Please call or email us instead.',
  emailNeeded:
    'Please give your email address: we email you a code to confirm the request is yours. Or call us instead.',
} as const;

/** Codes mailed to one address are limited: the answer says when another can go, never more. */
const tooManyCodes = (at: number) =>
  `We have sent several codes to that address in the last hour. Another can be sent at ${formatClock(at, SITE.timeZone)} (${zoneName(SITE.timeZone, at)}); or please call us.`;

/** What the booking's requests need beyond the offers: where holds go, and who may hold a time. */
export interface RequestRules {
  holds: HoldStore;
  /** Keeps a request with an email until its visitor proves the address (kept-requests.ts); null: limited. */
  keep(message: LaterMessage, hold: NewHold, sender: HoldSender): Promise<KeptView | null>;
  /** When another code may be mailed to an address: `at`, or later when its hour's limit is reached. */
  mailableAt(email: string, at: number): Promise<number>;
  /** Drops a kept request that a corrected one replaces. */
  drop(id: string): Promise<void>;
  /** By when the practice calls back a request from a phone number alone, sent at `at` for `start`. */
  phoneAnswerBy(at: number, start: number): number;
  /** A keyed hash of a network address: what a hold keeps of it. */
  clientKeyOf(address: string | undefined): string | null;
  acceptPhoneOnly: boolean;
  perAddress: number;
}

/** The line a booking request without a message carries. */
const BOOKING_DEFAULT_MESSAGE = 'Booking request for the free consultation (no message written).';

/** Stand-in email for a visitor who left only a phone number, so the contact rules check the rest. */
const PHONE_ONLY = 'phone-only@booking.invalid';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The booking's fields when any of them is given; null for a plain contact message. */
function bookingFieldsOf(input: Record<string, unknown>): BookingFields | null {
  const fields = {
    clinicianId: text(input[BOOKING_FIELDS.clinician]),
    start: text(input[BOOKING_FIELDS.start]),
    forWhom: text(input[BOOKING_FIELDS.forWhom]),
  };
  return fields.clinicianId || fields.start || fields.forWhom ? fields : null;
}

/** Codes a refused no-JavaScript booking form is sent back with: never what was typed. */
const FORM_CODES: Record<number, string> = {
  400: 'invalid',
  401: 'key',
  403: 'origin',
  404: 'off',
  408: 'slow',
  413: 'large',
  422: 'reused',
  429: 'rate',
  503: 'busy',
};

/** Where a no-JavaScript booking form goes after its answer (`kept`: the id of a request kept for its code). */
function formLocation(
  status: number,
  fields: BookingFields,
  desk: BookingDesk,
  field?: string,
  kept?: string,
): string {
  if (status === 200 && kept) return `${BOOKING_CHECK_PATH}?${new URLSearchParams({ [KEPT_PARAM]: kept })}`;
  if (status === 200) return `${BOOKING_PATH}/requested`;
  const params = new URLSearchParams();
  if (desk.known(fields.clinicianId)) params.set('clinician', fields.clinicianId);
  if (status === 409) params.set('taken', '1');
  else params.set('error', field ?? FORM_CODES[status] ?? 'error');
  return `${BOOKING_PATH}?${params}`;
}

/** One booking request, as the contact endpoint handles it. */
function bookingRequest(
  fields: BookingFields,
  input: Record<string, unknown>,
  desk: BookingDesk,
  rules: RequestRules,
): MessageRequest {
  // A phone number stands in for a blank email, so the contact rules check the rest; the stored email
  // is then blank. A blank message becomes the default line.
  const phoneOnly = text(input['email']) === '' && text(input['phone']) !== '';
  const replacing = text(input[BOOKING_FIELDS.kept]);
  let kept: string | undefined;
  return {
    kind: 'booking',
    fingerprint: [fields.clinicianId, fields.start, fields.forWhom],
    values: {
      ...input,
      ...(phoneOnly ? { email: PHONE_ONLY } : {}),
      ...(text(input['message']) === '' ? { message: BOOKING_DEFAULT_MESSAGE } : {}),
    },
    blankEmail: phoneOnly,
    async check(now, sender): Promise<RequestCheck> {
      const checked = await desk.check(fields, now);
      if (!checked.ok) {
        const { status, error, next } = checked;
        return { ok: false, status, error, extra: { next } };
      }
      // A time held already is told now: a request kept for its code would only be refused later.
      if (sender.email && (await heldAlready(rules.holds, checked.hold, now))) {
        const next = await desk.next(fields.clinicianId);
        return { ok: false, status: 409, error: BOOKING_ERRORS.taken, extra: { next } };
      }
      if (sender.email) {
        const mailable = await rules.mailableAt(sender.email, now);
        if (mailable > now) return { ok: false, status: 429, error: tooManyCodes(mailable), extra: {} };
      }
      return holdOf(checked.hold, sender, rules, { replacing, now }, (id) => (kept = id));
    },
    async refused(reason) {
      if (reason === 'waiting') return { status: 409, error: BOOKING_ERRORS.waiting, extra: {} };
      if (reason === 'address') return { status: 429, error: BOOKING_ERRORS.address, extra: {} };
      return {
        status: 409,
        error: BOOKING_ERRORS.taken,
        extra: { next: await desk.next(fields.clinicianId) },
      };
    },
    formLocation: (status, field) => formLocation(status, fields, desk, field, kept),
  };
}

/** Whether another request holds a time overlapping this one. */
async function heldAlready(holds: HoldStore, hold: NewHold, now: number): Promise<boolean> {
  return (await holds.heldTimes(now)).some(
    (held) => held.clinicianId === hold.clinicianId && held.start < hold.end && held.end > hold.start,
  );
}

/**
 * What an offered time asks of the store: with an email, nothing yet (the request is kept, and the
 * visitor mailed a code that sends it; the answer says where it went, until when, and when another can);
 * with a phone number alone, an unverified hold at once when the practice takes such requests, the
 * answer saying by when the practice calls.
 */
function holdOf(
  hold: NewHold,
  sender: MessageSender,
  rules: RequestRules,
  { replacing, now }: { replacing: string; now: number },
  onKept: (id: string) => void,
): RequestCheck {
  const who: HoldSender = { ...sender, clientKey: rules.clientKeyOf(sender.address) };
  const time = { booking: wire(hold) };
  if (sender.email) {
    return {
      ok: true,
      async later(message) {
        if (replacing) await rules.drop(replacing);
        const view = await rules.keep(message, hold, who);
        if (!view) return {};
        onKept(view.id);
        const { id, email, sentAt, resendAt, expiresAt } = view;
        return { request: { id, email, sentAt, resendAt, expiresAt } };
      },
      answer: { ...time, verify: true },
    };
  }
  if (!rules.acceptPhoneOnly) {
    return { ok: false, status: 400, error: BOOKING_ERRORS.emailNeeded, extra: { field: 'email' } };
  }
  return {
    ok: true,
    attach: rules.holds.attach({ ...hold, verified: false }, who, rules.perAddress),
    answer: {
      ...time,
      phoneOnly: true,
      answerBy: new Date(rules.phoneAnswerBy(now, hold.start)).toISOString(),
    },
  };
}

/** The booking's requests as the contact endpoint sees them; `rules` null while booking is off. */
export function bookingRequests(desk: BookingDesk, rules: RequestRules | null): MessageRequests {
  return {
    on: desk.on && rules !== null,
    offError: BOOKING_ERRORS.off,
    read(input) {
      const fields = bookingFieldsOf(input);
      if (!fields) return null;
      if (!rules) return offRequest(fields, desk);
      return bookingRequest(fields, input, desk, rules);
    },
  };
}

/** A request read while booking is off: the endpoint refuses it before asking anything of it. */
function offRequest(fields: BookingFields, desk: BookingDesk): MessageRequest {
  const refuse = async () => {
    throw new Error('booking is off');
  };
  return {
    kind: 'booking',
    fingerprint: [],
    values: {},
    blankEmail: false,
    check: refuse,
    refused: refuse,
    formLocation: (status, field) => formLocation(status, fields, desk, field),
  };
}
