/**
 * The blog index in pages, so it stays light as the library grows: the first page features the
 * newest article above a grid of the next BLOG_PAGE_SIZE, each later page holds BLOG_PAGE_SIZE. Twelve
 * fills whole rows of the 1, 2 and 3 column grid.
 */
import { ADDRESSES } from '../../config/addresses.ts';
const BLOG_PAGE_SIZE = 12;

export interface BlogPage<T> {
  /** 1-based. */
  number: number;
  /** How many pages there are (at least 1, even with no posts). */
  count: number;
  /** The newest post, on the first page only. */
  featured: T | undefined;
  /** The grid. */
  posts: T[];
}

export function blogPages<T>(posts: readonly T[], pageSize = BLOG_PAGE_SIZE): BlogPage<T>[] {
  const [featured, ...rest] = posts;
  const count = Math.max(1, Math.ceil(rest.length / pageSize));
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    count,
    featured: index === 0 ? featured : undefined,
    posts: rest.slice(index * pageSize, (index + 1) * pageSize),
  }));
}

/** /blog for the first page, /blog/page/2 and on for the others (no clash with an article's /blog/slug). */
export function blogPagePath(number: number): string {
  return number <= 1 ? ADDRESSES.blog : `${ADDRESSES.blog}/page/${number}`;
}

/** The route's rest parameter for a page (its path below /blog): undefined for /blog, "page/2" for /blog/page/2. */
export function blogPageParam(number: number): string | undefined {
  return blogPagePath(number).slice(`${ADDRESSES.blog}/`.length) || undefined;
}
