import type { ReplyBy, Voicemail } from './contact-schema.ts';

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

/** The topics after the practice's services: a Good Faith Estimate request and a way out for everything else. */
const OTHER_TOPICS = [
  { id: 'good-faith-estimate', label: 'Request a Good Faith Estimate' },
  { id: 'something-else', label: 'Something else' },
] as const;

/** A topic of the form's select: the id names it in a link, the label is what the form sends. */
export interface ContactTopic {
  id: string;
  label: string;
}

/**
 * Topics offered in the form's select: the practice's services (each as the services page titles it),
 * then the other topics. `/contact?topic=good-faith-estimate` chooses one. The server accepts any
 * one-line topic, so other clients keep working.
 */
export function contactTopics(services: readonly { id: string; title: string }[]): ContactTopic[] {
  return [...services.map((service) => ({ id: service.id, label: service.title })), ...OTHER_TOPICS];
}

/** The query parameter that chooses a topic in a link to the form: `/contact?topic=good-faith-estimate`. */
export const TOPIC_PARAM = 'topic';

/** The link to the form with a topic chosen, for pages that offer it (fees, the Good Faith Estimate notice). */
export function contactLinkFor(topic: (typeof OTHER_TOPICS)[number]['id']): string {
  return `/contact?${TOPIC_PARAM}=${topic}`;
}

/** The choices of "Best way to reach you", in the form's order. */
export const REPLY_BY_LABELS: Record<ReplyBy, string> = {
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
};

/** How the next steps name each way of replying ("By text message"), and all of them when unknown. */
const REPLY_BY_CHANNEL: Record<ReplyBy | 'any', string> = {
  email: 'By email',
  phone: 'By a phone call',
  text: 'By text message',
  any: 'By email, a phone call or a text, as you chose',
};

/** A next step's text with `{channel}` filled in: the way chosen, or all of them when the page cannot know. */
export function nextStepText(text: string, replyBy: ReplyBy | undefined): string {
  return text.replaceAll('{channel}', REPLY_BY_CHANNEL[replyBy ?? 'any']);
}

export const VOICEMAIL_LABELS: Record<Voicemail, string> = { yes: 'Yes', no: 'No' };

/** The form's labels for the two reply preferences. */
export const REPLY_COPY = {
  replyBy: 'Best way to reach you',
  voicemail: 'May we leave a voicemail or message that says who we are?',
  noPreference: 'No preference',
  voicemailUnanswered: 'Choose yes or no',
  /** Under the voicemail question: why it is asked. */
  voicemailHint: 'If someone else sees your phone, choose No: we will only say our first name.',
} as const;
