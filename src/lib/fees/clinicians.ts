import type { Therapist } from '../../config/schema.ts';

/** A clinician as the estimator offers them: plain data an island can take as props. */
export interface EstimatorClinician {
  id: string;
  name: string;
  rates: Array<{ minutes: number; feeCents: number; label: string }>;
}

/** Each clinician's rates, in cents, labelled as the session-length choice reads ("50 minutes, $165"). */
export function estimatorClinicians(therapists: readonly Therapist[]): EstimatorClinician[] {
  return therapists.map((therapist) => ({
    id: therapist.id,
    name: therapist.name,
    rates: therapist.rates.map((rate) => ({
      minutes: rate.minutes,
      feeCents: rate.amount * 100,
      label: `${rate.minutes} minutes, $${rate.amount}${rate.note ? ` (${rate.note})` : ''}`,
    })),
  }));
}
