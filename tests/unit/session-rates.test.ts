import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { practiceSchema, validateConfig, type SessionKind } from '@/config/schema';
import { rateFor, rateLines, sessionRate, sessionRateText } from '@/lib/rates';

/** The people a rate's words may name, and the kind of session each is. */
const KIND_OF_WORD: Record<string, SessionKind> = {
  individuals: 'individual',
  couples: 'couple',
  families: 'family',
};

const kindsSeen = (sees: readonly string[]) =>
  new Set(PRACTICE.audiences.filter((a) => sees.includes(a.id)).map((a) => a.session));

const invalid = (change: (practice: typeof PRACTICE) => void) => {
  const broken = structuredClone(PRACTICE);
  change(broken);
  return () => validateConfig('practice', practiceSchema, broken);
};

describe('rates are session kinds tied to who each clinician sees (shipped configuration)', () => {
  it('every rate line names only people the clinician sees, and every kind they see has a rate', () => {
    for (const therapist of PRACTICE.therapists) {
      const seen = kindsSeen(therapist.sees);
      for (const line of rateLines(therapist)) {
        const words = /\(\d+ min, ([^)]+)\)$/.exec(line)?.[1] ?? '';
        const named = words.match(/individuals|couples|families/g) ?? [];
        expect(named.length, `${therapist.name}: "${line}" names nobody`).toBeGreaterThan(0);
        for (const word of named)
          expect(seen.has(KIND_OF_WORD[word]!), `${therapist.name}: "${line}" names ${word}`).toBe(true);
      }
      for (const kind of seen)
        expect(sessionRate(therapist, kind), `${therapist.name}: ${kind}`).toBeDefined();
    }
  });

  it('every audience the finder offers is seen by some clinician', () => {
    for (const audience of PRACTICE.audiences)
      expect(
        PRACTICE.therapists.some((t) => t.sees.includes(audience.id)),
        audience.id,
      ).toBe(true);
  });
});

describe('the configuration refuses rates that contradict who a clinician sees, naming the clinician', () => {
  it('a rate for a kind of session the clinician does not see', () => {
    const index = PRACTICE.therapists.findIndex((t) => t.rates.some((r) => r.sessions.includes('couple')));
    const { name } = PRACTICE.therapists[index]!;
    const coupleAudiences = PRACTICE.audiences.filter((a) => a.session === 'couple').map((a) => a.id);
    const check = invalid((p) => {
      p.therapists[index]!.sees = p.therapists[index]!.sees.filter((id) => !coupleAudiences.includes(id));
    });
    expect(check).toThrow(
      new RegExp(
        `practice\\.therapists\\.${index}\\.rates\\.\\d\\.sessions: ${name}'s \\$\\d+ rate \\(\\d+ min\\) is for couple sessions, but ${name} sees nobody seen in them`,
      ),
    );
  });

  it('an audience seen with no rate for its kind of session', () => {
    const index = PRACTICE.therapists.findIndex((t) => kindsSeen(t.sees).has('family'));
    const { name } = PRACTICE.therapists[index]!;
    const check = invalid((p) => {
      for (const rate of p.therapists[index]!.rates)
        rate.sessions = rate.sessions.filter((k) => k !== 'family');
      p.therapists[index]!.rates = p.therapists[index]!.rates.filter((r) => r.sessions.length > 0);
    });
    expect(check).toThrow(
      new RegExp(`${name} sees .* \\(family sessions\\) but has no rate for family sessions`),
    );
  });

  it('two rates for one kind of session', () => {
    const index = PRACTICE.therapists.findIndex((t) => t.rates.length > 1);
    const check = invalid((p) => {
      for (const rate of p.therapists[index]!.rates) rate.sessions = ['individual'];
    });
    expect(check).toThrow(
      new RegExp(`${PRACTICE.therapists[index]!.name} has \\d rates for individual sessions`),
    );
  });

  it('an extended session that is not the longest', () => {
    const index = PRACTICE.therapists.findIndex((t) => t.rates.length > 1);
    const check = invalid((p) => {
      const shortest = [...p.therapists[index]!.rates].sort((a, b) => a.minutes - b.minutes)[0]!;
      shortest.extended = true;
    });
    expect(check).toThrow(/extended rate .* must be longer than every other rate/);
  });

  it('an audience nobody sees', () => {
    const audience = PRACTICE.audiences.at(-1)!;
    const check = invalid((p) => {
      for (const t of p.therapists) t.sees = t.sees.filter((id) => id !== audience.id);
    });
    expect(check).toThrow(new RegExp(`No clinician sees "${audience.label}"`));
  });
});

describe('rate words are derived from the session kinds', () => {
  const rate = (sessions: SessionKind[], extended?: boolean) => ({
    amount: 210,
    minutes: 45,
    sessions,
    extended,
  });

  it('in a rates list: who the rate is for, "or" between them, extended sessions last', () => {
    expect(rateFor(rate(['individual']))).toBe('individuals');
    expect(rateFor(rate(['couple', 'family']))).toBe('couples or families');
    expect(rateFor(rate(['individual', 'couple', 'family']))).toBe('individuals, couples or families');
    expect(rateFor(rate(['family'], true))).toBe('families or extended sessions');
    expect(rateLines({ rates: [rate(['couple', 'family'])] })).toEqual([
      '$210 (45 min, couples or families)',
    ]);
  });

  it("in a sentence: the session the visitor's audience needs, or every kind the rate is for", () => {
    expect(sessionRateText(rate(['couple', 'family']), 'family')).toBe('$210 for a 45-minute family session');
    expect(sessionRateText(rate(['couple', 'family']), 'couple')).toBe(
      '$210 for a 45-minute couples session',
    );
    expect(sessionRateText(rate(['individual', 'couple']))).toBe(
      '$210 for a 45-minute individual or couples session',
    );
  });
});
