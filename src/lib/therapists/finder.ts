/**
 * The clinician finder's rules, once: which clinicians fit a visitor's answers, best first, each with
 * the reasons it fits and, for the others, why not. Pure and synchronous: the answers never leave the
 * page, so nothing here reads or writes anything but its arguments.
 */
import type { Availability, MeetingFormat, PracticeConfig, Therapist } from '../../config/schema.ts';
import { sessionRate, sessionRateText } from '../rates.ts';
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
  /** True when the clinician sees the audience, meets every other answer and takes new clients. */
  fits: boolean;
  /** Plain-word reasons it fits: "sees teens and young adults", "$165 for a 50-minute individual session". */
  reasons: string[];
  /** What to know before choosing them that is not a reason: "has a waitlist: ...". */
  caveats: string[];
  /** Plain-word reasons it does not: "meets in person only". Empty when it fits. */
  misses: string[];
}

export interface FinderResult {
  /** Clinicians who fit every answer, best first. */
  fitting: FinderMatch[];
  /**
   * When nobody fits: among those who see the audience (taking clients, when any are), those who meet the
   * most of the other answers. Never empty while someone sees the audience, which the configuration holds.
   */
  closest: FinderMatch[];
  /** Everyone else, best first, with why not. */
  others: FinderMatch[];
}

export const EMPTY_ANSWERS: FinderAnswers = { audience: null, concerns: [], format: 'either', maxFee: null };

const ACCEPTING_ORDER: Record<Availability['accepting'], number> = { yes: 0, waitlist: 1, no: 2 };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "In person or by video", "In person only", "By video only". */
export function formatsText(formats: readonly MeetingFormat[]): string {
  const video = formats.includes('video');
  const inPerson = formats.includes('in-person');
  return video && inPerson ? 'In person or by video' : video ? 'By video only' : 'In person only';
}

interface Scored extends FinderMatch {
  /** Sees the audience answered (or none was): a condition, never traded against the other answers. */
  seesAudience: boolean;
  /** How many of the other answers (concerns, format, fee) the clinician meets. */
  score: number;
  /** The fee the visitor would pay: the rate of the session the audience needs, else the lowest rate. */
  fee: number;
  order: number;
}

/**
 * The rate a fee ceiling is compared with: the clinician's rate for the session the audience needs, or,
 * with no audience answered, their lowest rate; undefined when they have no rate for that session.
 */
function rateForAnswers(clinician: FinderClinician, answers: FinderAnswers, catalog: FinderCatalog) {
  const audience = catalog.audiences.find((a) => a.id === answers.audience);
  if (audience) return { rate: sessionRate(clinician, audience.session), kind: audience.session };
  const lowest = clinician.rates.reduce((low, rate) => (rate.amount < low.amount ? rate : low));
  return { rate: lowest, kind: undefined };
}

function judge(
  clinician: FinderClinician,
  answers: FinderAnswers,
  catalog: FinderCatalog,
  order: number,
): Scored {
  const reasons: string[] = [];
  const caveats: string[] = [];
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
  const seesAudience = !audience || clinician.sees.includes(audience.id);
  if (audience) (seesAudience ? reasons : misses).push(seesAudience ? audience.reason : audience.miss);

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

  // The fee is said only for someone who sees the audience: a rate for people they do not see means nothing.
  const { rate, kind } = rateForAnswers(clinician, answers, catalog);
  if (seesAudience && rate) {
    const text = sessionRateText(rate, kind);
    if (answers.maxFee !== null)
      tally(rate.amount <= answers.maxFee, text, `${text}, more than $${answers.maxFee}`);
    else reasons.push(text);
  } else if (seesAudience) {
    misses.push(`has no rate for ${kind} sessions`);
  }

  const { availability } = clinician;
  if (availability.accepting === 'no') misses.push('is not taking new clients at the moment');
  else if (availability.accepting === 'waitlist')
    caveats.push(`has a waitlist: first appointments usually ${waitText(availability)}`);
  else reasons.push(`first appointments usually ${waitText(availability)}`);

  return {
    id: clinician.id,
    name: clinician.name,
    fits: misses.length === 0,
    reasons,
    caveats,
    misses,
    seesAudience,
    score,
    fee: rate?.amount ?? Number.POSITIVE_INFINITY,
    order,
  };
}

/**
 * Seeing the audience first; then more answers met, taking clients, shorter wait, lower fee for the
 * session, and the configuration's order.
 */
function compare(a: Scored, b: Scored, byId: Map<string, FinderClinician>): number {
  const ca = byId.get(a.id)!;
  const cb = byId.get(b.id)!;
  return (
    Number(b.seesAudience) - Number(a.seesAudience) ||
    b.score - a.score ||
    ACCEPTING_ORDER[ca.availability.accepting] - ACCEPTING_ORDER[cb.availability.accepting] ||
    ca.availability.wait.maxWeeks - cb.availability.wait.maxWeeks ||
    a.fee - b.fee ||
    a.order - b.order
  );
}

const strip = ({ score: _s, order: _o, seesAudience: _a, fee: _f, ...match }: Scored): FinderMatch => match;

/**
 * Ranks the clinicians for the answers. Who the session is for is a condition: when nobody fits every
 * answer, the closest are chosen among those who see the audience (taking clients, when any are), by how
 * many of the concerns, the format and the fee they meet.
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
  const seeing = ranked.filter((m) => m.seesAudience);
  const taking = seeing.filter((m) => byId.get(m.id)!.availability.accepting !== 'no');
  const pool = taking.length > 0 ? taking : seeing;
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
  if (c === 0) return 'No clinician here fits these answers';
  return `No clinician fits every answer; ${c} come${c === 1 ? 's' : ''} closest`;
}
