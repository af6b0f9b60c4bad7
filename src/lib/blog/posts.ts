import { getCollection, type CollectionEntry } from 'astro:content';
import { SITE } from '@/config/site';
import { isVisible, newestFirst } from './visibility';

export type BlogPost = CollectionEntry<'blog'>;

/** The blog as visitors see it: no drafts in production, newest first; empty when the blog is off. */
export async function getBlogPosts(): Promise<BlogPost[]> {
  if (!SITE.features.blogSystem) return [];
  const posts = await getCollection('blog', (post) => isVisible(post, import.meta.env.PROD));
  return newestFirst(posts);
}
