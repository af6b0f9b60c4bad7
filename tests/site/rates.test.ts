/**
 * Every rate the built site shows is a rate of the configuration, said with the same words for the same
 * kind of session wherever it appears: the cards, the founder's page, the fees page (its table, the
 * estimator's choices, the worked example) and the finder's facts.
 */
import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import type { SessionKind, Therapist } from '../../src/config/schema.ts';
import { builtPages, type BuiltPage } from './built-site';

const pages = builtPages();
const page = (path: string) => pages.find((p) => p.path === path)!;
const text = (node: { textContent: string }) => node.textContent.replace(/\s+/g, ' ');

/** The two ways a page may state a rate: "$195 (60 min, couples or families)" and "$195 for a 60-minute family session". */
const RATE_IN_LIST = /\$(\d+) \((\d+) min(?:, ([^)]*))?\)/g;
const RATE_IN_SENTENCE = /\$(\d+) for an? (\d+)-minute ((?:[a-z]+)(?: or [a-z]+)*) session/g;

/** The only words each form may use for a kind of session. */
const LIST_WORDS: Record<string, SessionKind | 'extended'> = {
  individuals: 'individual',
  couples: 'couple',
  families: 'family',
  'extended sessions': 'extended',
};
const SENTENCE_WORDS: Record<string, SessionKind> = {
  individual: 'individual',
  couples: 'couple',
  family: 'family',
};

interface Shown {
  where: string;
  amount: number;
  minutes: number;
  /** The kinds the words name, or the words themselves when one is not a kind. */
  kinds: string[];
  words: string;
}

function ratesIn(where: string, content: string): Shown[] {
  const split = (words: string) => words.split(/, | or /).filter((w) => w !== '');
  return [
    ...[...content.matchAll(RATE_IN_LIST)].map((m) => ({
      where,
      amount: Number(m[1]),
      minutes: Number(m[2]),
      words: m[3] ?? '',
      kinds: split(m[3] ?? '').map((w) => LIST_WORDS[w] ?? `"${w}"`),
    })),
    ...[...content.matchAll(RATE_IN_SENTENCE)].map((m) => ({
      where,
      amount: Number(m[1]),
      minutes: Number(m[2]),
      words: m[3]!,
      kinds: split(m[3]!).map((w) => SENTENCE_WORDS[w] ?? `"${w}"`),
    })),
  ];
}

/** What is wrong with a rate shown for a clinician: not one of theirs, or not named by its kinds. */
function problems(shown: Shown, clinician: Therapist | undefined): string[] {
  const rates = clinician ? clinician.rates : PRACTICE.therapists.flatMap((t) => t.rates);
  const rate = rates.find((r) => r.amount === shown.amount && r.minutes === shown.minutes);
  const label = `${shown.where}: $${shown.amount} (${shown.minutes} min, "${shown.words}")`;
  if (!rate) return [`${label} is not a rate of ${clinician?.name ?? 'the configuration'}`];
  const kinds = [...rate.sessions, ...(rate.extended ? ['extended'] : [])];
  if (shown.kinds.length === 0) return [`${label} does not say which sessions it is for`];
  return shown.kinds
    .filter((k) => !kinds.includes(k))
    .map((k) => `${label} names ${k}, which the rate is not for`);
}

/** Astro's serialised island props: [0, value] for a value or an object, [1, [...]] for an array. */
function decode(encoded: unknown): unknown {
  const [type, value] = encoded as [number, unknown];
  if (type === 1) return (value as unknown[]).map(decode);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, decode(v)]));
  return value;
}

function islandProps(built: BuiltPage, component: string): Record<string, unknown> {
  const island = built.document
    .querySelectorAll('astro-island')
    .find((element) => element.getAttribute('component-url')?.includes(component))!;
  const props = JSON.parse(island.getAttribute('props')!) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, decode(value)]));
}

describe('rates on the built site', () => {
  it('each card and the founder page show exactly the clinician’s own rates, named by their kinds', () => {
    const found: string[] = [];
    for (const clinician of PRACTICE.therapists) {
      const card = page('/therapists').document.querySelector(`article#${clinician.id}`)!;
      const shown = ratesIn(`/therapists#${clinician.id}`, text(card));
      found.push(...shown.flatMap((s) => problems(s, clinician)));
      expect(shown.map((s) => `$${s.amount}/${s.minutes}`).sort()).toEqual(
        clinician.rates.map((r) => `$${r.amount}/${r.minutes}`).sort(),
      );
      if (clinician.profilePath) {
        const profile = ratesIn(
          clinician.profilePath,
          text(page(clinician.profilePath).document.querySelector('main')!),
        );
        found.push(...profile.flatMap((s) => problems(s, clinician)));
        expect(profile.length).toBeGreaterThanOrEqual(clinician.rates.length);
      }
    }
    expect(found).toEqual([]);
  });

  it('the fees page: the rates table, the estimator’s choices and the worked example', () => {
    const fees = page('/fees');
    const found: string[] = [];
    for (const row of fees.document.querySelectorAll('#rates tbody tr')) {
      const clinician = PRACTICE.therapists.find((t) => text(row.querySelector('th')!).includes(t.name))!;
      const shown = ratesIn(`/fees rates table, ${clinician.id}`, text(row.querySelector('td')!));
      expect(shown).toHaveLength(clinician.rates.length);
      found.push(...shown.flatMap((s) => problems(s, clinician)));
    }
    found.push(
      ...ratesIn('/fees', text(fees.document.querySelector('main')!)).flatMap((s) => problems(s, undefined)),
    );
    const estimator = islandProps(fees, 'FeeEstimator') as {
      clinicians: { id: string; rates: { feeCents: number; label: string }[] }[];
    };
    for (const offered of estimator.clinicians) {
      const clinician = PRACTICE.therapists.find((t) => t.id === offered.id)!;
      expect(offered.rates.map((r) => r.feeCents)).toEqual(clinician.rates.map((r) => r.amount * 100));
      found.push(
        ...offered.rates
          .flatMap((r) => ratesIn(`/fees estimator, ${clinician.id}`, r.label))
          .flatMap((s) => problems(s, clinician)),
      );
    }
    expect(found).toEqual([]);
  });

  it('the finder is given the configuration’s rates and audiences, to name each session’s fee', () => {
    const finder = islandProps(page('/therapists'), 'TherapistFinder') as {
      clinicians: { id: string; rates: unknown }[];
      catalog: { audiences: unknown };
    };
    for (const offered of finder.clinicians)
      expect(offered.rates).toEqual(PRACTICE.therapists.find((t) => t.id === offered.id)!.rates);
    expect(finder.catalog.audiences).toEqual(PRACTICE.audiences);
  });

  it('no page states a rate the configuration does not have, or names it with other words', () => {
    const found = pages.flatMap((built) =>
      ratesIn(built.path, text(built.document.querySelector('main') ?? built.document)).flatMap((s) =>
        problems(s, undefined),
      ),
    );
    expect(found).toEqual([]);
  });
});
