/**
 * The clinician finder over every combination of answers its page offers, on the shipped configuration:
 * each audience (and "Not sure yet"), every set of up to two concerns, each way to meet, and a fee ceiling
 * at, just under and just over each configured rate (and none). Whatever the visitor answers, what the
 * finder says must be true of the practice.
 */
import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import type { MeetingFormat, Therapist } from '@/config/schema';
import { findClinicians, summaryText, type FinderAnswers, type FinderMatch } from '@/lib/therapists/finder';

const catalog = { audiences: PRACTICE.audiences, concerns: PRACTICE.concerns };
const clinicians = PRACTICE.therapists;
const byId = new Map(clinicians.map((c) => [c.id, c]));

const concernIds = PRACTICE.concerns.map((c) => c.id);
const concernSets: string[][] = [
  [],
  ...concernIds.map((id) => [id]),
  ...concernIds.flatMap((a, i) => concernIds.slice(i + 1).map((b) => [a, b])),
];
const formats: Array<MeetingFormat | 'either'> = ['either', 'in-person', 'video'];
const amounts = [...new Set(clinicians.flatMap((c) => c.rates.map((r) => r.amount)))];
const ceilings = [null, ...amounts.flatMap((a) => [a - 1, a, a + 1])];
const audiences = [null, ...PRACTICE.audiences.map((a) => a.id)];

function* everyAnswer(): Generator<FinderAnswers> {
  for (const audience of audiences)
    for (const concerns of concernSets)
      for (const format of formats)
        for (const maxFee of ceilings) yield { audience, concerns, format, maxFee };
}

/** The rate a visitor with these answers would pay this clinician, read straight from the configuration. */
function expectedRate(clinician: Therapist, answers: FinderAnswers) {
  const audience = PRACTICE.audiences.find((a) => a.id === answers.audience);
  if (!audience) return [...clinician.rates].sort((a, b) => a.amount - b.amount)[0];
  return clinician.rates.find((rate) => rate.sessions.includes(audience.session));
}

/** Every condition of the answers, checked on the configuration without the finder's code. */
function meetsEvery(clinician: Therapist, answers: FinderAnswers): boolean {
  const rate = expectedRate(clinician, answers);
  return (
    (answers.audience === null || clinician.sees.includes(answers.audience)) &&
    answers.concerns.every((id) => clinician.concerns.includes(id)) &&
    (answers.format === 'either' || clinician.formats.includes(answers.format)) &&
    rate !== undefined &&
    (answers.maxFee === null || rate.amount <= answers.maxFee) &&
    clinician.availability.accepting !== 'no'
  );
}

/** The sentences of a match that name a fee: exactly one, and it is the configuration's rate. */
function feeSentences(match: FinderMatch): string[] {
  return [...match.reasons, ...match.misses].filter((line) => line.includes('$'));
}

function problemsWith(answers: FinderAnswers): string[] {
  const result = findClinicians(clinicians, answers, catalog);
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${JSON.stringify(answers)}: ${text}`);
  const shown = result.fitting.length > 0 ? result.fitting : result.closest;

  if (shown.length === 0) say('nobody is offered, neither as fitting nor as closest');
  const announced = Number(/\d+/.exec(summaryText(result))?.[0]);
  if (announced !== shown.length)
    say(`"${summaryText(result)}" announces ${announced}, lists ${shown.length}`);

  const fitting = new Set(result.fitting.map((m) => m.id));
  for (const clinician of clinicians) {
    if (meetsEvery(clinician, answers) !== fitting.has(clinician.id))
      say(
        `${clinician.id} ${fitting.has(clinician.id) ? 'is listed as fitting but misses an answer' : 'meets every answer but is not listed as fitting'}`,
      );
  }

  for (const match of shown) {
    const clinician = byId.get(match.id)!;
    if (answers.audience !== null && !clinician.sees.includes(answers.audience))
      say(
        `${match.id} is offered (${result.fitting.length > 0 ? 'fitting' : 'closest'}) but does not see ${answers.audience}`,
      );
    const rate = expectedRate(clinician, answers)!;
    const fees = feeSentences(match);
    if (fees.length !== 1 || !fees[0]!.startsWith(`$${rate.amount} for a ${rate.minutes}-minute `))
      say(
        `${match.id}'s fee reads ${JSON.stringify(fees)}, not its $${rate.amount} (${rate.minutes} min) rate`,
      );
    if (match.reasons.some((reason) => /waitlist/.test(reason)))
      say(`${match.id} gives a waitlist as a reason`);
  }
  return problems;
}

describe('the finder on the shipped configuration, over every combination of answers the page offers', () => {
  it('says only true things: who fits meets every answer at the rate it names, closest always sees the person', () => {
    let combinations = 0;
    const problems: string[] = [];
    for (const answers of everyAnswer()) {
      combinations += 1;
      problems.push(...problemsWith(answers));
    }
    expect(combinations).toBe(audiences.length * concernSets.length * formats.length * ceilings.length);
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
