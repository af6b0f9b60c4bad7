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

/** The booking's page files under src/pages, which the page registry's check knows are not its own. */
export const BOOKING_PAGE_FILES = [
  'book/index.astro',
  'book/requested.astro',
  'book/[action].astro',
] as const;

/** The address that offers one clinician's times. */
export const bookingPathFor = (clinicianId: string) =>
  `${BOOKING_PATH}?${CLINICIAN_PARAM}=${encodeURIComponent(clinicianId)}`;

/** Whether an address is one of the booking's pages (the sitemap leaves them out: they are never indexed). */
export function isBookingPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === BOOKING_PATH || path.startsWith(`${BOOKING_PATH}/`);
}
