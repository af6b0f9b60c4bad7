import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '@/lib/answers/filter-answers';
import { filtersFromSearch, sameFilters, searchWithFilters } from '@/lib/answers/filter-url';

const CATEGORIES = ['Addiction', 'Addiction Recovery', 'Parenting'];

describe('filtersFromSearch (filters live in the URL query, so a filtered list can be shared)', () => {
  it('reads q, tier and category', () => {
    expect(filtersFromSearch('?q=anger&tier=2&category=Addiction+Recovery', CATEGORIES)).toEqual({
      query: 'anger',
      tier: 2,
      category: 'Addiction Recovery',
    });
    expect(filtersFromSearch('q=won%E2%80%99t&category=Addiction%20Recovery', CATEGORIES)).toEqual({
      query: 'won\u2019t',
      tier: null,
      category: 'Addiction Recovery',
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(filtersFromSearch('', CATEGORIES)).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearch('?', CATEGORIES)).toEqual(DEFAULT_FILTERS);
  });

  it('ignores a tier or category that does not exist', () => {
    for (const tier of ['0', '5', 'two', '', '1.5', '-1']) {
      expect(filtersFromSearch(`?tier=${tier}`, CATEGORIES).tier).toBeNull();
    }
    expect(filtersFromSearch('?category=Astrology', CATEGORIES).category).toBeNull();
    expect(filtersFromSearch('?category=parenting', CATEGORIES).category).toBeNull();
  });

  it('keeps the search text exactly as typed, spaces included', () => {
    expect(filtersFromSearch('?q=+anger+', CATEGORIES).query).toBe(' anger ');
  });
});

describe('searchWithFilters', () => {
  it('writes only the filters that are set', () => {
    expect(searchWithFilters('', DEFAULT_FILTERS)).toBe('');
    expect(searchWithFilters('', { query: 'anger', tier: null, category: null })).toBe('?q=anger');
    expect(searchWithFilters('', { query: '', tier: 3, category: 'Addiction Recovery' })).toBe(
      '?tier=3&category=Addiction+Recovery',
    );
  });

  it('removes filters that were cleared and keeps unrelated parameters', () => {
    expect(searchWithFilters('?utm_source=mail&q=old&tier=2', DEFAULT_FILTERS)).toBe('?utm_source=mail');
    expect(searchWithFilters('?utm_source=mail', { query: 'x', tier: 1, category: null })).toBe(
      '?utm_source=mail&q=x&tier=1',
    );
  });

  it('round-trips through filtersFromSearch', () => {
    const filters = { query: 'is my child "bipolar"? & more', tier: 4 as const, category: 'Parenting' };
    expect(filtersFromSearch(searchWithFilters('', filters), CATEGORIES)).toEqual(filters);
  });
});

describe('sameFilters', () => {
  it('compares all three fields', () => {
    expect(sameFilters(DEFAULT_FILTERS, { query: '', tier: null, category: null })).toBe(true);
    expect(sameFilters(DEFAULT_FILTERS, { ...DEFAULT_FILTERS, query: 'a' })).toBe(false);
    expect(sameFilters(DEFAULT_FILTERS, { ...DEFAULT_FILTERS, tier: 1 })).toBe(false);
    expect(sameFilters(DEFAULT_FILTERS, { ...DEFAULT_FILTERS, category: 'Parenting' })).toBe(false);
  });
});
