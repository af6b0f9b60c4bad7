import type { IFuseOptions } from 'fuse.js';
import type { AnswerSummary } from './answer-summary.ts';

/** An answer as the suggestions search it: the listing's fields plus its SEO keywords. */
export interface SearchableAnswer extends AnswerSummary {
  keywords: string[];
}

export const MAX_SUGGESTIONS = 3;

/**
 * Fuse's threshold applies to each field; a result's combined score (0 perfect, 1 none) can still be
 * close to 1 when only a long tldr matched a few letters. Beyond this a suggestion is noise
 * ("anxeity" drew three unrelated answers at 0.98).
 */
const MAX_SUGGESTION_SCORE = 0.75;

/**
 * Typo-tolerant matching over title, tldr, category and SEO keywords. Titles and
 * keywords say what an answer is about, so they weigh more than the tldr's longer prose; the position
 * of a match inside a field does not matter.
 */
const SUGGESTION_OPTIONS: IFuseOptions<SearchableAnswer> = {
  keys: [
    { name: 'title', weight: 3 },
    { name: 'keywords', weight: 2 },
    { name: 'category', weight: 1.5 },
    { name: 'tldr', weight: 1 },
  ],
  threshold: 0.35,
  ignoreLocation: true,
  minMatchCharLength: 3,
  includeScore: true,
};

/**
 * "Did you mean": up to three answers close to a search that the exact filter found nothing for. Fuse.js
 * is imported here, on demand, so only a visitor whose search found nothing downloads it.
 * The suggestions look across every answer, whatever the tier and topic filters say: they are links to
 * answers, and an answer outside the current filters is still the one a misspelt search was after.
 */
export async function suggestAnswers<T extends SearchableAnswer>(
  answers: readonly T[],
  query: string,
  limit = MAX_SUGGESTIONS,
): Promise<T[]> {
  const text = query.trim();
  if (text.length < 2) return [];
  const { default: Fuse } = await import('fuse.js/basic');
  const fuse = new Fuse<T>(answers, SUGGESTION_OPTIONS as IFuseOptions<T>);
  return fuse
    .search(text, { limit })
    .filter((result) => (result.score ?? 1) <= MAX_SUGGESTION_SCORE)
    .map((result) => result.item);
}
