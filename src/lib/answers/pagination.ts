/**
 * The answers listing in pages: /answers holds the first ANSWERS_PAGE_SIZE cards (with the explorer,
 * which searches them all), /answers/page/2 and on hold the next ones, for readers without JavaScript
 * and for crawlers; the explorer shows its matches the same number at a time. Chosen from the bytes a
 * card costs (docs/decisions.md): a full page stays within the listing's budget in budgets.json, so a
 * library of a few dozen answers is one page. A multiple of six fills whole rows of the 1, 2 and 3
 * column grid.
 */
import { ADDRESSES } from '../../config/addresses.ts';

export const ANSWERS_PAGE_SIZE = 36;

/** /answers for the first page, /answers/page/2 and on for the others (no clash with /answers/slug). */
export function answersPagePath(number: number): string {
  return number <= 1 ? ADDRESSES.answers : `${ADDRESSES.answers}/page/${number}`;
}
