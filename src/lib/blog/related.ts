export interface RelatableArticle {
  id: string;
  data: { category: string; published: Date };
}

/**
 * An article's related reading: up to two articles of the same category, never the article itself.
 * The newest come first so readers meet current writing.
 */
export function getRelatedArticles<T extends RelatableArticle>(
  current: T,
  all: readonly T[],
  limit = 2,
): T[] {
  return all
    .filter((article) => article.id !== current.id && article.data.category === current.data.category)
    .sort((a, b) => b.data.published.getTime() - a.data.published.getTime())
    .slice(0, limit);
}
