import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import {
  answerSummaries,
  distinctCategories,
  sortAnswerEntries,
  toAnswerSummary,
  type AnswerEntryLike,
} from '@/lib/answers/answer-summary';
import { filterAnswers, DEFAULT_FILTERS } from '@/lib/answers/filter-answers';
import { CONTENT_FOLDERS } from '@/lib/content/content-folders';
import { SEARCH_INDEX_PATH, buildSearchIndex, readSearchIndex } from '@/lib/answers/search-index';
import { MAX_SUGGESTIONS, suggestAnswers } from '@/lib/answers/suggestions';
import {
  countAnswersByTier,
  isTier,
  tierBadgeClass,
  tierName,
  tierTabLabel,
  toTier,
} from '@/lib/answers/tiers';

const root = join(import.meta.dirname, '..', '..');

/**
 * The real answers' frontmatter, shaped like collection entries (id = file name, as the glob loader
 * does): the chosen practice's, or those of another folder.
 */
function realEntries(dir = join(root, CONTENT_FOLDERS.answers)): AnswerEntryLike[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const { frontmatter } = parseFrontmatter(readFileSync(join(dir, file), 'utf8'));
      return {
        id: file.replace(/\.mdx$/, ''),
        data: { ...frontmatter, published: new Date(String(frontmatter.published)) },
      } as AnswerEntryLike;
    });
}

const entry = (id: string, tier: number, published: string, title = id): AnswerEntryLike => ({
  id,
  data: { title, tldr: 't', category: 'Parenting', tier, keywords: ['k'], published: new Date(published) },
});

describe('tiers', () => {
  it('names each tier and its tab', () => {
    expect([1, 2, 3, 4].map((t) => tierName(toTier(t)))).toEqual([
      'Client Magnets',
      'Authority Builders',
      'Viral Content',
      'Evergreen',
    ]);
    expect([1, 2, 3, 4].map((t) => tierTabLabel(toTier(t)))).toEqual([
      'Client Magnets',
      'Authority',
      'Viral',
      'Evergreen',
    ]);
  });

  it('accepts only the integers 1 to 4', () => {
    expect([1, 2, 3, 4].every(isTier)).toBe(true);
    expect([0, 5, 1.5, '1', null].some(isTier)).toBe(false);
    expect(() => toTier(5)).toThrow(/1 to 4/);
  });

  it('gives each tier its own badge colours', () => {
    const classes = new Set([1, 2, 3, 4].map((t) => tierBadgeClass(toTier(t))));
    expect(classes.size).toBe(4);
  });

  it('counts all answers and each tier', () => {
    expect(countAnswersByTier([{ tier: 1 }, { tier: 1 }, { tier: 4 }])).toEqual({
      total: 3,
      byTier: { 1: 2, 2: 0, 3: 0, 4: 1 },
    });
  });
});

describe('the listing data', () => {
  it('orders by tier, then newest first, then title', () => {
    const sorted = sortAnswerEntries([
      entry('old-1', 1, '2024-12-20'),
      entry('t2', 2, '2025-01-01'),
      entry('new-1', 1, '2024-12-25'),
      entry('b-same-day', 1, '2024-12-20', 'B'),
      entry('a-same-day', 1, '2024-12-20', 'A'),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['new-1', 'a-same-day', 'b-same-day', 'old-1', 't2']);
  });

  it('puts slug, title, tldr, category and tier on the page, and nothing else', () => {
    const withBody = { ...entry('x', 2, '2025-01-01'), body: 'the whole article', rendered: {} };
    expect(toAnswerSummary(withBody)).toEqual({
      slug: 'x',
      title: 'x',
      tldr: 't',
      category: 'Parenting',
      tier: 2,
    });
  });

  it('writes the search index compactly, in listing order, and reads it back', () => {
    const entries = [
      entry('x', 2, '2025-01-01'),
      {
        ...entry('y', 1, '2025-01-01'),
        data: { ...entry('y', 1, '2025-01-01').data, category: 'Addiction', keywords: ['one', 'two'] },
      },
    ];
    const file = buildSearchIndex(entries);
    expect(file).toEqual({
      categories: ['Addiction', 'Parenting'],
      answers: [
        ['y', 'y', 't', 1, 0, ['one', 'two']],
        ['x', 'x', 't', 2, 1, ['k']],
      ],
    });
    expect(readSearchIndex(JSON.parse(JSON.stringify(file)))).toEqual([
      { slug: 'y', title: 'y', tldr: 't', tier: 1, category: 'Addiction', keywords: ['one', 'two'] },
      { slug: 'x', title: 'x', tldr: 't', tier: 2, category: 'Parenting', keywords: ['k'] },
    ]);
  });

  it('refuses a file that is no index and skips a malformed row', () => {
    expect(() => readSearchIndex({ answers: [] })).toThrow(`${SEARCH_INDEX_PATH} is not an answers index`);
    expect(
      readSearchIndex({
        categories: ['A'],
        answers: [
          ['s', 'T', 'd', 9, 0, []],
          ['ok', 'T', 'd', 3, 0, 'x'],
        ],
      }),
    ).toEqual([{ slug: 'ok', title: 'T', tldr: 'd', tier: 3, category: 'A', keywords: [] }]);
  });

  it('lists the distinct categories alphabetically', () => {
    expect(distinctCategories([{ category: 'b' }, { category: 'a' }, { category: 'b' }])).toEqual(['a', 'b']);
  });

  it('lists every answer once, in tier order, with its tier counted and its category among the distinct ones', () => {
    // The pieces written to a teen (audience: teen) are listed on the teens' page, not here.
    const entries = realEntries().filter(
      (entry) => (entry.data as { audience?: string }).audience !== 'teen',
    );
    const answers = answerSummaries(entries);
    expect(answers.map((a) => a.slug).sort()).toEqual(entries.map((entry) => entry.id).sort());
    const tiers = answers.map((a) => a.tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    const { byTier } = countAnswersByTier(answers);
    for (const tier of [1, 2, 3, 4] as const)
      expect(byTier[tier], `tier ${tier}`).toBe(tiers.filter((t) => t === tier).length);
    expect(distinctCategories(answers)).toEqual([...new Set(answers.map((a) => a.category))].sort());
  });
});

describe('"Did you mean" suggestions', () => {
  // A fixed library whichever practice the run reads: the sample's answers, whose words these name.
  const entries = realEntries(join(root, 'practices', 'sample', 'content', 'answers'));
  const answers = readSearchIndex(buildSearchIndex(entries));

  it('finds addiction answers for the misspelt "adiction", which the plain filter does not', async () => {
    expect(filterAnswers(answers, { ...DEFAULT_FILTERS, query: 'adiction' })).toEqual([]);
    const suggestions = await suggestAnswers(answers, 'adiction');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    for (const s of suggestions)
      expect(`${s.title} ${s.category} ${s.keywords.join(' ')}`).toMatch(/addict/i);
  });

  it('uses the SEO keywords, which the plain filter does not search', async () => {
    // "breakup" and "babysitting" appear only among the keywords of one answer each.
    expect(filterAnswers(answers, { ...DEFAULT_FILTERS, query: 'breakup' })).toEqual([]);
    expect((await suggestAnswers(answers, 'breakup'))[0]?.slug).toBe('how-to-let-go');
    expect((await suggestAnswers(answers, 'babysiting'))[0]?.slug).toBe('boundaries-with-adult-children');
  });

  it('returns at most three, best first', async () => {
    const suggestions = await suggestAnswers(answers, 'boundries');
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions.map((s) => s.slug)).toEqual([
      'boundaries-with-adult-children',
      'child-behavior-boundaries',
    ]);
  });

  it('offers nothing for gibberish, a far-off word or an empty search', async () => {
    expect(await suggestAnswers(answers, 'qzxv wplk')).toEqual([]);
    expect(await suggestAnswers(answers, 'anxeity')).toEqual([]);
    expect(await suggestAnswers(answers, '')).toEqual([]);
    expect(await suggestAnswers(answers, ' a ')).toEqual([]);
  });
});
