import type { Therapist } from '../../config/schema.ts';
import { rateLine } from '../rates.ts';

/** A clinician as the estimator offers them: plain data an island can take as props. */
export interface EstimatorClinician {
  id: string;
  name: string;
  /** The clinician's kinds of session, in the rates table's words ("$195 (60 min, couples or families)"). */
  rates: Array<{ feeCents: number; label: string }>;
}

/** Each clinician's rates, in cents, each named as every list of rates names it. */
export function estimatorClinicians(therapists: readonly Therapist[]): EstimatorClinician[] {
  return therapists.map((therapist) => ({
    id: therapist.id,
    name: therapist.name,
    rates: therapist.rates.map((rate) => ({ feeCents: rate.amount * 100, label: rateLine(rate) })),
  }));
}
