export interface DraftableArticle {
  data: { draft: boolean; published: Date };
}

/** Drafts are built in development and left out of production builds, the sitemap and the feed. */
export function isVisible(article: DraftableArticle, production: boolean): boolean {
  return !production || !article.data.draft;
}

/** Newest first (SPEC.md: the first article is the featured one). */
export function newestFirst<T extends DraftableArticle>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.data.published.getTime() - a.data.published.getTime());
}
