import { getCollection, type CollectionEntry } from 'astro:content';
import { contentToday } from '@/lib/content/clock';
import { hasPage, isPublished } from '@/lib/content/publication';

export type Answer = CollectionEntry<'answers'>;

/**
 * The answers visitors see: published only (no drafts, nothing scheduled for a later day). The listing,
 * its search data and related links read this.
 */
export async function getAnswers(): Promise<Answer[]> {
  const today = contentToday();
  return getCollection('answers', (answer) => isPublished(answer, today));
}

/** The answers that get a page: the published ones, and in `npm run dev` drafts and scheduled ones too. */
export async function getAnswerPages(): Promise<Answer[]> {
  const today = contentToday();
  return getCollection('answers', (answer) => hasPage(answer, today, import.meta.env.CONTENT_PREVIEWS));
}
