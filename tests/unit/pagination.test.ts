import { describe, expect, it } from 'vitest';
import { answersPagePath } from '@/lib/answers/pagination';
import { pageNumbers, paginate } from '@/lib/pagination';

describe('paginate', () => {
  it('cuts a list into pages of a size, the last one shorter', () => {
    const pages = paginate([...Array(49).keys()], 24);
    expect(pages.map((p) => [p.number, p.count, p.items.length])).toEqual([
      [1, 3, 24],
      [2, 3, 24],
      [3, 3, 1],
    ]);
    expect(pages[1]!.items[0]).toBe(24);
  });

  it('has one (empty) page for an empty list', () => {
    expect(paginate([], 24)).toEqual([{ number: 1, count: 1, items: [] }]);
  });
});

describe('pageNumbers', () => {
  it('lists every page of a short listing', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(5, 42)).toEqual([1, null, 4, 5, 6, null, 42]);
    expect(pageNumbers(42, 42)).toEqual([1, null, 41, 42]);
    // A gap of a single page shows that page instead of standing for it.
    expect(pageNumbers(3, 42)).toEqual([1, 2, 3, 4, null, 42]);
  });
});

describe('answersPagePath', () => {
  it('is /answers for the first page and /answers/page/N after', () => {
    expect([1, 2, 43].map(answersPagePath)).toEqual(['/answers', '/answers/page/2', '/answers/page/43']);
  });
});
