/**
 * What `npm run artwork` reads of an article to draw its picture: its frontmatter read as the content
 * check reads it (YAML, so a field's trailing `# comment`, which `npm run new` writes, is no part of its
 * value), with the category's palette only for a category the blog has.
 */
import { parseFile } from '../content-check/content-file.ts';
import { BLOG_CATEGORIES } from '../content/categories.ts';
import type { ArtPiece } from './assign.ts';

type BlogCategory = ArtPiece['category'];

/** The category whose palette a picture takes when its article names none the blog has. */
const FALLBACK: BlogCategory = 'Mental Health';

const isBlogCategory = (name: unknown): name is BlogCategory =>
  (BLOG_CATEGORIES as readonly unknown[]).includes(name);

export interface ArticleArt extends ArtPiece {
  /** The publication day as written, which orders the pictures' motifs. */
  published: string;
  alt: string;
}

/** The article `slug` (its file's `source`) as its picture is drawn. */
export function articleArt(slug: string, source: string): ArticleArt {
  const data = parseFile(`${slug}.mdx`, source, { body: false }).data ?? {};
  const text = (key: string) => (data[key] === undefined || data[key] === null ? '' : String(data[key]));
  return {
    slug,
    title: text('title') || slug,
    category: isBlogCategory(data['category']) ? data['category'] : FALLBACK,
    published: text('published'),
    alt: text('imageAlt'),
  };
}
