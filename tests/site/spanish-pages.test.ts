import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { PRACTICE, SITE } from '#practice';
import { chromeWords } from '../../src/lib/chrome-copy.ts';
import { readSpanishPieces } from '../../src/lib/es/spanish-pieces.ts';
import { staticPages } from '../../src/lib/pages/registry.ts';
import { absoluteUrl } from '../../src/lib/structured-data.ts';
import { consultationStep } from '../../src/lib/therapists/next-step.ts';
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

  it('are Spanish, header and footer included, and the pieces carry the quick exit', () => {
    for (const { spanish } of pairs) {
      const document = page(spanish).document;
      expect(document.querySelector('html')!.getAttribute('lang'), spanish).toBe('es');
      expect(document.querySelector('header')!.closest('[lang]')!.getAttribute('lang'), spanish).toBe('es');
      expect(document.querySelector('footer')!.closest('[lang]')!.getAttribute('lang'), spanish).toBe('es');
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

/** The words an element shows and names, without what is hidden from everyone. */
const said = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ').trim();

/** Each element of the chrome whose words differ between English and Spanish, read from a built page. */
function chrome(path: string) {
  const document = page(path).document;
  const header = document.querySelector('header[data-site-header]')!;
  const footer = document.querySelector('footer#site-footer')!;
  const island = header.querySelector('astro-island[component-url*="MobileMenu"]')!;
  return {
    skip: said(document.querySelector('body > a[href="#main-content"]')!),
    menuButton: said(island.querySelector('.mobile-menu-button')!),
    menuProps: island.getAttribute('props') ?? '',
    nav: header.querySelectorAll('nav li > a').map(said),
    searches: header.querySelectorAll('[data-search-open]').map(said),
    footerHeadings: footer.querySelectorAll('nav h2').map(said),
    footerLinks: footer.querySelectorAll('nav li > a').map(said),
    // What keeps another language than the page's says which: its element or a parent carries `lang`.
    marked: [...header.querySelectorAll('[lang]'), ...footer.querySelectorAll('[lang]')].map(
      (element) => `${element.getAttribute('lang')} ${said(element)}`,
    ),
  };
}

describe('the chrome of a page in Spanish', () => {
  const english = chrome('/');
  const spanish = pairs.map((pair) => ({ path: pair.spanish, words: chrome(pair.spanish) }));

  it('speaks Spanish: the skip link, the menu’s button, the menu’s and the footer’s links, the search button', () => {
    const { search } = chromeWords('es');
    for (const { path, words } of spanish) {
      expect(words.skip, path).toBe(chromeWords('es').skipLink);
      expect(words.menuButton, path).toBe(chromeWords('es').openMenu);
      expect(words.menuProps, path).toContain(chromeWords('es').closeMenu);
      expect(words.searches, path).toEqual([search, search]);
      expect(words.footerHeadings, path).toEqual([chromeWords('es').explore, chromeWords('es').notices]);
      // Every page the menu and the footer name is named in Spanish, each its own way.
      const named = [...words.nav, ...words.footerLinks].filter((name) => name !== 'Español');
      expect(named.length, path).toBeGreaterThan(10);
      for (const name of named) {
        expect(
          english.nav.includes(name) || english.footerLinks.includes(name),
          `${path}: "${name}" is the English page's word`,
        ).toBe(name === 'Blog');
      }
    }
  });

  it('marks what stays English as English, and nothing else', () => {
    // The way back to English (wide and on a phone), the consultation's one label (the wide header's and
    // the menu's), and the practice's own words in the footer.
    const step = consultationStep('header');
    const consultation = `${step.label}${step.external ? ' (opens in a new tab)' : ''}`;
    const english = [
      'English',
      'English',
      consultation,
      consultation,
      PRACTICE.tagline,
      PRACTICE.signOff,
      SITE.attribution.label,
    ];
    for (const { path, words } of spanish) {
      const marks = words.marked.filter((mark) => !mark.startsWith('es '));
      expect(marks.sort(), path).toEqual(english.map((words) => `en ${words}`).sort());
    }
  });

  it('leaves the English pages’ chrome English, unmarked', () => {
    expect(english.skip).toBe(chromeWords('en').skipLink);
    expect(english.menuButton).toBe(chromeWords('en').openMenu);
    expect(english.marked.every((mark) => mark.startsWith('es '))).toBe(true);
  });
});
