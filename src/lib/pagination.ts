/** A list cut into pages for readers without JavaScript and for crawlers (the answers listing). */
export interface Page<T> {
  /** 1-based. */
  number: number;
  /** How many pages there are (at least 1, even with no items). */
  count: number;
  items: T[];
}

export function paginate<T>(items: readonly T[], size: number): Page<T>[] {
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    count,
    items: items.slice(index * size, (index + 1) * size),
  }));
}

/**
 * The page numbers a pagination bar lists: the first and the last, the current one and `span` pages on
 * each side; `null` where numbers are left out. The bar stays the same length however many pages there
 * are, and so does every listing page's HTML.
 */
export function pageNumbers(current: number, count: number, span = 1): (number | null)[] {
  const shown = new Set([1, count]);
  for (let n = current - span; n <= current + span; n += 1) if (n >= 1 && n <= count) shown.add(n);
  const numbers = [...shown].sort((a, b) => a - b);
  return numbers.flatMap((n, index) => {
    const previous = numbers[index - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of one page shows that page rather than an ellipsis standing for it.
    return n === previous + 2 ? [previous + 1, n] : [null, n];
  });
}
