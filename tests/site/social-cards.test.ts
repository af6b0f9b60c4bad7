import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FOUNDER } from '#practice';
import { sitePages } from '../../src/lib/pages/site-pages.ts';
import {
  CLIENT_DIR,
  attributeValues,
  builtPages,
  isErrorPage,
  isNoindex,
  type BuiltPage,
} from './built-site';

const pages = builtPages();
const publicPages = pages.filter((page) => !isErrorPage(page) && !isNoindex(page));

function meta(page: BuiltPage, key: string): string | undefined {
  return attributeValues(page.document, `meta[property="${key}"], meta[name="${key}"]`, 'content')[0];
}

/** The card a page's head tags name, as a file of the build. */
function cardOf(page: BuiltPage): { url: string; file: string } {
  const url = meta(page, 'og:image') ?? '';
  return { url, file: join(CLIENT_DIR, decodeURIComponent(new URL(url).pathname)) };
}

const expectedCard = (path: string) => `/og/${path === '/' ? 'index' : path.slice(1)}.png`;

describe('social cards', () => {
  it('are owed to every public page, each kind of the page registry among them', () => {
    const paths = publicPages.map((page) => page.path);
    const carded = sitePages().filter((entry) => entry.card);
    expect(paths).toEqual(carded.map((entry) => entry.path));
    // A founder's profile page is the one kind a practice may have none of.
    const kinds = [
      'home',
      'page',
      'legal',
      'listing',
      'article',
      'answer',
      ...(FOUNDER?.profilePath ? ['profile'] : []),
    ];
    for (const kind of kinds)
      expect(
        carded.some((entry) => entry.kind === kind),
        kind,
      ).toBe(true);
  });

  it.each(publicPages.map((page) => [page.path, page] as const))(
    '%s shares its own 1200 x 630 PNG card',
    async (path, page) => {
      const canonical = attributeValues(page.document, 'link', 'href').find((href) =>
        href.startsWith('http'),
      )!;
      const { url, file } = cardOf(page);
      expect(url).toBe(`${new URL(canonical).origin}${expectedCard(path)}`);
      expect(meta(page, 'twitter:image')).toBe(url);
      expect(meta(page, 'og:image:width')).toBe('1200');
      expect(meta(page, 'og:image:height')).toBe('630');
      expect(meta(page, 'og:image:alt')).toMatch(/\S/);
      expect(existsSync(file), `${path}: ${file} is missing`).toBe(true);
      const { format, width, height } = await sharp(file).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
    },
  );

  it('differ from page to page', () => {
    const byHash = new Map<string, string>();
    for (const page of publicPages) {
      const hash = createHash('sha256')
        .update(readFileSync(cardOf(page).file))
        .digest('hex');
      expect(byHash.get(hash), `${page.path} has the same card as ${byHash.get(hash)}`).toBeUndefined();
      byHash.set(hash, page.path);
    }
  });

  it("show an article's artwork beside its title, and no artwork where a page has none", async () => {
    /** How much the card's right-hand strip varies: artwork varies, a plain background does not. */
    const variation = async (path: string) => {
      const page = pages.find((candidate) => candidate.path === path)!;
      // stats() reads its input as it is, so the strip is cut out first.
      const strip = await sharp(cardOf(page).file)
        .extract({ left: 800, top: 40, width: 400, height: 590 })
        .toBuffer();
      const { channels } = await sharp(strip).stats();
      return Math.max(...channels.map((channel) => channel.stdev));
    };
    const article = publicPages.find((page) => page.path.startsWith('/blog/') && page.path !== '/blog/page')!;
    expect(await variation(article.path)).toBeGreaterThan(10);
    expect(await variation('/answers')).toBeLessThan(1);
  });

  it('are not made for error pages and pages kept out of search engines, which share the default card', () => {
    const others = pages.filter((page) => isErrorPage(page) || isNoindex(page));
    expect(others.length).toBeGreaterThan(0);
    for (const page of others) expect(new URL(cardOf(page).url).pathname, page.path).toBe('/og-default.png');
  });
});
