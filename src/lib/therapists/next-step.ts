/**
 * The one next step toward the free consultation that a clinician's card, the finder's results and the
 * home page offer: the single place that decides where it leads, so a new way to book changes every
 * button at once.
 */
import { PRACTICE } from '../../config/practice.ts';
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
 * The clinician's free times when the practice books consultations here (a server without calendar
 * feeds sends that address on to the contact page), and otherwise the contact page, whose message says
 * whom the visitor would like to see.
 */
export function clinicianNextStep({ id }: Pick<Therapist, 'id'>): NextStep {
  return {
    href: PRACTICE_BOOKING_RULES ? bookingPathFor(id) : rolePath('contact'),
    label: CONSULTATION_LABEL,
  };
}

/**
 * The consultation with no clinician chosen: every clinician's free times when the practice books
 * consultations here, so every button that bears the consultation's label leads to one place, the one
 * the cards lead to. A practice that does not book here keeps where each button led: the contact page
 * for the closing bands (`'contact'`), its scheduling page on another site, in a new tab, for the home
 * page's first step and video (`'scheduling'`).
 */
export function consultationStep(otherwise: 'contact' | 'scheduling'): NextStep & { external: boolean } {
  const label = CONSULTATION_LABEL;
  if (PRACTICE_BOOKING_RULES) return { href: BOOKING_PATH, label, external: false };
  return otherwise === 'contact'
    ? { href: rolePath('contact'), label, external: false }
    : { href: PRACTICE.links.scheduling, label, external: true };
}
