import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE, SITE } from '#practice';
import { readContent } from '../../src/lib/content-check/check-content.ts';
import { reviewedPieces } from '../../src/lib/content-check/reviewed-pieces.ts';
import { SPANISH_PIECES, piecePath } from '../../src/lib/content/collections.ts';
import { reviewDue } from '../../src/lib/content/review.ts';
import { spanishLines } from '../../src/lib/es/es-copy.ts';
import { helpLinesFor } from '../../src/lib/help/help-lines.ts';
import { showsQuickExit } from '../../src/lib/help/quick-exit.ts';
import { languageVersions, staticPages } from '../../src/lib/pages/registry.ts';
import { absoluteUrl } from '../../src/lib/structured-data.ts';
import { CLIENT_DIR, builtPages, type BuiltPage } from './built-site';

const projectRoot = join(import.meta.dirname, '..', '..');
const pages = new Map(builtPages().map((page) => [page.path, page]));

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Every built article and answer with its frontmatter: the pieces a reader can open today. */
const pieces = readContent(projectRoot, { body: false })
  .flatMap((file) =>
    file.collection === 'legal'
      ? []
      : [{ file, data: file.data!, page: pages.get(piecePath(file.collection, file.id)) }],
  )
  .filter((piece): piece is typeof piece & { page: BuiltPage } => piece.page !== undefined);

const isTeen = (data: Record<string, unknown>) => data['audience'] === 'teen';

/** The pages that are not pieces and are read by someone who may be watched. */
const WATCHED_PAGES = ['/teens', '/safety-plan', '/contact', '/contact/sent', '/contact/not-sent', '/es'];

/** The pieces in Spanish, each written to a teen (tests/site/spanish-pages.test.ts checks their quick exit). */
const SPANISH_PIECE_PAGES = staticPages()
  .filter((entry) => entry.path.startsWith(`${SPANISH_PIECES.route}/`))
  .map((entry) => entry.path);

describe('a reader who may be watched', () => {
  const watchedPieces = pieces.filter(({ data }) =>
    showsQuickExit({
      help: list(data['help']),
      audience: typeof data['audience'] === 'string' ? data['audience'] : undefined,
      quickExit: typeof data['quickExit'] === 'boolean' ? data['quickExit'] : undefined,
    }),
  );

  it('puts the folded note above the heading of a piece, so the heading comes after one line', () => {
    for (const { page } of watchedPieces) {
      expect(page.html.indexOf('data-quick-exit-note'), page.path).toBeLessThan(page.html.indexOf('<h1'));
    }
  });

  it('finds the quick exit and its folded note on every piece to a teen or on partner violence or child abuse', () => {
    expect(watchedPieces.filter(({ data }) => isTeen(data)).length).toBeGreaterThan(0);
    const missing = [
      ...watchedPieces.map(({ page }) => page),
      ...WATCHED_PAGES.map((path) => pages.get(path)!),
    ].flatMap((page) => [
      ...(page.document.querySelector('[data-quick-exit]') ? [] : [`${page.path}: no quick exit`]),
      ...(page.document.querySelector('details[data-quick-exit-note]:not([open]) > summary')
        ? []
        : [`${page.path}: no folded note`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('finds the note wherever the button is, and the button nowhere else', () => {
    for (const page of pages.values()) {
      const button = page.document.querySelector('[data-quick-exit]');
      const note = page.document.querySelector('[data-quick-exit-note]');
      expect(Boolean(note), page.path).toBe(Boolean(button));
    }
    const withButton = [...pages.values()].filter((page) => page.document.querySelector('[data-quick-exit]'));
    // What the reader was reading stays out of the Referer a link to another site sends.
    for (const page of withButton) {
      expect(['same-origin', 'no-referrer'], page.path).toContain(
        page.document.querySelector('meta[name="referrer"]')?.getAttribute('content'),
      );
    }
    expect(withButton.map((page) => page.path).sort()).toEqual(
      [...watchedPieces.map(({ page }) => page.path), ...WATCHED_PAGES, ...SPANISH_PIECE_PAGES].sort(),
    );
  });
});

describe('a piece written to a teen', () => {
  const teen = pieces.filter(({ data }) => isTeen(data));

  it("ends with a teen's own ending, never with the consultation offer written to a parent", () => {
    for (const { page } of teen) {
      expect(page.document.querySelector('[data-teen-ending]'), page.path).not.toBeNull();
      expect(
        page.document.querySelector('[data-answer-cta], #article-cta, #answer-cta-heading'),
        page.path,
      ).toBeNull();
    }
    const adult = pieces.find(({ data }) => !isTeen(data))!;
    expect(adult.page.document.querySelector('[data-teen-ending]')).toBeNull();
  });

  it("lists each help line in her words: the line's teen purpose from the configuration", () => {
    for (const { page, data } of teen) {
      const help = list(data['help']) as Parameters<typeof helpLinesFor>[1];
      const { lines } = helpLinesFor(PRACTICE.help, help);
      const box = page.document.querySelector('#help')!;
      for (const line of lines) {
        const item = box.querySelector(`[data-help-line="${line.id}"]`)!;
        expect(item.text, `${page.path} ${line.id}`).toContain(line.teenPurpose!);
        expect(item.text, `${page.path} ${line.id}`).toContain(
          `Will they tell my parents? ${line.teenParents!}`,
        );
      }
    }
  });
});

describe('the review clock', () => {
  it('shows on every article and answer the day of its review and the day the next one falls due', () => {
    const due = new Map(
      reviewedPieces(pieces.map(({ file }) => file)).map((piece) => [piece.path, reviewDue(piece)]),
    );
    for (const { file, page } of pieces) {
      const text = page.document.querySelector('main')!.text.replace(/\s+/g, ' ');
      expect(text, page.path).toMatch(/Reviewed by .+ on .+; next review due/);
      const day = due.get(file.path)!.toISOString().slice(0, 10);
      expect(page.html, page.path).toContain(`datetime="${day}"`);
    }
  });
});

describe('the page in Spanish', () => {
  const es = pages.get('/es')!;

  it('is Spanish, its header and footer too (spanish-pages.test.ts reads their words)', () => {
    expect(es.document.querySelector('html')!.getAttribute('lang')).toBe('es');
    expect(es.document.querySelector('header')!.closest('[lang]')!.getAttribute('lang')).toBe('es');
    expect(pages.get('/')!.document.querySelector('html')!.getAttribute('lang')).toBe('en');
  });

  it('lists every line that answers in Spanish with its Spanish way to reach it, and one that answers in English marked so', () => {
    for (const line of spanishLines(PRACTICE.help)) {
      const item = es.document.querySelector(`[aria-labelledby="es-lines"] [data-help-line="${line.id}"]`);
      expect(item, line.id).not.toBeNull();
      expect(item!.querySelectorAll('a').length, line.id).toBe((line.spanish ?? line.contact).length);
      expect(item!.querySelector('[data-help-english]') !== null, line.id).toBe(!line.spanish);
    }
  });

  it('is in the footer of every page, and in the sitemap and the head with its hreflang pair', () => {
    const versions = languageVersions('/es', SITE.locale);
    const footerLink = pages.get('/')!.document.querySelector('footer a[href="/es"]');
    expect(footerLink?.getAttribute('lang')).toBe('es');
    expect(footerLink?.getAttribute('hreflang')).toBe(
      versions.find((version) => version.path === '/es')!.locale,
    );
    expect(versions.map((version) => version.path).sort()).toEqual(['/', '/es']);
    const sitemap = readFileSync(join(CLIENT_DIR, 'sitemap-0.xml'), 'utf8');
    for (const path of ['/', '/es']) {
      const url = absoluteUrl(SITE, path);
      const entry = new RegExp(`<url><loc>${url}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
      for (const version of versions) {
        expect(entry, path).toContain(
          `<xhtml:link rel="alternate" hreflang="${version.locale}" href="${absoluteUrl(SITE, version.path)}"/>`,
        );
      }
      const head = pages.get(path)!.document.querySelectorAll('link[rel="alternate"][hreflang]');
      expect(head.map((link) => link.getAttribute('hreflang')).sort(), path).toEqual(
        [...versions.map((version) => version.locale), 'x-default'].sort(),
      );
    }
  });
});
