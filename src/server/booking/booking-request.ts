/**
 * A booking request is a contact message with the booking's fields (BOOKING_FIELDS): the same endpoint,
 * store, outbox, idempotency key, honeypot and rate limit (src/server/http/message-request.ts says how
 * the two parts meet). This file reads the fields, relaxes the message's rules for a booking (the message
 * is optional, email or phone will do), asks the offers whether the time may be had, hands the store the
 * hold to write beside the message, and shapes the answers.
 */
import { BOOKING_FIELDS, BOOKING_PATH } from '../../lib/booking/booking-fields.ts';
import type { MessageRequest, MessageRequests, RequestCheck } from '../http/message-request.ts';
import type { HoldStore } from './holds.ts';
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
} as const;

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

/** Where a no-JavaScript booking form goes after its answer. */
function formLocation(status: number, fields: BookingFields, desk: BookingDesk, field?: string): string {
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
  holds: HoldStore,
): MessageRequest {
  // A phone number stands in for a blank email, so the contact rules check the rest; the stored email
  // is then blank. A blank message becomes the default line.
  const phoneOnly = text(input['email']) === '' && text(input['phone']) !== '';
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
      return {
        ok: true,
        attach: holds.attach(checked.hold, sender),
        answer: { booking: wire(checked.hold) },
      };
    },
    async refused(reason) {
      if (reason === 'waiting') return { status: 409, error: BOOKING_ERRORS.waiting, extra: {} };
      return {
        status: 409,
        error: BOOKING_ERRORS.taken,
        extra: { next: await desk.next(fields.clinicianId) },
      };
    },
    formLocation: (status, field) => formLocation(status, fields, desk, field),
  };
}

/** The booking's requests as the contact endpoint sees them. */
export function bookingRequests(desk: BookingDesk, holds: HoldStore | null): MessageRequests {
  return {
    on: desk.on && holds !== null,
    offError: BOOKING_ERRORS.off,
    read(input) {
      const fields = bookingFieldsOf(input);
      if (!fields) return null;
      if (!holds) return offRequest(fields, desk);
      return bookingRequest(fields, input, desk, holds);
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
