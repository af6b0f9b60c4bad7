/**
 * The one next step toward the free consultation that every consultation button offers (a clinician's
 * card, the finder's results, the header, the bands and cards that close a page): the single place that
 * decides where it leads and what it says, so a new way to book changes every button at once.
 */
import { PRACTICE } from '#practice';
import type { Therapist } from '../../config/schema.ts';
import { BOOKING_PATH } from '../booking/booking-fields.ts';
import { bookingPathFor } from '../booking/booking-pages.ts';
import { PRACTICE_BOOKING_RULES } from '../booking/rules.ts';
import { rolePath } from '../pages/page-roles.ts';
import { CONSULTATION_LABEL } from '../practice-words.ts';

interface NextStep {
  href: string;
  /** The link's words; a page adds whom it is with for assistive technology when several sit together. */
  label: string;
}

/**
 * The clinician's free times when the practice books their consultations here (a server without their
 * calendar feed sends that address on to the contact page), and otherwise the contact page, whose
 * message says whom the visitor would like to see.
 */
export function clinicianNextStep({ id, booksOnline }: Pick<Therapist, 'id' | 'booksOnline'>): NextStep {
  return {
    href: PRACTICE_BOOKING_RULES && booksOnline ? bookingPathFor(id) : rolePath('contact'),
    label: CONSULTATION_LABEL,
  };
}

/**
 * The consultation's buttons that name no clinician, and what each does for a practice that does not
 * book here: where it leads (`contact`: the contact page; `scheduling`: the practice's scheduling page
 * on another site, in a new tab) and, where the site's specification gives the button its own words,
 * those words. While the practice books here they all lead to the booking under the one label.
 */
const WITHOUT_BOOKING = {
  /** The header's button, in the wide header and in the phone's menu, on every page. */
  header: { otherwise: 'scheduling', words: 'Schedule Now' },
  /** The home page's first step. */
  firstStep: { otherwise: 'scheduling' },
  /** The home page's video section. */
  video: { otherwise: 'scheduling' },
  /** The band that closes the home, about and services pages. */
  closing: { otherwise: 'contact' },
  /** The offer that closes an article. */
  article: { otherwise: 'contact' },
  /** The therapists page's bottom banner, "Not sure who to see?". */
  therapistsBanner: { otherwise: 'scheduling', words: 'Schedule Consultation' },
  /** The answers listing's closing card, "Need Personal Guidance?". */
  answersGuidance: { otherwise: 'contact', words: 'Schedule a Consultation' },
  /** The thank-you page after the free assessment. */
  thankYou: { otherwise: 'contact', words: 'Schedule a Consultation' },
  /** The call to action closing an answer, "Need Real Help With This?". */
  answer: { otherwise: 'contact', words: 'Book a Private Consult' },
} as const satisfies Record<string, { otherwise: 'contact' | 'scheduling'; words?: string }>;

export type ConsultationButton = keyof typeof WITHOUT_BOOKING;

/**
 * The consultation with no clinician chosen: every clinician's free times, in the same tab and under the
 * one label, when the practice books consultations here, so every button leads to the place the cards
 * lead to; a practice that does not book here keeps where each button led and what it said.
 */
export function consultationStep(button: ConsultationButton): NextStep & { external: boolean } {
  if (PRACTICE_BOOKING_RULES) return { href: BOOKING_PATH, label: CONSULTATION_LABEL, external: false };
  const without: { otherwise: 'contact' | 'scheduling'; words?: string } = WITHOUT_BOOKING[button];
  const label = without.words ?? CONSULTATION_LABEL;
  return without.otherwise === 'contact'
    ? { href: rolePath('contact'), label, external: false }
    : { href: PRACTICE.links.scheduling, label, external: true };
}
