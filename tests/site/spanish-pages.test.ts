import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/config/site.ts';
import { readSpanishPieces } from '../../src/lib/es/spanish-pieces.ts';
import { staticPages } from '../../src/lib/pages/registry.ts';
import { absoluteUrl } from '../../src/lib/structured-data.ts';
import { CLIENT_DIR, attributeValues, builtPages } from './built-site';

const pages = new Map(builtPages().map((page) => [page.path, page]));
const page = (path: string) => {
  const built = pages.get(path);
  if (!built) throw new Error(`${path} was not built`);
  return built;
};
/** The Spanish pages and the page each pairs with. */
const pairs = staticPages()
  .filter((entry) => entry.locale?.startsWith('es-') && entry.alternate)
  .map((entry) => ({ spanish: entry.path, english: entry.alternate!, locale: entry.locale! }));
const pieces = pairs.filter((pair) => pair.spanish.startsWith('/es/'));

/** The hreflang links of a page's head, as `locale href`. */
const hreflangs = (path: string) =>
  page(path)
    .document.querySelectorAll('head link[rel="alternate"][hreflang]')
    .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
    .sort();

describe('the pages in Spanish', () => {
  it('are built for every piece in Spanish the content has, each paired with its English answer', () => {
    const written = readSpanishPieces().map((piece) => `/es/${piece.id} /answers/${piece.translationOf}`);
    expect(pieces.map((pair) => `${pair.spanish} ${pair.english}`).sort()).toEqual(written.sort());
    for (const pair of pieces) expect(pages.has(pair.spanish), pair.spanish).toBe(true);
  });

  it('name each other with their English page both ways, the English one as x-default, and so does the sitemap', () => {
    const sitemap = readFileSync(join(CLIENT_DIR, 'sitemap-0.xml'), 'utf8');
    for (const { spanish, english, locale } of pairs) {
      const expected = [
        `${locale} ${absoluteUrl(SITE, spanish)}`,
        `${SITE.locale} ${absoluteUrl(SITE, english)}`,
        `x-default ${absoluteUrl(SITE, english)}`,
      ].sort();
      expect(hreflangs(spanish), spanish).toEqual(expected);
      expect(hreflangs(english), english).toEqual(expected);
      for (const path of [spanish, english]) {
        const entry =
          new RegExp(`<url><loc>${absoluteUrl(SITE, path)}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
        expect(entry, path).toContain(`hreflang="${locale}" href="${absoluteUrl(SITE, spanish)}"`);
        expect(entry, path).toContain(`hreflang="${SITE.locale}" href="${absoluteUrl(SITE, english)}"`);
      }
    }
  });

  it('are Spanish, with the English header and footer marked as English, and the pieces carry the quick exit', () => {
    for (const { spanish } of pairs) {
      const document = page(spanish).document;
      expect(document.querySelector('html')!.getAttribute('lang'), spanish).toBe('es');
      expect(document.querySelector('header')!.closest('[lang]')!.getAttribute('lang'), spanish).toBe('en');
    }
    for (const { spanish } of pieces) {
      const document = page(spanish).document;
      expect(document.querySelector('[data-quick-exit]')?.getAttribute('lang'), spanish).toBe('es');
      expect(document.querySelector('details[data-quick-exit-note] > summary'), spanish).not.toBeNull();
      // The first box comes before the byline and the body: what to do now, first.
      const html = page(spanish).html;
      expect(html.indexOf('data-happening-now'), spanish).toBeGreaterThan(html.indexOf('<h1'));
      expect(html.indexOf('data-happening-now'), spanish).toBeLessThan(html.indexOf('tldr-heading'));
      expect(
        document
          .querySelector('[data-happening-now] [data-help-line="emergency-911"] a')
          ?.getAttribute('href'),
      ).toBe('tel:911');
      expect(
        document.querySelectorAll('#help-heading ~ ul [data-help-line]').length,
        spanish,
      ).toBeGreaterThan(1);
    }
  });

  it('are linked from the header of their English page and of every page, from its help boxes, marked as Spanish, and from /es', () => {
    for (const { spanish, english, locale } of pieces) {
      const document = page(english).document;
      const headerLink = document.querySelector('header a[data-language-link]');
      expect(headerLink?.getAttribute('href'), english).toBe(spanish);
      expect(headerLink?.getAttribute('lang'), english).toBe('es');
      expect(headerLink?.getAttribute('hreflang'), english).toBe(locale);
      const boxLinks = attributeValues(document, '[data-spanish-help] a[lang="es"]', 'href');
      expect(boxLinks.length, english).toBeGreaterThanOrEqual(2);
      expect(new Set(boxLinks), english).toEqual(new Set([spanish]));
      expect(page(spanish).document.querySelector('header a[data-language-link]')?.getAttribute('href')).toBe(
        english,
      );
    }
    for (const path of ['/', '/about', '/contact']) {
      const link = page(path).document.querySelector('header a[data-language-link]');
      expect(link?.getAttribute('href'), path).toBe('/es');
      expect(link?.textContent.trim(), path).toBe('Español');
    }
    expect(page('/es').document.querySelector('header a[data-language-link]')?.getAttribute('href')).toBe(
      '/',
    );
    const listed = attributeValues(page('/es').document, 'main a[href^="/es/"]', 'href');
    expect(listed.sort()).toEqual(pieces.map((pair) => pair.spanish).sort());
  });

  it('give every tel: and sms: link a number that can be dialled', () => {
    for (const { spanish } of pairs) {
      const links = attributeValues(page(spanish).document, 'a[href^="tel:"], a[href^="sms:"]', 'href');
      expect(links.length, spanish).toBeGreaterThan(2);
      for (const href of links) {
        expect(href, spanish).toMatch(/^(tel:(\d{3}|\+1\d{10})|sms:(\d{3,6}|\+1\d{10})(\?&body=[A-Z]+)?)$/);
      }
    }
  });
});
