import { getCollection, type CollectionEntry } from 'astro:content';
import { SITE } from '#practice';
import { contentToday } from '@/lib/content/clock';
import { hasPage, isPublished, newestFirst } from '@/lib/content/publication';

export type BlogPost = CollectionEntry<'blog'>;

/**
 * The blog as visitors see it: published articles only (no drafts, nothing scheduled for a later day),
 * newest first; empty when the blog is off. The index, the feed and related links read this.
 */
export async function getBlogPosts(): Promise<BlogPost[]> {
  if (!SITE.features.blogSystem) return [];
  const today = contentToday();
  return newestFirst(await getCollection('blog', (post) => isPublished(post, today)));
}

/** The articles that get a page: the published ones, and in `npm run dev` drafts and scheduled ones too. */
export async function getBlogPostPages(): Promise<BlogPost[]> {
  if (!SITE.features.blogSystem) return [];
  const today = contentToday();
  return getCollection('blog', (post) => hasPage(post, today, import.meta.env.CONTENT_PREVIEWS));
}
