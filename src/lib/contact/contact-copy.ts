/**
 * The words the contact form shows, kept in one place so the island, the no-JavaScript result pages and
 * the tests read the same text.
 */
export const CONTACT_COPY = {
  success: "Thanks! Your message has been sent successfully. We'll get back to you soon.",
  sendFailed: 'Send failed. Please try again.',
  networkError: 'Network error. Please try again.',
  submit: 'Send Message',
  sending: 'Sending Message...',
  /** Beside the message box, so visitors keep clinical details out of email; crisis numbers follow. */
  messageNote:
    'Please do not include clinical details or anything you would not want in an email. This form is not watched around the clock.',
} as const;

/**
 * Topics offered in the form's select: the six services of the services page and a
 * way out for everything else. The server accepts any one-line topic, so other clients keep working.
 */
export const CONTACT_TOPICS = [
  'Individual Therapy',
  'Couples Therapy',
  'Family Therapy',
  'Teens and Young Adults',
  'Addiction Recovery',
  'Parent Coaching',
  'Something else',
] as const;
