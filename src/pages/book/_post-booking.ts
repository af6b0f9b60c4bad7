/**
 * The booking page's plain form post, handed on to the contact endpoint's handler as the JSON request the
 * island would send: the same checks (origin, key, rate limit, fields, the hold) answer both. The
 * browser's own Origin, Sec-Fetch-Site, Host and X-Forwarded-For go with it, so the cross-site check and
 * the rate limit see the visitor's request, not this page's.
 */
import { BOOKING_COPY } from '@/lib/booking/booking-copy';
import { BOOKING_FIELDS } from '@/lib/booking/booking-fields';
import {
  PERSON_FIELDS,
  TIME_FIELD,
  readBookingAnswer,
  toBookingPayload,
  type BookingAnswer,
} from '@/lib/booking/booking-form';
import { CONTACT_ENDPOINT } from '@/lib/contact/contact-endpoint';
import { FORM_KEY_FIELD } from '@/lib/contact/contact-schema';
import type { SiteRuntime } from '@/server/site-runtime';

const PASSED_ON = ['origin', 'sec-fetch-site', 'host', 'x-forwarded-for'] as const;
/** What the form shows again after a refusal: what the visitor typed and chose, never the honeypot. */
const KEPT = [...PERSON_FIELDS, TIME_FIELD, BOOKING_FIELDS.forWhom, BOOKING_FIELDS.kept] as const;

export interface PostedBooking {
  answer: BookingAnswer;
  /** The endpoint's status, which the page answers with. */
  status: number;
  values: Record<string, string>;
}

export async function postBooking(
  request: Request,
  runtime: SiteRuntime,
  address: string | undefined,
): Promise<PostedBooking> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const raw = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const values = Object.fromEntries(KEPT.map((name) => [name, raw[name] ?? '']));
  const headers = new Headers({ 'Content-Type': 'application/json' });
  for (const name of PASSED_ON) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const key = raw[FORM_KEY_FIELD];
  if (key) headers.set('Authorization', `Bearer ${key}`);
  const inner = new Request(new URL(CONTACT_ENDPOINT, request.url), {
    method: 'POST',
    headers,
    body: JSON.stringify(toBookingPayload(raw, [FORM_KEY_FIELD])),
  });
  const response = await runtime.contact.handle(inner, { address });
  const data: unknown = await response.json().catch(() => null);
  return {
    answer: readBookingAnswer(response.status, data, BOOKING_COPY.sendFailed),
    status: response.status,
    values,
  };
}
