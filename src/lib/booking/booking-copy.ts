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
  taken: 'That time was just taken',
  takenNext: 'These are the next free times:',
  noTimes: 'No free times are offered online just now. Please call or write to us instead.',
  chooseTime: 'Please choose a time.',
  reachRule: 'An email or a phone number: one is enough. With an email, open the link we send.',
  /** When the practice takes no request from a phone number alone. */
  emailRule: 'We email you a link: your request goes to the practice when you open it.',
  forWhom: 'Who is the consultation for?',
  sendFailed: 'Your request could not be sent. Please try again.',
  networkError: 'Network error. Please try again.',
  /** The static pages' link without JavaScript, and before the next free time is known. */
  nextFree: 'Next free consultation:',
} as const;

/** What a visitor who gave an email does next: open the link, within the practice's minutes. */
export function checkEmailSteps(verifyMinutes: number): string[] {
  return [
    `We sent a link to the email address you gave. Open it within ${verifyMinutes} minutes and press the button on its page.`,
    'Only then does your request go to the practice and hold the time; until then, someone else may take it.',
    'No email? Look in your spam folder, or call us.',
  ];
}

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

/** What happens after a request, with the hours the practice takes to confirm. */
export function requestedSteps(holdOfficeHours: number): string[] {
  return [
    `The practice confirms the time within ${holdOfficeHours} office hours, or offers another one.`,
    'If you left an email address, an email with a calendar invitation follows once it is confirmed; it also holds a link to cancel. If you left only a phone number, the practice calls you.',
    'Until then the time is held for you, and nobody else can ask for it.',
  ];
}

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
