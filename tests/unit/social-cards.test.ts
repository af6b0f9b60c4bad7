import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { cachedCard } from '../../src/lib/social-cards/cache.ts';
import { checkSocialCards } from '../../src/lib/social-cards/check.ts';
import { CARD_COLOURS } from '../../src/lib/social-cards/draw.ts';
import { cardPath } from '../../src/lib/social-cards/paths.ts';
import { cardStats, resetCardStats } from '../../src/lib/social-cards/stats.ts';

const SITE_URL = 'https://practice.example';
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'social-cards-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('card addresses', () => {
  it('put each page card under /og, the home page as index', () => {
    expect(cardPath('/')).toBe('/og/index.png');
    expect(cardPath('/about')).toBe('/og/about.png');
    expect(cardPath('/blog/page/2')).toBe('/og/blog/page/2.png');
  });
});

describe('the card drawing', () => {
  it("uses the site's palette: the practice's colours from its theme, the neutrals as global.css defines them", () => {
    const css = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'styles', 'global.css'), 'utf8');
    const theme = /@theme \{([\s\S]*?)\n\}/.exec(css)![1]!;
    const practice: Record<string, string> = PRACTICE.theme.light;
    for (const [name, value] of Object.entries(CARD_COLOURS)) {
      const role = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      if (name in practice) {
        expect(value, name).toBe(practice[name]);
        expect(theme, role).toContain(`--color-${role}: var(--practice-${role});`);
      } else {
        expect(theme, role).toContain(`--color-${role}: ${value};`);
      }
    }
  });
});

describe('the card cache', () => {
  it('draws a card once, then serves it from the cache until its inputs change', async () => {
    const cache = join(work, 'cache');
    resetCardStats(cache);
    const card = { path: '/faq', title: 'Frequently Asked Questions', kind: 'Before you call' };

    const first = await cachedCard(card);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(readdirSync(cache)).toHaveLength(1);

    const again = await cachedCard(card);
    expect(again.equals(first)).toBe(true);
    expect(cardStats()).toMatchObject({ drawn: 1, fromCache: 1 });

    const retitled = await cachedCard({ ...card, title: 'Questions Families Ask' });
    expect(retitled.equals(first)).toBe(false);
    expect(cardStats()).toMatchObject({ drawn: 2, fromCache: 1 });
    expect(readdirSync(cache)).toHaveLength(2);
  });
});

describe("the build's check", () => {
  const head = (path: string, title: string) => {
    const image = `${SITE_URL}${cardPath(path)}`;
    return `<html><head><meta property="og:title" content="${title}"><meta property="og:image" content="${image}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta property="og:image:alt" content="${title}"><meta name="twitter:image" content="${image}"></head></html>`;
  };
  const write = (dir: string, file: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  };

  it('names each public page without its own card, and leaves noindex and error pages alone', async () => {
    const dist = join(work, 'dist');
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    write(dist, 'index.html', head('/', 'Home'));
    write(dist, 'og/index.png', png);
    write(dist, 'blog/new-piece.html', head('/blog/new-piece', 'A New Piece'));
    write(dist, 'about.html', head('/about', 'About Us').replace(/og\/about\.png/g, 'og-default.png'));
    write(dist, 'og/about.png', png);
    write(dist, 'thank-you.html', '<meta name="robots" content="noindex">');
    write(dist, '404.html', '<title>Not found</title>');

    expect(checkSocialCards(dist, SITE_URL, new Map([['/', 'Home']]))).toEqual([
      `/about: og:image is ${SITE_URL}/og-default.png, not its card ${SITE_URL}/og/about.png`,
      '/about: twitter:image is not its card',
      '/blog/new-piece: has no social card (/og/blog/new-piece.png); add the page to src/lib/social-cards/pages.ts',
    ]);
    expect(checkSocialCards(dist, SITE_URL, new Map([['/', 'Welcome']]))).toContain(
      '/: its card says "Welcome" but the page\'s title is "Home" (src/lib/social-cards/pages.ts)',
    );
  });
});
