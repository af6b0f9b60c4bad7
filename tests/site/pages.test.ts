import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { SITE, PRACTICE } from '#practice';
import { BOOKING_PATH } from '../../src/lib/booking/booking-fields.ts';
import { CONTACT_ENDPOINT } from '../../src/lib/contact/contact-endpoint.ts';
import { LISTINGS } from '../../src/lib/pages/registry.ts';
import { sitePages } from '../../src/lib/pages/site-pages.ts';
import { parseHtml } from '../../src/lib/built-pages.ts';
import { literal } from '../practice.ts';
import {
  CLIENT_DIR,
  attributeValues,
  builtFiles,
  builtPages,
  isErrorPage,
  isNoindex,
  jsonLdBlocks,
  type BuiltPage,
} from './built-site';

const pages = builtPages();
const registered = sitePages();
const files = new Set(builtFiles());
// Answered by the server on each request: the contact endpoint and the booking page.
const ON_DEMAND = [CONTACT_ENDPOINT, BOOKING_PATH];

/** Does a same-origin address resolve to something the site serves? */
function resolves(address: string): boolean {
  const path = decodeURIComponent(address.split('#')[0]!.split('?')[0]!);
  if (path === '/' || ON_DEMAND.includes(path)) return true;
  const file = path.replace(/^\//, '');
  return files.has(file) || files.has(`${file}.html`) || files.has(`${file}/index.html`);
}

function idsOf(page: BuiltPage): Set<string> {
  return new Set(page.document.querySelectorAll('[id]').map((element) => element.id));
}

describe('the built site', () => {
  it('has every page of the page registry, and no page the registry does not know', () => {
    const built = pages.map((p) => p.path);
    expect(built).toEqual(registered.map((entry) => entry.path));
  });

  it('gives every page the title the registry gives it', () => {
    const titles = new Map(registered.map((entry) => [entry.path, entry.title]));
    for (const page of pages) {
      const title = page.document.querySelector('title')?.text.trim() ?? '';
      const expected = titles.get(page.path)!;
      // The head writes "<title> | <site name>", or the site name alone on the home page.
      expect(title === expected || title.startsWith(`${expected} | `), `${page.path}: ${title}`).toBe(true);
    }
  });

  it('is valid HTML (html-validate, standard and a11y rules)', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateFile(join(CLIENT_DIR, page.file));
      for (const result of report.results) {
        for (const message of result.messages) {
          // Astro itself writes <style>astro-island{display:contents}</style> beside the first island.
          if (message.ruleId === 'element-permitted-content' && message.message.startsWith('<style>'))
            continue;
          problems.push(`${page.file}: ${message.ruleId}: ${message.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every page a title, a description, a canonical URL and exactly one h1', () => {
    for (const page of pages) {
      expect(page.document.querySelector('title')?.text.trim().length, page.file).toBeGreaterThanOrEqual(3);
      const description = attributeValues(page.document, 'meta[name="description"]', 'content');
      expect(description[0]?.length, page.file).toBeGreaterThanOrEqual(40);
      if (!isErrorPage(page)) {
        const canonical = attributeValues(page.document, 'link[rel="canonical"]', 'href')[0];
        expect(canonical, page.file).toBe(`${SITE.url}${page.path === '/' ? '/' : page.path}`);
      }
      expect(page.document.querySelectorAll('h1').length, page.file).toBe(1);
    }
  });

  it('keeps a space between a link and the words around it (a line break beside it in the markup is dropped)', () => {
    const joined = (html: string) =>
      [...html.matchAll(/\p{L}<a\s[^>]*>|<\/a>\p{L}/gu)].map((match) =>
        html.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30),
      );
    const found = pages.flatMap((page) =>
      joined(page.html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')).map(
        (text) => `${page.file}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
    expect(joined('reach us at<a href="tel:1">1</a> or')).toHaveLength(1);
    expect(joined('reach us at <a href="tel:1">1</a>, or')).toEqual([]);
  });

  it("describes the home page with the practice's words for search engines", () => {
    const home = pages.find((page) => page.path === '/')!;
    const [description] = attributeValues(home.document, 'meta[name="description"]', 'content');
    expect(description).toBe(PRACTICE.metaDescription ?? PRACTICE.description);
  });

  it('links only to pages and assets that exist, and to anchors that exist', () => {
    const broken: string[] = [];
    const ids = new Map(pages.map((p) => [p.path, idsOf(p)]));
    for (const page of pages) {
      const addresses = [
        ...attributeValues(page.document, 'a', 'href'),
        ...attributeValues(page.document, 'link', 'href'),
        ...attributeValues(page.document, 'script', 'src'),
        ...attributeValues(page.document, 'img', 'src'),
        ...attributeValues(page.document, 'source', 'srcset').flatMap((set) =>
          set.split(',').map((s) => s.trim().split(' ')[0]!),
        ),
        ...attributeValues(page.document, 'img', 'srcset').flatMap((set) =>
          set.split(',').map((s) => s.trim().split(' ')[0]!),
        ),
        ...attributeValues(page.document, 'astro-island', 'component-url'),
        ...attributeValues(page.document, 'astro-island', 'renderer-url'),
      ];
      for (const address of addresses) {
        if (/^(https?:|mailto:|tel:|sms:|data:)/.test(address) && !address.startsWith(SITE.url)) continue;
        const local = address.replace(SITE.url, '') || '/';
        if (local.startsWith('#')) {
          if (local.length > 1 && !ids.get(page.path)?.has(local.slice(1)))
            broken.push(`${page.file}: ${address}`);
          continue;
        }
        if (!resolves(local)) {
          broken.push(`${page.file}: ${address}`);
          continue;
        }
        const [target, anchor] = local.split('#');
        if (anchor && ids.has(target!) && !ids.get(target!)!.has(anchor))
          broken.push(`${page.file}: ${address}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('holds the first paint of every page in the site layout until its first screen is read', () => {
    const kinds = new Map(registered.map((entry) => [entry.path, entry.kind]));
    const marked: string[] = [];
    const waiting = pages
      .filter((page) => page.document.querySelector('link[rel="expect"][blocking="render"]'))
      .map((page) => {
        // The paint waits for one marker: main's last child, or after the footer on a brief page, unless
        // the page marks its first screen's end in main itself (where a phone's largest paint is: a
        // browser test in tests/e2e/first-screen.spec.ts holds that).
        const target = page.document.querySelector('link[rel="expect"]')!.getAttribute('href')!;
        const markers = page.document.querySelectorAll(target);
        expect(markers.length, `${page.file}: ${target}`).toBe(1);
        const marker = markers[0]!;
        const before = marker.previousElementSibling;
        const atEnd =
          page.document.querySelector('main')?.lastElementChild === marker ||
          before?.tagName === 'FOOTER' ||
          before?.querySelector('footer') != null;
        if (!atEnd) {
          expect(marker.closest('main'), `${page.file}: ${target} in main`).not.toBeNull();
          marked.push(page.path);
        }
        return page.path;
      });
    expect(marked.sort()).toEqual(['/contact', '/fees', '/therapists']);
    const expected = pages.filter((page) => kinds.get(page.path) !== 'error').map((page) => page.path);
    expect(expected).toContain('/contact');
    expect(waiting.sort()).toEqual(expected.sort());
  });

  it('loads nothing from another origin before a click', () => {
    const offenders: string[] = [];
    for (const page of pages) {
      const loaded = [
        ...attributeValues(page.document, 'script', 'src'),
        ...attributeValues(page.document, 'img', 'src'),
        ...attributeValues(page.document, 'iframe', 'src'),
        ...attributeValues(page.document, 'source', 'srcset'),
        ...attributeValues(page.document, 'link[rel="stylesheet"]', 'href'),
        ...attributeValues(page.document, 'link[rel="preload"]', 'href'),
        ...attributeValues(page.document, 'link[rel="icon"]', 'href'),
        ...[...page.html.matchAll(/url\(["']?(https?:[^"')]+)/g)].map((m) => m[1]!),
      ];
      for (const address of loaded)
        if (/^(https?:)?\/\//.test(address)) offenders.push(`${page.file}: ${address}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('structured data', () => {
  // By the page registry's kind; the blog's first page describes the whole blog.
  const kinds = new Map(registered.map((entry) => [entry.path, entry.kind]));
  const expectedTypes = (path: string): string[] => {
    if (path === LISTINGS.blog.path) return ['MedicalClinic', 'Blog'];
    const kind = kinds.get(path);
    if (kind === 'article') return ['MedicalClinic', 'BlogPosting', 'BreadcrumbList'];
    if (kind === 'answer') return ['MedicalClinic', 'Article', 'BreadcrumbList'];
    if (kind === 'profile') return ['MedicalClinic', 'ProfilePage', 'BreadcrumbList'];
    return ['MedicalClinic'];
  };

  it('parses on every page and has the schema.org types of its kind of page', () => {
    for (const page of pages.filter((p) => !isErrorPage(p))) {
      const types = jsonLdBlocks(page).map((block) => {
        const data = JSON.parse(block) as { '@context': string; '@type': string };
        expect(data['@context'], page.file).toBe('https://schema.org');
        return data['@type'];
      });
      const expected = expectedTypes(page.path);
      for (const type of expected) expect(types, `${page.file} has ${type}`).toContain(type);
      expect(types, page.file).not.toContain('Psychologist');
    }
  });
});

describe('sitemap and robots', () => {
  const sitemapFile = join(CLIENT_DIR, 'sitemap-0.xml');

  it('lists every public page and no noindex page', () => {
    expect(existsSync(sitemapFile)).toBe(true);
    const listed = new Set(
      [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]!).pathname,
      ),
    );
    for (const page of pages.filter((p) => !isErrorPage(p))) {
      expect(listed.has(page.path), `${page.path} ${isNoindex(page) ? 'is noindex' : 'is public'}`).toBe(
        !isNoindex(page),
      );
    }
  });

  it("dates every URL with its page's last change and names each article's and answer's picture", () => {
    const sitemap = parseHtml(readFileSync(sitemapFile, 'utf8'));
    const byPath = new Map(registered.map((entry) => [entry.path, entry]));
    const urls = sitemap.querySelectorAll('url');
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const path = new URL(url.querySelector('loc')!.text).pathname;
      const entry = byPath.get(path);
      expect(entry, path).toBeDefined();
      // The registry's date of the page's last change (a piece's updated date), never the build's time.
      expect(url.querySelector('lastmod')?.text, path).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(url.querySelector('lastmod')!.text.slice(0, 10), path).toBe(entry!.lastModified);
      const images = url.querySelectorAll('image\\:loc').map((loc) => loc.text);
      if (entry!.kind === 'article' || entry!.kind === 'answer') {
        expect(images, path).toHaveLength(1);
        expect(images[0], path).toMatch(new RegExp(`^${literal(SITE.url)}/`));
        expect(resolves(new URL(images[0]!).pathname), `${path}: ${images[0]}`).toBe(true);
      } else {
        expect(images, path).toEqual([]);
      }
    }
  });

  it('robots.txt allows crawling, assets included, and points at the sitemap', () => {
    const robots = readFileSync(join(CLIENT_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/User-agent: \*/);
    expect(robots).not.toMatch(/Disallow: \/_astro/);
    expect(robots).toContain(`Sitemap: ${SITE.url}/sitemap-index.xml`);
  });
});
