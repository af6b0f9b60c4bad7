/**
 * The one next step a clinician's card and the finder's results offer, toward the free consultation:
 * the single place that decides where it leads, so a new way to book changes every card at once.
 */
import type { Therapist } from '../../config/schema.ts';
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
