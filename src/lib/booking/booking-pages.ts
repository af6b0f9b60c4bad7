/**
 * The booking's pages beside those of booking-fields.ts: each is rendered by the server on each request,
 * so none is built, listed in the sitemap or the search index, or written in the page registry.
 */
import { BOOKING_PATH } from './booking-fields.ts';

/** Where a request lands once the practice has it (nothing the visitor typed is in the address). */
export const BOOKING_REQUESTED_PATH = '/book/requested';

/** `/book?clinician=<id>&taken=1`: the endpoint's plain form post found the time taken. */
export const TAKEN_PARAM = 'taken';
export const CLINICIAN_PARAM = 'clinician';
/** `/book?clinician=<id>&day=2026-12-02`: the day whose times the page shows (in the practice's zone). */
export const DAY_PARAM = 'day';
/** `/book?time=<ISO start>`: a time already chosen (a "Next free" line's), its day shown and the form ready. */
export const TIME_PARAM = 'time';

/** The folder of src/pages the booking's pages live in, which the page registry's check knows are not its own. */
export const BOOKING_PAGES_FOLDER = 'book/';

/** The address that offers one clinician's times. */
export const bookingPathFor = (clinicianId: string) =>
  `${BOOKING_PATH}?${CLINICIAN_PARAM}=${encodeURIComponent(clinicianId)}`;

/** The booking page for a clinician (none: whoever is free soonest) and a day (none: the first free one). */
export function bookingAddress(clinicianId: string | null, day?: string): string {
  const params = new URLSearchParams();
  if (clinicianId) params.set(CLINICIAN_PARAM, clinicianId);
  if (day) params.set(DAY_PARAM, day);
  const query = params.toString();
  return query ? `${BOOKING_PATH}?${query}` : BOOKING_PATH;
}

/** Whether an address is one of the booking's pages (the sitemap leaves them out: they are never indexed). */
export function isBookingPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === BOOKING_PATH || path.startsWith(`${BOOKING_PATH}/`);
}
