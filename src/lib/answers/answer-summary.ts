import type { AnswerTier } from '../content/categories.ts';
import { toTier } from './tiers.ts';

/**
 * What a card shows and the search rule reads (the listing carries the search data it needs and no
 * more). The body, the practitioner's take, dates and people stay on the answer's own page;
 * the SEO keywords, which only the "Did you mean" suggestions search, travel in the search index
 * (./search-index.ts).
 */
export interface AnswerSummary {
  slug: string;
  title: string;
  tldr: string;
  category: string;
  tier: AnswerTier;
}

/** The fields of an answers collection entry the listing reads (structural, so tests need no Astro). */
export interface AnswerEntryLike {
  id: string;
  data: {
    title: string;
    tldr: string;
    category: string;
    tier: number;
    keywords: string[];
    published: Date;
  };
}

/**
 * The listing's order: the full list is the union of the four tier groups, so tier 1 comes first; within a tier the newest answer leads, then titles alphabetically.
 */
export function sortAnswerEntries<T extends AnswerEntryLike>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      a.data.tier - b.data.tier ||
      b.data.published.getTime() - a.data.published.getTime() ||
      a.data.title.localeCompare(b.data.title, 'en'),
  );
}

export function toAnswerSummary(entry: AnswerEntryLike): AnswerSummary {
  const { title, tldr, category, tier } = entry.data;
  return { slug: entry.id, title, tldr, category, tier: toTier(tier) };
}

/** The listing's cards, in listing order. */
export function answerSummaries(entries: readonly AnswerEntryLike[]): AnswerSummary[] {
  return sortAnswerEntries(entries).map(toAnswerSummary);
}

/** The topic list is the answers' distinct categories (alphabetical, to be scanned). */
export function distinctCategories(answers: readonly { category: string }[]): string[] {
  return [...new Set(answers.map((a) => a.category))].sort((a, b) => a.localeCompare(b, 'en'));
}
