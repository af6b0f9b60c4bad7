import type { Therapist } from '../config/schema.ts';

/** "$385 (50 min)" or "$465 (60 min, families or extended sessions)": one line per rate. */
export function rateLines(therapist: Therapist): string[] {
  return therapist.rates.map(
    (rate) => `$${rate.amount} (${rate.minutes} min${rate.note ? `, ${rate.note}` : ''})`,
  );
}

/**
 * The pages every place that shows rates links to: fees and insurance (with the estimator), the right to a
 * Good Faith Estimate, and the cancellation and missed-session policy in the terms.
 */
export const RATE_NOTICES = {
  fees: { href: '/fees', label: 'Fees and insurance' },
  goodFaithEstimate: { href: '/good-faith-estimate', label: 'Your right to a Good Faith Estimate' },
  cancellation: { href: '/terms#cancellations-and-missed-sessions', label: 'Cancellation policy' },
} as const;

/** The contact form with the Good Faith Estimate topic already chosen (the form reads `?topic=`). */
export const GOOD_FAITH_ESTIMATE_REQUEST = {
  href: '/contact?topic=good-faith-estimate',
  label: 'Request a Good Faith Estimate',
} as const;

/** schema.org `priceRange` from every clinician's rates: "$165-$465", or "$165" when all are one price. */
export function priceRange(therapists: readonly Therapist[]): string {
  const amounts = therapists.flatMap((t) => t.rates.map((r) => r.amount));
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? `$${low}` : `$${low}-$${high}`;
}
