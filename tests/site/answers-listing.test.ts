/**
 * The answers listing as built, the way a reader without JavaScript gets it: every page's line counts the
 * cards on that page, every published answer is on exactly one page, a library that fits one page is one
 * page, and the page size holds the listing within its byte budget.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ANSWERS_PAGE_SIZE } from '../../src/lib/answers/pagination.ts';
import { sitePages } from '../../src/lib/pages/site-pages.ts';
import { CLIENT_DIR, builtPages, type BuiltPage } from './built-site';

const listing = builtPages().filter((page) => /^\/answers(\/page\/\d+)?$/.test(page.path));
const answers = sitePages()
  .filter((entry) => entry.kind === 'answer')
  .map((entry) => entry.path);

const cards = (page: BuiltPage) =>
  page.document
    .querySelectorAll('main article')
    .map((card) => card.querySelector('a')!.getAttribute('href')!);

/** The number the page's result line gives for the cards it shows. */
function countInLine(page: BuiltPage): number {
  const line = page.document.querySelector('main')!.text.match(/Showing (all (\d+)|(\d+) of \d+) answers?/);
  if (!line) throw new Error(`${page.path} has no result line`);
  return Number(line[2] ?? line[3]);
}

const brotli = (html: string) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe('the answers listing without JavaScript', () => {
  it('has published answers to list', () => {
    expect(answers.length).toBeGreaterThan(0);
  });

  it.each(listing.map((page) => [page.path, page] as const))(
    '%s: the line counts the cards the page shows',
    (_path, page) => {
      expect(cards(page).length).toBeGreaterThan(0);
      expect(countInLine(page)).toBe(cards(page).length);
    },
  );

  it('lists every published answer once, on as few pages as the page size allows', () => {
    const listed = listing.flatMap(cards);
    expect([...listed].sort()).toEqual([...answers].sort());
    expect(listing).toHaveLength(Math.ceil(answers.length / ANSWERS_PAGE_SIZE));
  });

  it('a full page of cards stays within the listing budget (the page size comes from these bytes)', () => {
    const budgets = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'budgets.json'), 'utf8'),
    ) as {
      pages: { path?: string; budget: { html?: number } }[];
    };
    const budget = budgets.pages.find((entry) => entry.path === '/answers')!.budget.html!;
    const first = listing.find((page) => page.path === '/answers')!;
    const withoutCards = first.html.replace(/<li[^>]*>\s*<article[\s\S]*?<\/article>\s*<\/li>/g, '');
    // As served (postbuild's brotli file, quality 11), and the page without its cards compressed alike.
    const served = statSync(join(CLIENT_DIR, `${first.file}.br`)).size;
    const perCard = (served - brotli(withoutCards)) / cards(first).length;
    expect(brotli(withoutCards) + ANSWERS_PAGE_SIZE * perCard).toBeLessThanOrEqual(budget);
  });
});
