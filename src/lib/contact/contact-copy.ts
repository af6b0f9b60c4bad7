/**
 * The words the contact form shows. SPEC.md section 8 gives the answers word for word; PRODUCT.md
 * section 5 asks for the note beside the message box.
 */
export const CONTACT_COPY = {
  success: "Thanks! Your message has been sent successfully. We'll get back to you soon.",
  sendFailed: 'Send failed. Please try again.',
  networkError: 'Network error. Please try again.',
  submit: 'Send Message',
  sending: 'Sending Message...',
  /** Beside the message box (PRODUCT.md section 5); the crisis numbers follow as links. */
  messageNote:
    'Please do not include clinical details or anything you would not want in an email. This form is not watched around the clock.',
} as const;

/**
 * Topics offered in the form's select: the six services (PRODUCT.md section 3, SPEC.md section 2) and a
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
