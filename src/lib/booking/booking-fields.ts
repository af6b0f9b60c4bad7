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
/**
 * Where a request sent without JavaScript lands until its code is typed or its link opened:
 * `?r=<the kept request's id>`, a random id, never anything the visitor typed.
 */
export const BOOKING_CHECK_PATH = '/book/check-email';
/** The kept request's id in an address: the check page's, and the booking page's for "Wrong address?". */
export const KEPT_PARAM = 'r';
/** The visitor's record of a request sent (`?t=<signed token>`), and its calendar file. */
export const BOOKING_RECORD_PATH = '/book/record';
export const BOOKING_CALENDAR_PATH = '/book/calendar';
/** The visitor's link from her confirmation: another time, her details kept, the old time freed last. */
export const BOOKING_RESCHEDULE_PATH = '/book/reschedule';
/** JSON: the code typed into the panel (`{id, code}`), and "Send again" (`{id}`). */
export const BOOKING_CODE_PATH = '/functions/v1/booking/code';
export const BOOKING_RESEND_PATH = '/functions/v1/booking/resend';
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
  /** The kept request a corrected one replaces ("Wrong address?"): the older is dropped, its code void. */
  kept: 'booking_kept',
} as const;

/** The signed link's query parameter. */
export const BOOKING_TOKEN_PARAM = 't';
