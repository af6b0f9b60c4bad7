import type { Therapist } from '../config/schema.ts';

/** "$385 (50 min)" or "$465 (60 min, families or extended sessions)": SPEC.md section 9's rate lines. */
export function rateLines(therapist: Therapist): string[] {
  return therapist.rates.map(
    (rate) => `$${rate.amount} (${rate.minutes} min${rate.note ? `, ${rate.note}` : ''})`,
  );
}
