/**
 * A booking request is a contact message with the booking's fields (BOOKING_FIELDS): the same endpoint,
 * store, outbox, idempotency key, honeypot and rate limit. What the time may be is the booking part's to
 * say (src/server/booking/), reached through the desk site-runtime.ts hands in; this file reads the
 * fields, relaxes the message's rules for a booking (the message is optional, email or phone will do) and
 * shapes the answers.
 */
import { BOOKING_FIELDS, BOOKING_PATH } from '../../lib/booking/booking-fields.ts';
import type { OfferedTime } from '../../lib/booking/types.ts';
import type { NewHold } from './store/contact-store.ts';

/** A time as the answers give it: ISO 8601 in UTC. */
export interface TimeOnWire {
  clinicianId: string;
  start: string;
  end: string;
}

type BookingCheck =
  { ok: true; hold: NewHold } | { ok: false; status: 400 | 409; error: string; next: TimeOnWire[] };

/** The booking part as the contact endpoint sees it. */
export interface BookingDesk {
  readonly on: boolean;
  /** Whether an id names one of the practice's clinicians (only such an id goes back in an address). */
  known(clinicianId: string): boolean;
  /** Whether the fields ask for a time that is offered now (held times aside: the store decides those). */
  check(fields: BookingFields, now: number): Promise<BookingCheck>;
  /** The next times offered with a clinician, for an answer that the time is taken. */
  next(clinicianId: string): Promise<TimeOnWire[]>;
}

export interface BookingFields {
  clinicianId: string;
  start: string;
  forWhom: string;
}

export const BOOKING_ERRORS = {
  off: 'Booking a consultation is not available on this site. Please call or email us instead.',
  taken: 'That time was just taken. Please choose another time.',
  waiting:
    'You already have a consultation request waiting for our answer. We will reply to it soon; to change it, please call or email us.',
} as const;

/** The line a booking request without a message carries. */
const BOOKING_DEFAULT_MESSAGE = 'Booking request for the free consultation (no message written).';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The booking's fields when any of them is given; null for a plain contact message. */
export function bookingFieldsOf(input: Record<string, unknown>): BookingFields | null {
  const fields = {
    clinicianId: text(input[BOOKING_FIELDS.clinician]),
    start: text(input[BOOKING_FIELDS.start]),
    forWhom: text(input[BOOKING_FIELDS.forWhom]),
  };
  return fields.clinicianId || fields.start || fields.forWhom ? fields : null;
}

/** Stand-in email for a visitor who left only a phone number, so the contact rules check the rest. */
const PHONE_ONLY = 'phone-only@booking.invalid';

/**
 * The values the contact rules check for a booking: a blank message becomes the default line, and a
 * phone number stands in for a blank email (`phoneOnly`: the stored email is then empty).
 */
export function bookingInput(input: Record<string, unknown>): {
  values: Record<string, unknown>;
  phoneOnly: boolean;
} {
  const phoneOnly = text(input['email']) === '' && text(input['phone']) !== '';
  return {
    values: {
      ...input,
      ...(phoneOnly ? { email: PHONE_ONLY } : {}),
      ...(text(input['message']) === '' ? { message: BOOKING_DEFAULT_MESSAGE } : {}),
    },
    phoneOnly,
  };
}

export const onWire = (time: OfferedTime | (NewHold & { clinicianId: string })): TimeOnWire => ({
  clinicianId: time.clinicianId,
  start: new Date(time.start).toISOString(),
  end: new Date(time.end).toISOString(),
});

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
export function bookingFormLocation(
  status: number,
  fields: BookingFields,
  desk: BookingDesk | undefined,
  field?: string,
): string {
  if (status === 200) return `${BOOKING_PATH}/requested`;
  const params = new URLSearchParams();
  if (desk?.known(fields.clinicianId)) params.set('clinician', fields.clinicianId);
  if (status === 409) params.set('taken', '1');
  else params.set('error', field ?? FORM_CODES[status] ?? 'error');
  return `${BOOKING_PATH}?${params}`;
}
