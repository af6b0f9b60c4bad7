import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filterAnswers,
  hasActiveFilters,
  matchesFilters,
  normaliseSearchText,
  resultLine,
  type AnswerFilters,
  type FilterableAnswer,
} from '@/lib/answers/filter-answers';
import type { AnswerTier } from '@/lib/content/categories';

const answer: FilterableAnswer = {
  title: 'Enabling vs. Caring: How Do I Tell the Difference?',
  tldr: 'Caring supports the person. Enabling protects the substance use from its consequences.',
  category: 'Addiction Recovery',
  tier: 1,
};

// Each filter in every state it can be in, relative to `answer`: off, passing, failing.
const QUERIES = [
  { name: 'no search', query: '', passes: true },
  { name: 'search in the title', query: 'tell the DIFFERENCE', passes: true },
  { name: 'search in the tldr', query: 'substance use', passes: true },
  { name: 'search in the category', query: 'recovery', passes: true },
  { name: 'search found nowhere', query: 'bipolar', passes: false },
] as const;
const TIERS: { name: string; tier: AnswerTier | null; passes: boolean }[] = [
  { name: 'all tiers', tier: null, passes: true },
  { name: 'its tier', tier: 1, passes: true },
  { name: 'another tier', tier: 3, passes: false },
];
const CATEGORIES = [
  { name: 'all topics', category: null, passes: true },
  { name: 'its topic', category: 'Addiction Recovery', passes: true },
  { name: 'another topic', category: 'Addiction', passes: false },
] as const;

describe('matchesFilters (all three filters must pass)', () => {
  for (const q of QUERIES) {
    for (const t of TIERS) {
      for (const c of CATEGORIES) {
        const expected = q.passes && t.passes && c.passes;
        it(`${q.name} + ${t.name} + ${c.name} → ${expected ? 'shown' : 'hidden'}`, () => {
          const filters: AnswerFilters = { query: q.query, tier: t.tier, category: c.category };
          expect(matchesFilters(answer, filters)).toBe(expected);
        });
      }
    }
  }

  it('matches case-insensitively in both directions', () => {
    expect(matchesFilters(answer, { ...DEFAULT_FILTERS, query: 'ENABLING VS. CARING' })).toBe(true);
    expect(
      matchesFilters({ ...answer, title: 'SHOUTED TITLE' }, { ...DEFAULT_FILTERS, query: 'shouted' }),
    ).toBe(true);
  });

  it('matches the text as a whole, not word by word', () => {
    expect(matchesFilters(answer, { ...DEFAULT_FILTERS, query: 'caring enabling' })).toBe(false);
  });

  it('ignores surrounding spaces, and a search of only spaces is no search', () => {
    expect(matchesFilters(answer, { ...DEFAULT_FILTERS, query: '  caring  ' })).toBe(true);
    expect(matchesFilters(answer, { ...DEFAULT_FILTERS, query: '   ' })).toBe(true);
  });

  it('treats typographic and straight apostrophes alike', () => {
    const wont = { ...answer, title: "My adult kid won't launch" };
    expect(matchesFilters(wont, { ...DEFAULT_FILTERS, query: 'won\u2019t' })).toBe(true);
    const curly = { ...answer, title: 'My adult kid won\u2019t launch' };
    expect(matchesFilters(curly, { ...DEFAULT_FILTERS, query: "won't" })).toBe(true);
  });

  it('does not search fields other than title, tldr and category', () => {
    const withKeywords = { ...answer, keywords: ['codependency'] };
    expect(matchesFilters(withKeywords, { ...DEFAULT_FILTERS, query: 'codependency' })).toBe(false);
  });

  it('compares the category exactly: Addiction is not Addiction Recovery', () => {
    expect(matchesFilters(answer, { ...DEFAULT_FILTERS, category: 'Addiction' })).toBe(false);
    expect(matchesFilters(answer, { ...DEFAULT_FILTERS, category: 'addiction recovery' })).toBe(false);
  });
});

describe('filterAnswers', () => {
  const list: (FilterableAnswer & { slug: string })[] = [
    { slug: 'a', title: 'Anger at home', tldr: 'Short.', category: 'Emotional Health', tier: 2 },
    { slug: 'b', title: 'Teens and phones', tldr: 'About anger too.', category: 'Parenting', tier: 1 },
    { slug: 'c', title: 'Letting go', tldr: 'Grief.', category: 'Emotional Health', tier: 3 },
  ];

  it('keeps every answer with the default filters, in the given order', () => {
    expect(filterAnswers(list, DEFAULT_FILTERS).map((a) => a.slug)).toEqual(['a', 'b', 'c']);
  });

  it('narrows by each filter and by all of them together', () => {
    expect(filterAnswers(list, { ...DEFAULT_FILTERS, query: 'anger' }).map((a) => a.slug)).toEqual([
      'a',
      'b',
    ]);
    expect(filterAnswers(list, { ...DEFAULT_FILTERS, tier: 3 }).map((a) => a.slug)).toEqual(['c']);
    expect(
      filterAnswers(list, { ...DEFAULT_FILTERS, category: 'Emotional Health' }).map((a) => a.slug),
    ).toEqual(['a', 'c']);
    expect(
      filterAnswers(list, { query: 'anger', tier: 2, category: 'Emotional Health' }).map((a) => a.slug),
    ).toEqual(['a']);
    expect(filterAnswers(list, { query: 'anger', tier: 1, category: 'Emotional Health' })).toEqual([]);
  });

  it('returns a new array and leaves the input alone', () => {
    const result = filterAnswers(list, DEFAULT_FILTERS);
    expect(result).not.toBe(list);
    expect(list).toHaveLength(3);
  });
});

describe('hasActiveFilters', () => {
  it('is false only when no filter is set', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, query: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, query: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, tier: 4 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, category: 'Parenting' })).toBe(true);
  });
});

describe('normaliseSearchText', () => {
  it('lower-cases, straightens quotes and trims', () => {
    expect(normaliseSearchText('  \u201CWon\u2019t\u201D  ')).toBe('"won\'t"');
  });
});

describe('resultLine (the count line above the answers listing: the cards on the screen)', () => {
  it('says "all" when every answer shows, "X of N" for a page of the library or every match of a filter', () => {
    expect(resultLine(22, 22)).toBe('Showing all 22 answers');
    expect(resultLine(5, 22)).toBe('Showing 5 of 22 answers');
    expect(resultLine(1, 22, 1)).toBe('Showing 1 of 22 answers');
    expect(resultLine(0, 22, 0)).toBe('Showing 0 of 22 answers');
    expect(resultLine(1, 1)).toBe('Showing all 1 answer');
  });

  it('counts the matches shown when a filter finds more than one page holds', () => {
    expect(resultLine(36, 100, 40)).toBe('Showing 36 of 40 matching answers');
    expect(resultLine(36, 100, 100)).toBe('Showing 36 of 100 answers');
  });
});
