/**
 * The booking's addresses and form fields, shared by the booking page, its island and the server.
 * Imported by plain Node too: erasable TypeScript only.
 */

/** The page that offers times and takes a request (rendered by the server on each request). */
export const BOOKING_PATH = '/book';
/** The practice's links from its email, and the visitor's cancel link: a GET shows one button. */
export const BOOKING_CONFIRM_PATH = '/book/confirm';
export const BOOKING_OFFER_PATH = '/book/offer';
export const BOOKING_CANCEL_PATH = '/book/cancel';
/** The visitor's own link, mailed to the address she gave: its button sends the request she made. */
export const BOOKING_VERIFY_PATH = '/book/verify';
/** Where a request sent without JavaScript lands until that link is opened. */
export const BOOKING_CHECK_PATH = '/book/check-email';
/** JSON: the next free time of each clinician with a feed, for the static pages' "Next free consultation". */
export const BOOKING_NEXT_PATH = '/functions/v1/booking/next';

/**
 * A booking request is a contact message with these fields beside the contact form's: the clinician's
 * id, the chosen start (ISO 8601 in UTC, as offered) and who the consultation is for (an audience id).
 */
export const BOOKING_FIELDS = {
  clinician: 'booking_clinician',
  start: 'booking_start',
  forWhom: 'booking_for',
} as const;

/** The signed link's query parameter. */
export const BOOKING_TOKEN_PARAM = 't';
