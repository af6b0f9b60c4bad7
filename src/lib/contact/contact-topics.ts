import { PRACTICE } from '#practice';
import { rolePath } from '../pages/page-roles.ts';

/**
 * A topic of the contact form's select. The id names it in a link (`/contact?topic=good-faith-estimate`
 * chooses it); the label is what the form sends. The server accepts any one-line topic, so other clients
 * keep working.
 */
export interface ContactTopic {
  id: string;
  label: string;
}

/** The query parameter that chooses a topic in a link to the form: `/contact?topic=good-faith-estimate`. */
export const TOPIC_PARAM = 'topic';

const GOOD_FAITH_ESTIMATE: ContactTopic = {
  id: 'good-faith-estimate',
  label: 'Request a Good Faith Estimate',
};

/**
 * The topics offered: each service of the practice configuration under its own title, then a Good Faith
 * Estimate request and a way out for everything else. Kept apart from the form's words, so the island's
 * code never carries the practice configuration.
 */
export const CONTACT_TOPICS: readonly ContactTopic[] = [
  ...PRACTICE.services.map((service) => ({ id: service.id, label: service.title })),
  GOOD_FAITH_ESTIMATE,
  { id: 'something-else', label: 'Something else' },
];

/** The link to the form with a topic chosen; an id no topic has stops the build, as the link would choose nothing. */
export function contactLinkFor(topicId: string): string {
  if (!CONTACT_TOPICS.some((topic) => topic.id === topicId))
    throw new Error(`"${topicId}" is not a topic of the contact form (src/lib/contact/contact-topics.ts)`);
  return `${rolePath('contact')}?${TOPIC_PARAM}=${topicId}`;
}

/** The contact form with the Good Faith Estimate topic already chosen, under the topic's own words. */
export const GOOD_FAITH_ESTIMATE_REQUEST = {
  href: contactLinkFor(GOOD_FAITH_ESTIMATE.id),
  label: GOOD_FAITH_ESTIMATE.label,
} as const;
