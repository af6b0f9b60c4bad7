import { describe, expect, it } from 'vitest';
import { blogPageParam, blogPagePath, blogPages } from '@/lib/blog/pagination';

const posts = (n: number) => Array.from({ length: n }, (_, i) => `post-${i + 1}`);

describe('blogPages', () => {
  it('features the newest post on the first page only, then fills pages of the grid size', () => {
    const pages = blogPages(posts(26), 12);
    expect(pages.map((p) => [p.number, p.count, p.featured, p.posts.length])).toEqual([
      [1, 3, 'post-1', 12],
      [2, 3, undefined, 12],
      [3, 3, undefined, 1],
    ]);
    expect(pages[1]!.posts[0]).toBe('post-14');
  });

  it('keeps every post exactly once, in order', () => {
    const pages = blogPages(posts(40), 12);
    const seen = pages.flatMap((p) => [...(p.featured ? [p.featured] : []), ...p.posts]);
    expect(seen).toEqual(posts(40));
  });

  it('needs no second page while the grid fits on the first', () => {
    expect(blogPages(posts(13), 12)).toHaveLength(1);
    expect(blogPages(posts(14), 12)).toHaveLength(2);
  });

  it('still has one page when there are no posts', () => {
    expect(blogPages([], 12)).toEqual([{ number: 1, count: 1, featured: undefined, posts: [] }]);
  });
});

describe('blog page addresses', () => {
  it('are /blog, then /blog/page/N, which no article slug can take', () => {
    expect([1, 2, 10].map(blogPagePath)).toEqual(['/blog', '/blog/page/2', '/blog/page/10']);
    expect([1, 2].map(blogPageParam)).toEqual([undefined, 'page/2']);
  });
});
