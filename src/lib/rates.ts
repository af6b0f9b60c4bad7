import { ADDRESSES } from '../config/addresses.ts';
import type { SessionKind, Therapist } from '../config/schema.ts';

type Rate = Therapist['rates'][number];

/** How a kind of session is named: its people in a rate's note, and the session itself in a sentence. */
const SESSION_WORDS: Record<SessionKind, { people: string; session: string }> = {
  individual: { people: 'individuals', session: 'individual' },
  couple: { people: 'couples', session: 'couples' },
  family: { people: 'families', session: 'family' },
};

/** "a", "a or b", "a, b or c". */
function orList(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** What a rate is for, in the rates table's words: "individuals", "couples or families", "families or extended sessions". */
export function rateFor(rate: Rate): string {
  const people = rate.sessions.map((kind) => SESSION_WORDS[kind].people);
  return orList(rate.extended ? [...people, 'extended sessions'] : people);
}

/** One rate as every rates list shows it: "$195 (60 min, couples or families)". */
export function rateLine(rate: Rate): string {
  return `$${rate.amount} (${rate.minutes} min, ${rateFor(rate)})`;
}

/** "$165 (50 min, individuals)": one line per rate. */
export function rateLines(therapist: Pick<Therapist, 'rates'>): string[] {
  return therapist.rates.map(rateLine);
}

/** The clinician's rate for a kind of session; the configuration holds exactly one per kind they see. */
export function sessionRate(therapist: Pick<Therapist, 'rates'>, kind: SessionKind): Rate | undefined {
  return therapist.rates.find((rate) => rate.sessions.includes(kind));
}

/**
 * A rate in a sentence, named by the session it is for: "$195 for a 60-minute family session", or, for a
 * rate read without a chosen kind, every kind it is for: "$385 for a 50-minute individual or couples session".
 */
export function sessionRateText(rate: Rate, kind?: SessionKind): string {
  const kinds = kind ? [kind] : rate.sessions;
  return `$${rate.amount} for a ${rate.minutes}-minute ${orList(kinds.map((k) => SESSION_WORDS[k].session))} session`;
}

/**
 * The pages every place that shows rates links to: fees and insurance (with the estimator), the right to a
 * Good Faith Estimate, and the cancellation and missed-session policy in the terms.
 */
export const RATE_NOTICES = {
  fees: { href: ADDRESSES.fees, label: 'Fees and insurance' },
  goodFaithEstimate: { href: ADDRESSES.goodFaithEstimate, label: 'Your right to a Good Faith Estimate' },
  cancellation: {
    href: `${ADDRESSES.terms}#cancellations-and-missed-sessions`,
    label: 'Cancellation policy',
  },
} as const;

/** The query parameter that opens the estimator on one clinician: it carries an id every visitor sees. */
export const ESTIMATE_CLINICIAN_PARAM = 'clinician';

/**
 * The estimator opened on one clinician. The same address for every visitor, shown on the clinician's
 * card and in the finder, so it never carries anything a visitor typed.
 */
export function estimateHref(therapistId: string): string {
  return `${RATE_NOTICES.fees.href}?${ESTIMATE_CLINICIAN_PARAM}=${encodeURIComponent(therapistId)}#estimate`;
}

/** The lowest and the highest session rate across the clinicians. */
function rateBounds(therapists: readonly Pick<Therapist, 'rates'>[]): { low: number; high: number } {
  const amounts = therapists.flatMap((t) => t.rates.map((r) => r.amount));
  return { low: Math.min(...amounts), high: Math.max(...amounts) };
}

/** schema.org `priceRange` from every clinician's rates: "$165-$465", or "$165" when all are one price. */
export function priceRange(therapists: readonly Pick<Therapist, 'rates'>[]): string {
  const { low, high } = rateBounds(therapists);
  return low === high ? `$${low}` : `$${low}-$${high}`;
}

/** The same range as a page says it, read aloud as written: "$165 to $465 a session", or "$165 a session". */
export function priceRangeText(therapists: readonly Pick<Therapist, 'rates'>[]): string {
  const { low, high } = rateBounds(therapists);
  return `${low === high ? `$${low}` : `$${low} to $${high}`} a session`;
}

/** A clinician's lowest rate, as a short line says it: "from $165 a session" ("$140 a session" when it is their only one). */
export function lowestRateText(therapist: Pick<Therapist, 'rates'>): string {
  const { low, high } = rateBounds([therapist]);
  return `${low === high ? '' : 'from '}$${low} a session`;
}
