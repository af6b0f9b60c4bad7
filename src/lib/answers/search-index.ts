import { answerSummaries, distinctCategories, type AnswerEntryLike } from './answer-summary.ts';
import type { SearchableAnswer } from './suggestions.ts';
import { isTier } from './tiers.ts';

/**
 * The listing's search data, fetched by the explorer on the first interaction (the search data it needs
 * and no more): per answer the slug, title, tldr, tier, category and SEO keywords,
 * never the body. The listing page itself carries one page of cards, so its HTML stays the same size
 * however many answers there are; this file grows instead, and only a visitor who searches fetches it.
 *
 * Compact on purpose: one array per answer, and each category written once.
 */
export const SEARCH_INDEX_PATH = '/answers/search-index.json';

/** slug, title, tldr, tier, the category's position in `categories`, keywords. */
type Row = [string, string, string, number, number, string[]];

export interface SearchIndexFile {
  categories: string[];
  answers: Row[];
}

/** The index file's content, answers in listing order. */
export function buildSearchIndex(entries: readonly AnswerEntryLike[]): SearchIndexFile {
  const keywords = new Map(entries.map((entry) => [entry.id, entry.data.keywords]));
  const answers = answerSummaries(entries);
  const categories = distinctCategories(answers);
  return {
    categories,
    answers: answers.map((a) => [
      a.slug,
      a.title,
      a.tldr,
      a.tier,
      categories.indexOf(a.category),
      keywords.get(a.slug) ?? [],
    ]),
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The answers of a fetched index; a file of another shape is refused, a malformed row skipped. */
export function readSearchIndex(data: unknown): SearchableAnswer[] {
  const file = data as Partial<SearchIndexFile> | null;
  if (!file || !Array.isArray(file.categories) || !Array.isArray(file.answers)) {
    throw new Error(`${SEARCH_INDEX_PATH} is not an answers index`);
  }
  const { categories } = file;
  const answers: SearchableAnswer[] = [];
  for (const row of file.answers as unknown[]) {
    if (!Array.isArray(row)) continue;
    const [slug, title, tldr, tier, categoryIndex, keywords] = row as unknown[];
    const category = categories[Number(categoryIndex)];
    if (![slug, title, tldr, category].every(isString) || !isTier(tier)) continue;
    answers.push({
      slug: slug as string,
      title: title as string,
      tldr: tldr as string,
      category: category as string,
      tier,
      keywords: Array.isArray(keywords) ? keywords.filter(isString) : [],
    });
  }
  return answers;
}
