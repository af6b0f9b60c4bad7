import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContent } from '@/lib/content-check/check-content';
import { validatePages, type PageEntry } from '@/config/pages-schema';
import { FOUNDER } from '#practice';
import { piecePath } from '@/lib/content/collections';
import {
  PAGE_KINDS,
  footerLinks,
  headerLinks,
  linkablePaths,
  listingTitle,
  noindexPaths,
  pagePath,
  pageTitle,
  staticPages,
} from '@/lib/pages/registry';
import { BOOKING_PAGES_FOLDER } from '@/lib/booking/booking-pages';
import { sitePages } from '@/lib/pages/site-pages';
import { NOINDEX_ROUTES, allRoutes, routesOfKind } from '../e2e/routes.ts';

const root = join(import.meta.dirname, '..', '..');
const pagesDir = join(root, 'src', 'pages');

/** The page files of src/pages: .astro, .md and .mdx (endpoints such as rss.xml.ts are not pages). */
const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /\.(astro|md|mdx)$/.test(file) && !file.split('/').some((part) => part.startsWith('_')));

describe('the page registry', () => {
  const pages = sitePages(root);

  it('has an entry for every page file of src/pages, and a page file for every entry', () => {
    // The booking's pages are rendered on each request, so the registry, which lists built pages, has none;
    // a dynamic page builds one page per piece or person the practice has, and none where it has none (a
    // practice of peers has no founder's page, one without pieces in Spanish none of theirs).
    const registered = new Set(pages.map((entry) => entry.file));
    expect(
      pageFiles.filter(
        (file) => !registered.has(file) && !file.startsWith(BOOKING_PAGES_FOLDER) && !file.includes('['),
      ),
      'page files without an entry',
    ).toEqual([]);
    expect(
      [...registered].filter((file) => !pageFiles.includes(file)),
      'entries without a page file',
    ).toEqual([]);
  });

  it('refuses, naming each, an unknown field, a taken address or menu slot and an undated indexed page', () => {
    const page = (path: string, extra: Partial<PageEntry> = {}): PageEntry => ({
      path,
      kind: 'page',
      title: 'A page',
      indexed: true,
      file: `${path.slice(1)}.astro`,
      lastModified: '2026-11-25',
      ...extra,
    });
    const check = (entries: PageEntry[]) => () => validatePages(entries, 'pages');
    expect(check([page('/a'), page('/b', { header: { label: 'B', order: 1 } })])).not.toThrow();
    expect(check([{ ...page('/a'), titel: 'Typo' } as PageEntry])).toThrow(/\/a : Unrecognized key/);
    expect(check([page('/a'), page('/a')])).toThrow('/a is listed twice');
    expect(
      check([
        page('/a', { header: { label: 'A', order: 1 } }),
        page('/b', { header: { label: 'B', order: 1 } }),
      ]),
    ).toThrow('/b: header 1 is taken');
    expect(
      check([
        page('/a', { footer: { group: 'explore', label: 'A', order: 2 } }),
        page('/b', { footer: { group: 'explore', label: 'B', order: 2 } }),
      ]),
    ).toThrow('/b: footer explore 2 is taken');
    const { lastModified: _, ...undated } = page('/a');
    expect(check([undated])).toThrow('/a is indexed but has no lastModified date');
  });

  it('lists every address once, each with a kind of PAGE_KINDS', () => {
    const paths = pages.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of pages) expect(PAGE_KINDS, entry.path).toContain(entry.kind);
  });

  it('gives every indexed page a last-modified date, and every article its picture', () => {
    for (const entry of pages.filter((e) => e.indexed))
      expect(entry.lastModified, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const entry of pages.filter((e) => e.kind === 'article'))
      expect(entry.image, entry.path).toBeTruthy();
  });

  it("writes each notice with its content file's title", () => {
    const legal = new Map(
      readContent(root)
        .filter((file) => file.collection === 'legal')
        .map((file) => [file.path, file.data?.title]),
    );
    const notices = staticPages().filter((entry) => entry.kind === 'legal');
    expect(notices.length).toBe(legal.size);
    for (const entry of notices) expect(entry.title, entry.path).toBe(legal.get(entry.source!));
  });

  it('derives the header, the footer and the noindex list from the entries', () => {
    expect(headerLinks().map((link) => link.href)[0]).toBe('/');
    expect(headerLinks().length).toBe(staticPages().filter((e) => e.header).length);
    expect(footerLinks('notices').length).toBe(staticPages().filter((e) => e.kind === 'legal').length);
    expect(footerLinks('explore').length).toBeGreaterThan(0);
    for (const path of noindexPaths())
      expect(staticPages().find((e) => e.path === path)?.indexed).toBe(false);
    // The error pages say noindex themselves; they are not among the pages "kept out".
    expect(noindexPaths()).not.toContain('/404');
  });
});

describe('titles, each written once in the registry', () => {
  it("gives a page written by hand its entry's title, by address or built file, and stops on an unknown one", () => {
    expect(pageTitle('/about')).toBe(staticPages().find((e) => e.path === '/about')!.title);
    expect(pageTitle('contact/sent.html')).toBe('Message Sent');
    if (FOUNDER?.profilePath)
      expect(pageTitle(FOUNDER.profilePath)).toMatch(new RegExp(`^${FOUNDER.name}, `));
    expect(() => pageTitle('/no-such-page.html')).toThrow(
      '/no-such-page has no entry in src/config/pages.ts',
    );
  });

  it("numbers a listing's later pages after its title", () => {
    expect(listingTitle('blog', 1, 3)).toBe('Blog');
    expect(listingTitle('answers', 2, 3)).toBe('Answers, page 2 of 3');
  });
});

describe('the addresses a piece may link to', () => {
  it('are the pages written by hand but the error pages, the listings and every piece, whatever its flags', () => {
    const paths = linkablePaths([{ collection: 'answers', id: 'a-draft' }]);
    expect(paths).toContain('/about');
    expect(paths).toContain('/blog');
    if (FOUNDER?.profilePath) expect(paths).toContain(FOUNDER.profilePath);
    expect(paths).toContain(piecePath('answers', 'a-draft'));
    expect(piecePath('answers', 'a-draft')).toBe('/answers/a-draft');
    expect(paths).not.toContain('/404');
  });
});

describe('pagePath, the one rule from a built file to its address', () => {
  it('turns built files and build paths into public addresses', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('about.html')).toBe('/about');
    expect(pagePath('/about.html')).toBe('/about');
    expect(pagePath('blog/some-post.html')).toBe('/blog/some-post');
    expect(pagePath('blog\\page\\2.html')).toBe('/blog/page/2');
    expect(pagePath('/contact/')).toBe('/contact');
    expect(pagePath('/')).toBe('/');
  });
});

describe("the browser tests' routes (tests/e2e/routes.ts)", () => {
  it('are every page but the error pages, by kind as the registry says', () => {
    const pages = sitePages(root);
    expect(allRoutes()).toEqual(pages.filter((e) => e.kind !== 'error').map((e) => e.path));
    for (const kind of PAGE_KINDS)
      expect(routesOfKind(kind), kind).toEqual(pages.filter((e) => e.kind === kind).map((e) => e.path));
    expect(routesOfKind('article').length).toBeGreaterThan(0);
    for (const path of NOINDEX_ROUTES) expect(allRoutes()).toContain(path);
  });
});
