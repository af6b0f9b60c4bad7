import type { Therapist } from '../config/schema.ts';

/** "$385 (50 min)" or "$465 (60 min, families or extended sessions)": one line per rate. */
export function rateLines(therapist: Therapist): string[] {
  return therapist.rates.map(
    (rate) => `$${rate.amount} (${rate.minutes} min${rate.note ? `, ${rate.note}` : ''})`,
  );
}

/**
 * The notices every place that shows rates links to: the right to a Good Faith Estimate, and the
 * cancellation and missed-session policy in the terms.
 */
export const RATE_NOTICES = {
  goodFaithEstimate: { href: '/good-faith-estimate', label: 'Your right to a Good Faith Estimate' },
  cancellation: { href: '/terms#cancellations-and-missed-sessions', label: 'Cancellation policy' },
} as const;
