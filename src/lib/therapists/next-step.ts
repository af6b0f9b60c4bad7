/**
 * The one next step a clinician's card and the finder's results offer, toward the free consultation:
 * the single place that decides where it leads, so a new way to book changes every card at once.
 */
import type { Therapist } from '../../config/schema.ts';
import { rolePath } from '../pages/page-roles.ts';
import { CONSULTATION_LABEL } from '../practice-words.ts';

interface NextStep {
  href: string;
  /** The link's words; a page adds whom it is with for assistive technology when several sit together. */
  label: string;
}

/**
 * The contact page, on this site: its form cannot name a clinician yet, so the message says whom the
 * visitor would like to see, and the practice replies with a time for the consultation.
 */
export function clinicianNextStep(_therapist: Pick<Therapist, 'id'>): NextStep {
  return { href: rolePath('contact'), label: CONSULTATION_LABEL };
}
