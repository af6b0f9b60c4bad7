/**
 * The clinician finder's rules, once: which clinicians fit a visitor's answers, best first, each with
 * the reasons it fits and, for the others, why not. Pure and synchronous: the answers never leave the
 * page, so nothing here reads or writes anything but its arguments.
 */
import type { Availability, MeetingFormat, PracticeConfig, Therapist } from '../../config/schema.ts';
import { waitText } from './availability.ts';

/** What the visitor answered; a question left open is `null`, `[]` or `'either'`. */
export interface FinderAnswers {
  /** An audience id ("teen"), or null for not answered. */
  audience: string | null;
  /** Concern ids; a clinician fits when they work with every one. */
  concerns: readonly string[];
  format: MeetingFormat | 'either';
  /** The most the visitor can spend on one session, in dollars, or null. */
  maxFee: number | null;
}

/** The facts of one clinician the finder reads (plain data: the island receives it as props). */
export type FinderClinician = Pick<
  Therapist,
  'id' | 'name' | 'sees' | 'concerns' | 'formats' | 'rates' | 'availability'
>;

/** The practice's lists the answers name. */
export type FinderCatalog = Pick<PracticeConfig, 'audiences' | 'concerns'>;

export interface FinderMatch {
  id: string;
  name: string;
  /** True when the clinician meets every answer and takes new clients. */
  fits: boolean;
  /** Plain-word reasons it fits: "sees teens and young adults", "offers video sessions". */
  reasons: string[];
  /** Plain-word reasons it does not: "meets in person only". Empty when it fits. */
  misses: string[];
}

export interface FinderResult {
  /** Clinicians who fit every answer, best first. */
  fitting: FinderMatch[];
  /** When nobody fits: those who meet the most answers (never empty when there are clinicians). */
  closest: FinderMatch[];
  /** Everyone else, best first, with why not. */
  others: FinderMatch[];
}

export const EMPTY_ANSWERS: FinderAnswers = { audience: null, concerns: [], format: 'either', maxFee: null };

const ACCEPTING_ORDER: Record<Availability['accepting'], number> = { yes: 0, waitlist: 1, no: 2 };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The clinician's lowest rate, the one a fee ceiling is compared with. */
function lowestRate(clinician: FinderClinician) {
  return clinician.rates.reduce((low, rate) => (rate.amount < low.amount ? rate : low));
}

/** "$165 for 50 minutes". */
function rateText(rate: { amount: number; minutes: number }): string {
  return `$${rate.amount} for ${rate.minutes} minutes`;
}

/** "In person or by video", "In person only", "By video only". */
export function formatsText(formats: readonly MeetingFormat[]): string {
  const video = formats.includes('video');
  const inPerson = formats.includes('in-person');
  return video && inPerson ? 'In person or by video' : video ? 'By video only' : 'In person only';
}

interface Scored extends FinderMatch {
  score: number;
  order: number;
}

function judge(
  clinician: FinderClinician,
  answers: FinderAnswers,
  catalog: FinderCatalog,
  order: number,
): Scored {
  const reasons: string[] = [];
  const misses: string[] = [];
  let score = 0;
  const tally = (met: boolean, reason: string, miss: string) => {
    if (met) {
      score += 1;
      reasons.push(reason);
    } else {
      misses.push(miss);
    }
  };

  const audience = catalog.audiences.find((a) => a.id === answers.audience);
  if (audience) tally(clinician.sees.includes(audience.id), audience.reason, audience.miss);

  for (const id of answers.concerns) {
    const concern = catalog.concerns.find((c) => c.id === id);
    if (!concern) continue;
    const label = lowerFirst(concern.label);
    tally(clinician.concerns.includes(id), `works with ${label}`, `does not list ${label}`);
  }

  const video = clinician.formats.includes('video');
  const inPerson = clinician.formats.includes('in-person');
  if (answers.format === 'video') tally(video, 'offers video sessions', 'meets in person only');
  else if (answers.format === 'in-person') {
    tally(inPerson, 'meets in person at the office', 'meets by video only');
  } else reasons.push(`meets ${lowerFirst(formatsText(clinician.formats))}`);

  const rate = lowestRate(clinician);
  if (answers.maxFee !== null) {
    tally(rate.amount <= answers.maxFee, rateText(rate), `${rateText(rate)}, more than $${answers.maxFee}`);
  } else {
    reasons.push(rateText(rate));
  }

  const { availability } = clinician;
  if (availability.accepting === 'no') misses.push('is not taking new clients at the moment');
  else if (availability.accepting === 'waitlist')
    reasons.push(`has a waitlist: first appointments usually ${waitText(availability)}`);
  else reasons.push(`first appointments usually ${waitText(availability)}`);

  return { id: clinician.id, name: clinician.name, fits: misses.length === 0, reasons, misses, score, order };
}

/** More answers met first; then taking clients, shorter wait, lower fee, and the configuration's order. */
function compare(a: Scored, b: Scored, byId: Map<string, FinderClinician>): number {
  const ca = byId.get(a.id)!;
  const cb = byId.get(b.id)!;
  return (
    b.score - a.score ||
    ACCEPTING_ORDER[ca.availability.accepting] - ACCEPTING_ORDER[cb.availability.accepting] ||
    ca.availability.wait.maxWeeks - cb.availability.wait.maxWeeks ||
    lowestRate(ca).amount - lowestRate(cb).amount ||
    a.order - b.order
  );
}

const strip = ({ score: _score, order: _order, ...match }: Scored): FinderMatch => match;

/**
 * Ranks the clinicians for the answers. Never empty-handed: when nobody fits every answer, those who
 * meet the most (among the ones taking clients, when any are) come first as the closest.
 */
export function findClinicians(
  clinicians: readonly FinderClinician[],
  answers: FinderAnswers,
  catalog: FinderCatalog,
): FinderResult {
  const byId = new Map(clinicians.map((c) => [c.id, c]));
  const ranked = clinicians
    .map((c, index) => judge(c, answers, catalog, index))
    .sort((a, b) => compare(a, b, byId));
  const fitting = ranked.filter((m) => m.fits);
  if (fitting.length > 0) {
    return { fitting: fitting.map(strip), closest: [], others: ranked.filter((m) => !m.fits).map(strip) };
  }
  const taking = ranked.filter((m) => byId.get(m.id)!.availability.accepting !== 'no');
  const pool = taking.length > 0 ? taking : ranked;
  const best = pool[0]?.score ?? 0;
  const closest = pool.filter((m) => m.score === best);
  return {
    fitting: [],
    closest: closest.map(strip),
    others: ranked.filter((m) => !closest.includes(m)).map(strip),
  };
}

/** The live region's sentence: "2 clinicians fit", or who comes closest when nobody does. */
export function summaryText(result: FinderResult): string {
  const n = result.fitting.length;
  if (n > 0) return `${n} clinician${n === 1 ? '' : 's'} fit${n === 1 ? 's' : ''}`;
  const c = result.closest.length;
  return `No clinician fits every answer; ${c} come${c === 1 ? 's' : ''} closest`;
}
