/**
 * The booking pages' words, in one place so the page, its island and the tests read the same ones.
 * Imported by plain Node too: erasable TypeScript only.
 */
export const BOOKING_COPY = {
  title: 'Book a free consultation',
  submit: 'Request this time',
  sending: 'Sending your request...',
  requested: 'Your request is with the practice',
  checkEmail: 'Check your email to send your request',
  linkOnly:
    'We emailed you a link: open it and press the button on its page to send your request. Until then no time is held.',
  taken: 'That time was just taken',
  takenNext: 'These are the next free times:',
  noTimes: 'No free times are offered online just now. Please call or write to us instead.',
  chooseTime: 'Please choose a time.',
  reachRule:
    'An email or a phone number: one is enough. With an email, you type the code we send on this page.',
  /** When the practice takes no request from a phone number alone. */
  emailRule: 'We email you a 6-digit code to type on this page: then your request goes to the practice.',
  forWhom: 'Who is the consultation for?',
  sendFailed: 'Your request could not be sent. Please try again.',
  networkError: 'Network error. Please try again.',
  /** The static pages' link without JavaScript, and before the next free time is known. */
  nextFree: 'Next free consultation:',
} as const;

/**
 * The panel (and page) that asks for the code mailed to the visitor: where it went, for which time, until
 * when, and when another can go. Clocks are filled in by the caller, on the practice's clock.
 */
export const CODE_COPY = {
  heading: 'Type the code we emailed you',
  sentTo: 'We emailed a 6-digit code to',
  yourTime: 'Your time:',
  label: 'Code from the email',
  submit: 'Send my request',
  checking: 'Checking the code...',
  notYet: 'Until you type it, no time is held and the practice has not seen your request.',
  until: (clock: string) => `The code works until ${clock}.`,
  resend: 'Send the code again',
  lastSent: (clock: string) => `The last code went at ${clock}.`,
  nextAt: (clock: string) => `Another can go at ${clock}.`,
  resent: (clock: string) =>
    `Sent again at ${clock}, the same code. It can take a minute to arrive; look in spam too.`,
  wrongAddress: 'Wrong address?',
  wrong: (left: number) =>
    `That is not the code we sent. ${left} ${left === 1 ? 'try' : 'tries'} left before the request ends.`,
  locked:
    'Three wrong codes: the request has ended and no time is held for you. Please choose your time again, or call us.',
  expired:
    'This request has expired, or ended: no time is held for you. Please choose your time again, or call us.',
  chooseAgain: 'Choose a time again',
  /** A request from a phone number alone: who calls, from which number, by when, in which hours. */
  phoneHeading: 'Your request is with the practice',
  phoneCalls: (from: string, by: string) =>
    `The practice calls you from ${from} by ${by} to confirm your time.`,
  officeHours: (hours: string) => `Office hours: ${hours}${hours.endsWith('.') ? '' : '.'}`,
  held: 'Until then the time is held for you, and nobody else can ask for it.',
} as const;

/** The visitor's own link's page: what it sends, and what became of it once pressed. */
export const VERIFY_COPY = {
  heading: 'Send your request',
  button: 'Send my request to the practice',
  sent: 'Your request is with the practice',
  taken: 'That time was taken before you opened your link. Please choose another time.',
  waiting: 'You already have a consultation request waiting for our answer. We will reply to it soon.',
  address:
    'Several requests from your connection are already waiting for our answer. Please call us instead.',
  another: 'Choose another time',
} as const;

/** The id of the booking page's times of the day shown: the form's first field follows them. */
export const BOOKING_TIMES_ID = 'booking-times';

/** The visitor's move of her confirmed consultation to another time. */
export const MOVE_COPY = {
  title: 'Move your consultation',
  now: 'Now:',
  kept: 'Choose another time; your details stay as they are. Your current time is freed only once the new one is held.',
  button: 'Move to this time',
  taken: 'That time was just taken. Please choose another; your current time is still yours.',
  none: 'No other times are offered online just now. Please call us:',
} as const;

/** A signed link's page: its heading and its one button. */
export const LINK_COPY = {
  confirm: { heading: 'Confirm this time', button: 'Confirm this time', done: 'The time is confirmed' },
  offer: {
    heading: 'Offer other times',
    button: 'Offer other times',
    done: 'The visitor is told that you will offer other times',
  },
  cancel: {
    heading: 'Cancel this consultation',
    button: 'Cancel this consultation',
    done: 'The consultation is canceled',
  },
} as const;

export const LINK_STATE_WORDS = {
  pending: 'Waiting for the practice to confirm',
  confirmed: 'Confirmed',
  released: 'Released: the practice did not confirm in time',
  declined: 'Declined by the practice',
  canceled: 'Canceled',
} as const;

export const LINK_ERRORS = {
  invalid: 'This link is not valid. Please check that the whole address was copied from the email.',
  expired: 'This link has expired. Please call or write to the practice.',
  unavailable: 'Online booking is not available just now. Please call or write to the practice.',
  nowBusy: 'This time has since become busy in the clinician’s calendar.',
  crossSite: 'Requests can only be sent from our own website.',
} as const;

/** A visitor's record in words (record-view.ts composes them on the server), as the panel and page show it. */
export interface RecordWords {
  heading: string;
  /** The start, for the visitor's own clock beside the practice's. */
  start: string;
  rows: { label: string; value: string }[];
  next: string[];
  /** Her record's page and its calendar file. */
  page: string;
  calendar: string;
}

export const RECORD_COPY = {
  pending: 'Your request is with the practice',
  confirmed: 'Your consultation is booked',
  over: 'This request is closed',
  when: 'When',
  with: 'With',
  how: 'How',
  next: 'What happens next',
  addToCalendar: 'Add to calendar',
  keep: 'Keep this page: its address is your record.',
  yourTime: 'your time',
} as const;
