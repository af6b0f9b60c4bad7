import { safeRelated } from '../help/safe-related.ts';

export interface RelatableArticle {
  id: string;
  data: { category: string; published: Date; help: readonly string[]; jointTherapy?: readonly string[] };
}

/**
 * An article's related reading: up to two articles of the same category, never the article itself, and
 * never a piece about couples or family therapy under an article on partner violence or child abuse
 * (src/lib/help/safe-related.ts): fewer, or none, is better than that. The newest come first so readers
 * meet current writing.
 */
export function getRelatedArticles<T extends RelatableArticle>(
  current: T,
  all: readonly T[],
  limit = 2,
): T[] {
  return all
    .filter((article) => article.id !== current.id && article.data.category === current.data.category)
    .filter((article) => safeRelated(current.data, article.data))
    .sort((a, b) => b.data.published.getTime() - a.data.published.getTime())
    .slice(0, limit);
}
