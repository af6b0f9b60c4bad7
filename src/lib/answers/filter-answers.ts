import type { AnswerTier } from '../content/categories.ts';

/** The answers listing's filters: tier (all or 1 to 4), category (all or one), search text. */
export interface AnswerFilters {
  query: string;
  /** null: All Tiers. */
  tier: AnswerTier | null;
  /** null: All Topics. */
  category: string | null;
}

export const DEFAULT_FILTERS: AnswerFilters = Object.freeze({ query: '', tier: null, category: null });

/** The fields the rule reads. */
export interface FilterableAnswer {
  title: string;
  tldr: string;
  category: string;
  tier: AnswerTier;
}

/**
 * Text as the search compares it: lower case, typographic quotes made straight (a phone keyboard types
 * "won’t" where the content says "won't"), surrounding spaces dropped.
 */
export function normaliseSearchText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .toLowerCase()
    .trim();
}

/**
 * An answer shows when it passes all three filters. The
 * search is case-insensitive and matches when the text occurs in the title, the tldr or the category.
 */
export function matchesFilters(answer: FilterableAnswer, filters: AnswerFilters): boolean {
  if (filters.tier !== null && answer.tier !== filters.tier) return false;
  if (filters.category !== null && answer.category !== filters.category) return false;
  const needle = normaliseSearchText(filters.query);
  if (!needle) return true;
  return [answer.title, answer.tldr, answer.category].some((field) =>
    normaliseSearchText(field).includes(needle),
  );
}

export function filterAnswers<T extends FilterableAnswer>(
  answers: readonly T[],
  filters: AnswerFilters,
): T[] {
  return answers.filter((answer) => matchesFilters(answer, filters));
}

export function hasActiveFilters(filters: AnswerFilters): boolean {
  return filters.query.trim() !== '' || filters.tier !== null || filters.category !== null;
}

/**
 * The line above the answers, counting the cards on the screen: `shown` of the `total` in the library, or
 * of the `matching` a filter found when it shows only some of them (a page at a time). "Showing all N
 * answers", "Showing X of N answers" (a page of the library, or every match of a filter), or "Showing X of
 * M matching answers".
 */
export function resultLine(shown: number, total: number, matching = total): string {
  const noun = (count: number) => (count === 1 ? 'answer' : 'answers');
  if (shown === total) return `Showing all ${total} ${noun(total)}`;
  if (shown === matching || matching === total) return `Showing ${shown} of ${total} ${noun(total)}`;
  return `Showing ${shown} of ${matching} matching ${noun(matching)}`;
}
