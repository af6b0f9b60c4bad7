import { isoDate } from '../dates.ts';

/** An article or answer as far as publication goes. */
export interface Publishable {
  data: { draft: boolean; published: Date };
}

/**
 * Where a piece stands on a given day (YYYY-MM-DD): a draft until `draft: true` goes; scheduled while
 * its published date is after that day; published from that date on.
 */
export type PublicationState = 'draft' | 'scheduled' | 'published';

export function publicationState(entry: Publishable, today: string): PublicationState {
  if (entry.data.draft) return 'draft';
  return isoDate(entry.data.published) > today ? 'scheduled' : 'published';
}

export function isPublished(entry: Publishable, today: string): boolean {
  return publicationState(entry, today) === 'published';
}

/**
 * Whether a piece gets a page: builds make pages only for what is published; with previews on
 * (`npm run dev`) drafts and scheduled pieces get one too, so writers can see them (the page says
 * which). Listings, the feed, related links and search take only published pieces either way, so a
 * preview never leaks into them.
 */
export function hasPage(entry: Publishable, today: string, previews: boolean): boolean {
  return previews || isPublished(entry, today);
}

/** Newest first (the blog's first article is its featured one). */
export function newestFirst<T extends Publishable>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.data.published.getTime() - a.data.published.getTime());
}
