import { DEFAULT_FILTERS, type AnswerFilters } from './filter-answers.ts';
import { isTier } from './tiers.ts';

/**
 * The listing's filters live in the URL query (?q=&tier=&category=), so a filtered
 * view can be shared and the back button works. Values that name no tier or category are ignored.
 */
export function filtersFromSearch(search: string, categories: readonly string[]): AnswerFilters {
  const params = new URLSearchParams(search);
  const tier = Number(params.get('tier'));
  const category = params.get('category');
  return {
    query: params.get('q') ?? DEFAULT_FILTERS.query,
    tier: isTier(tier) ? tier : null,
    category: category !== null && categories.includes(category) ? category : null,
  };
}

/**
 * The query string for a set of filters ('' when none is set), keeping any other parameter of the
 * current address (a campaign tag, say) as it was.
 */
export function searchWithFilters(currentSearch: string, filters: AnswerFilters): string {
  const params = new URLSearchParams(currentSearch);
  const set = (name: string, value: string | null) =>
    value === null || value === '' ? params.delete(name) : params.set(name, value);
  set('q', filters.query);
  set('tier', filters.tier === null ? null : String(filters.tier));
  set('category', filters.category);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function sameFilters(a: AnswerFilters, b: AnswerFilters): boolean {
  return a.query === b.query && a.tier === b.tier && a.category === b.category;
}
