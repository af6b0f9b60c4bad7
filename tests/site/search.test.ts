import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { sitePages } from '@/lib/pages/site-pages';
import { SEARCH_PAGE_SIZE } from '@/lib/search/search-rules';
import { CLIENT_DIR, builtPages } from './built-site';

/*
 * The site search as built: its index is there, nothing of it is on any page until the reader opens it,
 * and what opening it and one search fetch stays within budgets.json's `search` entry.
 */

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'budgets.json'), 'utf8')) as {
  search: { opened: number; query: number };
};
const pagefindDir = join(CLIENT_DIR, 'pagefind');
const brotli = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** Pagefind's index files are compressed already and served as they are. */
const stored = (file: string) => statSync(file).size;
const filesIn = (dir: string, pattern: RegExp) =>
  readdirSync(dir)
    .filter((name) => pattern.test(name))
    .map((name) => join(dir, name));

const uiModule = (() => {
  const match = /["'`](\/_astro\/ui-[\w-]+\.js)["'`]/.exec(builtPages().find((p) => p.path === '/')!.html);
  return match ? join(CLIENT_DIR, match[1]!) : '';
})();

describe('site search (built)', () => {
  it('has an index, and leaves out Pagefind’s own UI and worker', () => {
    const names = readdirSync(pagefindDir);
    expect(names).toContain('pagefind.js');
    expect(names).toContain('wasm.en.pagefind');
    expect(names.filter((name) => /ui|highlight|worker/.test(name))).toEqual([]);
    // A fragment for each article, answer and FAQ question at least, beside the other pages.
    const pieces = sitePages().filter((entry) => entry.kind === 'article' || entry.kind === 'answer');
    expect(readdirSync(join(pagefindDir, 'fragment')).length).toBeGreaterThan(
      pieces.length + PRACTICE.faq.length,
    );
  });

  it('loads nothing of itself with a page: its code only by address, on first use', () => {
    expect(uiModule).not.toBe('');
    for (const page of builtPages()) {
      expect(page.html, page.path).not.toMatch(/\/pagefind\/|search-words\.json/);
      expect(page.html, page.path).not.toMatch(/<(script|link)[^>]*\/_astro\/ui-/);
    }
  });

  it('fetches within budget when opened and for one search', () => {
    const opened = [
      brotli(uiModule),
      brotli(join(pagefindDir, 'pagefind.js')),
      brotli(join(pagefindDir, 'pagefind-entry.json')),
      stored(join(pagefindDir, 'wasm.en.pagefind')),
      ...filesIn(pagefindDir, /\.pf_meta$/).map(stored),
      ...filesIn(join(pagefindDir, 'filter'), /\.pf_filter$/).map(stored),
    ].reduce((sum, n) => sum + n, 0);
    // The worst case for one word: the largest index chunk and the largest fragments of a first page of results.
    const largest = (files: string[], count: number) =>
      files
        .map(stored)
        .sort((a, b) => b - a)
        .slice(0, count)
        .reduce((sum, n) => sum + n, 0);
    const query =
      largest(filesIn(join(pagefindDir, 'index'), /\.pf_index$/), 1) +
      largest(filesIn(join(pagefindDir, 'fragment'), /\.pf_fragment$/), SEARCH_PAGE_SIZE);
    console.log(`search: ${opened} bytes when opened, at most ${query} bytes for one word`);
    expect(opened).toBeLessThanOrEqual(budgets.search.opened);
    expect(query).toBeLessThanOrEqual(budgets.search.query);
  });
});
