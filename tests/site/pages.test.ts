import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT } from '../../src/lib/contact/contact-endpoint.ts';
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
const files = new Set(builtFiles());
const ON_DEMAND = [CONTACT_ENDPOINT];

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
  it('has every route the site promises', () => {
    const paths = pages.map((p) => p.path);
    for (const route of [
      '/',
      '/about',
      '/therapists',
      '/dr-miriam-hale',
      '/services',
      '/fees',
      '/faq',
      '/contact',
      '/thank-you',
      '/intake',
      '/preview',
      '/subscribe',
      '/good-faith-estimate',
      '/hipaa-notice',
      '/privacy',
      '/terms',
      '/notice-of-rights',
      '/accessibility',
      '/answers',
      '/404',
      '/500',
    ]) {
      expect(paths, route).toContain(route);
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
        expect(canonical, page.file).toBe(`https://livedeeply.example${page.path === '/' ? '/' : page.path}`);
      }
      expect(page.document.querySelectorAll('h1').length, page.file).toBe(1);
    }
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
        if (
          /^(https?:|mailto:|tel:|sms:|data:)/.test(address) &&
          !address.startsWith('https://livedeeply.example')
        )
          continue;
        const local = address.replace('https://livedeeply.example', '') || '/';
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
  const EXPECTED: Array<[RegExp, string[]]> = [
    [/^\/blog\/[^/]+$/, ['MedicalClinic', 'BlogPosting', 'BreadcrumbList']],
    [/^\/answers\/[^/]+$/, ['MedicalClinic', 'Article', 'BreadcrumbList']],
    [/^\/blog$/, ['MedicalClinic', 'Blog']],
    [/^\/dr-miriam-hale$/, ['MedicalClinic', 'ProfilePage', 'BreadcrumbList']],
    [/.*/, ['MedicalClinic']],
  ];

  it('parses on every page and has the schema.org types of its kind of page', () => {
    for (const page of pages.filter((p) => !isErrorPage(p))) {
      const types = jsonLdBlocks(page).map((block) => {
        const data = JSON.parse(block) as { '@context': string; '@type': string };
        expect(data['@context'], page.file).toBe('https://schema.org');
        return data['@type'];
      });
      const expected = EXPECTED.find(([pattern]) => pattern.test(page.path))![1];
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

  it('robots.txt allows crawling, assets included, and points at the sitemap', () => {
    const robots = readFileSync(join(CLIENT_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/User-agent: \*/);
    expect(robots).not.toMatch(/Disallow: \/_astro/);
    expect(robots).toContain('Sitemap: https://livedeeply.example/sitemap-index.xml');
  });
});
