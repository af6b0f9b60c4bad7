/**
 * The booking form's fields and the JSON it sends, shared by the booking page (its plain form post) and
 * its island: one radio group names the clinician and the start together, and the request carries the
 * contact form's fields beside the booking's (BOOKING_FIELDS).
 *
 * It imports nothing of the contact form's modules: a module the two islands shared would become a chunk
 * of its own and change the contact form's code, and with it pages that have no booking.
 */
import { BOOKING_FIELDS } from './booking-fields.ts';

/** The radio group: `<clinician id> <ISO start>`. */
export const TIME_FIELD = 'booking_time';

export const timeValue = (clinicianId: string, start: string) => `${clinicianId} ${start}`;

function parseTimeValue(value: string): { clinicianId: string; start: string } | null {
  const [clinicianId, start, ...rest] = value.trim().split(' ');
  if (!clinicianId || !start || rest.length > 0) return null;
  return { clinicianId, start };
}

/** The fields the visitor types, in form order. */
export const PERSON_FIELDS = ['name', 'email', 'phone'] as const;

/**
 * The JSON body for the form's values: every field as typed (the honeypot with them), trimmed, blank ones
 * left out, but the time split into the booking's two fields and the fields in `omit` (the form's key,
 * which travels as a header) dropped.
 */
export function toBookingPayload(
  values: Record<string, unknown>,
  omit: readonly string[],
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [field, raw] of Object.entries(values)) {
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '' || omit.includes(field)) continue;
    if (field !== TIME_FIELD) {
      payload[field] = value;
      continue;
    }
    const time = parseTimeValue(value);
    if (!time) continue;
    payload[BOOKING_FIELDS.clinician] = time.clinicianId;
    payload[BOOKING_FIELDS.start] = time.start;
  }
  return payload;
}

/** A random key for the Idempotency-Key header: the same request sent again is stored once. */
export function newRequestKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** A time the endpoint offers instead of a taken one (its 409 answer's `next`). */
export interface NextTime {
  clinicianId: string;
  start: string;
  end: string;
}

/** A request kept for its code, as the answer names it: where the code went, when, until when. */
export interface KeptOnWire {
  id: string;
  email: string;
  sentAt: number;
  resendAt: number;
  expiresAt: number;
}

/** How the endpoint answered, as the page and the island read it. */
export type BookingAnswer =
  /** With the practice: a request from a phone number alone, called back by `answerBy` (ISO). */
  | { kind: 'requested'; time: NextTime | null; answerBy: string | null }
  /** Kept until the visitor types the code mailed to her (`request` null: the link in the mail only). */
  | { kind: 'check-email'; time: NextTime | null; request: KeptOnWire | null }
  | { kind: 'taken'; next: NextTime[] }
  | { kind: 'refused'; error: string; field?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTime = (t: unknown): t is NextTime =>
  isRecord(t) &&
  typeof t['clinicianId'] === 'string' &&
  typeof t['start'] === 'string' &&
  typeof t['end'] === 'string';

function keptOf(value: unknown): KeptOnWire | null {
  if (!isRecord(value) || typeof value['id'] !== 'string' || typeof value['email'] !== 'string') return null;
  const [sentAt, resendAt, expiresAt] = ['sentAt', 'resendAt', 'expiresAt'].map((k) => value[k]);
  if (typeof sentAt !== 'number' || typeof resendAt !== 'number' || typeof expiresAt !== 'number')
    return null;
  return { id: value['id'], email: value['email'], sentAt, resendAt, expiresAt };
}

/** Reads the endpoint's answer; anything unexpected is a refusal with the generic words. */
export function readBookingAnswer(status: number, data: unknown, fallback: string): BookingAnswer {
  if (status === 200 && isRecord(data) && data['ok'] === true) {
    const time = isTime(data['booking']) ? data['booking'] : null;
    if (data['verify'] === true) return { kind: 'check-email', time, request: keptOf(data['request']) };
    const answerBy = typeof data['answerBy'] === 'string' ? data['answerBy'] : null;
    return { kind: 'requested', time, answerBy };
  }
  if (status === 409 && isRecord(data) && Array.isArray(data['next'])) {
    return { kind: 'taken', next: data['next'].filter(isTime) };
  }
  const error =
    isRecord(data) && typeof data['error'] === 'string' && data['error'] ? data['error'] : fallback;
  const field = isRecord(data) && typeof data['field'] === 'string' ? data['field'] : undefined;
  return field ? { kind: 'refused', error, field } : { kind: 'refused', error };
}
