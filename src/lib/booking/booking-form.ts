/**
 * The booking form's fields and the JSON it sends, shared by the booking page (its plain form post) and
 * its island: one radio group names the clinician and the start together, and the request carries the
 * contact form's fields beside the booking's (BOOKING_FIELDS).
 */
import { HONEYPOT_FIELD } from '../contact/contact-schema.ts';
import { BOOKING_FIELDS } from './booking-fields.ts';

/** The radio group: `<clinician id> <ISO start>`. */
export const TIME_FIELD = 'booking_time';

export const timeValue = (clinicianId: string, start: string) => `${clinicianId} ${start}`;

export function parseTimeValue(value: string): { clinicianId: string; start: string } | null {
  const [clinicianId, start, ...rest] = value.trim().split(' ');
  if (!clinicianId || !start || rest.length > 0) return null;
  return { clinicianId, start };
}

/** The fields the visitor types, in form order. */
export const PERSON_FIELDS = ['name', 'email', 'phone'] as const;

/** The JSON body for the form's values: blank optional fields are left out, values trimmed. */
export function toBookingPayload(values: Record<string, unknown>): Record<string, string> {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const time = parseTimeValue(text(TIME_FIELD));
  const payload: Record<string, string> = { name: text('name') };
  for (const [field, value] of [
    ['email', text('email')],
    ['phone', text('phone')],
    [BOOKING_FIELDS.clinician, time?.clinicianId ?? ''],
    [BOOKING_FIELDS.start, time?.start ?? ''],
    [BOOKING_FIELDS.forWhom, text(BOOKING_FIELDS.forWhom)],
    [HONEYPOT_FIELD, text(HONEYPOT_FIELD)],
  ] as const) {
    if (value !== '') payload[field] = value;
  }
  return payload;
}

/** A time the endpoint offers instead of a taken one (its 409 answer's `next`). */
export interface NextTime {
  clinicianId: string;
  start: string;
  end: string;
}

/** How the endpoint answered, as the page and the island read it. */
export type BookingAnswer =
  | { kind: 'requested' }
  | { kind: 'taken'; next: NextTime[] }
  | { kind: 'refused'; error: string; field?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the endpoint's answer; anything unexpected is a refusal with the generic words. */
export function readBookingAnswer(status: number, data: unknown, fallback: string): BookingAnswer {
  if (status === 200 && isRecord(data) && data['ok'] === true) return { kind: 'requested' };
  if (status === 409 && isRecord(data) && Array.isArray(data['next'])) {
    const next = data['next'].filter(
      (t): t is NextTime =>
        isRecord(t) &&
        typeof t['clinicianId'] === 'string' &&
        typeof t['start'] === 'string' &&
        typeof t['end'] === 'string',
    );
    return { kind: 'taken', next };
  }
  const error =
    isRecord(data) && typeof data['error'] === 'string' && data['error'] ? data['error'] : fallback;
  const field = isRecord(data) && typeof data['field'] === 'string' ? data['field'] : undefined;
  return field ? { kind: 'refused', error, field } : { kind: 'refused', error };
}
