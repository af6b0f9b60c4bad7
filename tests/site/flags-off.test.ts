import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from './built-site';
import { problemsWithoutBooking } from './consultation-controls';
import { buildSmallLibrary, SMALL_PRACTICE as PRACTICE, type SmallBuild } from './small-library-build';

const FLAGS = [
  'BLOG_SYSTEM',
  'CONTACT_FORMS',
  'SCHEMA_MARKUP',
  'IMAGE_OPTIMIZATION',
  'STATIC_SEO_FILES',
  'PERFORMANCE_TRACKING',
  'ANALYTICS',
  'ONLINE_BOOKING',
];
let build: SmallBuild;
let client = '';

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}
const pages = () => files(client).filter((file) => file.endsWith('.html'));
const html = (file: string) => readFileSync(join(client, file), 'utf8');

// The site configuration's feature flags must really switch their features at build time, or an
// operator's switch lies: the second practice's small library, every flag off.
beforeAll(() => {
  build = buildSmallLibrary('flags-off-', {
    env: Object.fromEntries(FLAGS.map((flag) => [`FEATURE_${flag}`, 'off'])),
  });
  client = build.client;
}, 620_000);

afterAll(() => rmSync(build.copy, { recursive: true, force: true }), 60_000);

describe('a build with every feature flag off', () => {
  it('passes', () => {
    expect(build.status, build.output.slice(-2000)).toBe(0);
    expect(pages().length).toBeGreaterThan(20);
  });

  it('has no blog: no blog pages, no feed, no link to either', () => {
    expect(pages().filter((file) => file.startsWith('blog'))).toEqual([]);
    expect(existsSync(join(client, 'rss.xml'))).toBe(false);
    for (const file of pages()) {
      expect(html(file), file).not.toMatch(/href="\/blog[/"]/);
      expect(html(file), file).not.toContain('/rss.xml');
    }
  });

  it('has no contact form, and the contact page still gives the email and phone', () => {
    const contact = html('contact.html');
    expect(contact).not.toMatch(/<form\b/);
    expect(contact).toContain(`mailto:${PRACTICE.email}`);
    expect(contact).toContain(`tel:${PRACTICE.phone.tel}`);
  });

  it('books nowhere: no page leads to the booking page, which a static host could not serve', () => {
    for (const file of pages()) expect(/href="\/book[?"][^>]*>/.exec(html(file))?.[0], file).toBeUndefined();
  });

  it('keeps every consultation button’s words and destination: the scheduling page in a new tab, or the contact page', () => {
    expect(problemsWithoutBooking(builtPages(client), PRACTICE)).toEqual([]);
  });

  it('has no structured data', () => {
    for (const file of pages()) expect(html(file), file).not.toContain('application/ld+json');
  });

  it('has no sitemap, robots.txt or feed', () => {
    const top = readdirSync(client);
    expect(top.filter((name) => /^sitemap|^robots\.txt$|^rss\.xml$/.test(name))).toEqual([]);
  });

  it('serves plain images: no <picture>, no generated AVIF or WebP', () => {
    for (const file of pages()) expect(html(file), file).not.toContain('<picture');
    expect(files(client).filter((file) => /\.(avif|webp)$/.test(file))).toEqual([]);
    // Every picture a page shows is the original file, as imported (the drawings are inline SVG).
    for (const file of pages())
      for (const [, src] of html(file).matchAll(/<img [^>]*?src="([^"]+)"/g))
        expect(src, file).toMatch(/^\/_astro\/[\w-]+\.[\w-]+\.(jpe?g|png|svg)$/);
  });

  it('ships no web-vitals reporting and no counting beacon on any page', () => {
    for (const file of pages()) {
      for (const [, src] of html(file).matchAll(/<script type="module" src="([^"]+)"/g)) {
        const script = readFileSync(join(client, src!), 'utf8');
        expect(script, `${file} loads ${src}`).not.toMatch(/onINP|web-vitals|sendBeacon/);
      }
      for (const [, inline] of html(file).matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)) {
        expect(inline, `${file} inlines the vitals loader or the beacon`).not.toMatch(
          /onINP|web-vitals|sendBeacon/,
        );
      }
    }
  });
});
