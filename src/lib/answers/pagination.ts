/**
 * The answers listing in pages: /answers holds the first ANSWERS_PAGE_SIZE cards (with the explorer,
 * which searches them all), /answers/page/2 and on hold the next ones, for readers without JavaScript
 * and for crawlers. Twenty-four fills whole rows of the 1, 2 and 3 column grid; the explorer shows its
 * matches the same number at a time.
 */
export const ANSWERS_PAGE_SIZE = 24;

/** /answers for the first page, /answers/page/2 and on for the others (no clash with /answers/slug). */
export function answersPagePath(number: number): string {
  return number <= 1 ? '/answers' : `/answers/page/${number}`;
}
