/**
 * The sitemap, from the page registry (src/lib/pages/registry.ts): @astrojs/sitemap lists the built
 * pages, leaving out those the registry keeps from search engines, and gives each URL its `<lastmod>`,
 * the registry's date of its last change (a piece's `updated` date, else its published one; a notice's
 * effective date; a listing's newest piece; a page's own entry), never the build's time. Each article's
 * and answer's URL also names its picture as `<image:image>`: an article's artwork as its structured
 * data gives it, an answer's own social card (answers have no artwork), both absolute URLs of built files.
 * A page with a version in another language (the home page and /es) lists both as hreflang links.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap, { type SitemapItem } from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import type { HTMLElement } from 'node-html-parser';
import { parseHtml } from '../lib/built-pages.ts';
import { SITE } from '#practice';
import { isBookingPage } from '../lib/booking/booking-pages.ts';
import { isNoindexPath, languageVersions, type PageEntry } from '../lib/pages/registry.ts';
import { sitePages } from '../lib/pages/site-pages.ts';
import { absoluteUrl } from '../lib/structured-data.ts';

/** The schema.org types whose `image` is the page's own picture. */
const PICTURED_TYPES = new Set(['BlogPosting', 'Article']);

/** The picture of an article (its structured data's image) or an answer (its social card), or undefined. */
function pictureOf(entry: PageEntry, document: HTMLElement): string | undefined {
  if (entry.kind === 'article') {
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      const data = JSON.parse(script.rawText) as { '@type'?: string; image?: string | { url?: string } };
      if (!data['@type'] || !PICTURED_TYPES.has(data['@type'])) continue;
      const image = typeof data.image === 'string' ? data.image : data.image?.url;
      if (image) return image;
    }
  }
  return document.querySelector('meta[property="og:image"]')?.getAttribute('content');
}

/** A sitemap item as the sitemap library writes it: `img` is its image extension. */
type ItemWithImages = SitemapItem & { img?: { url: string }[] };

export function registrySitemap(): AstroIntegration[] {
  let root = process.cwd();
  let clientDir = '';
  let entries: Map<string, PageEntry> | undefined;
  const entryOf = (path: string) => {
    entries ??= new Map(sitePages(root).map((entry) => [entry.path, entry]));
    return entries.get(path);
  };
  return [
    {
      name: 'registry-sitemap-paths',
      hooks: {
        'astro:config:done': ({ config }) => {
          root = fileURLToPath(config.root);
          clientDir = fileURLToPath(config.build.client);
        },
      },
    },
    sitemap({
      // The booking's pages are rendered on each request and never indexed: they have no registry entry.
      filter: (page) => !isNoindexPath(new URL(page).pathname) && !isBookingPage(new URL(page).pathname),
      serialize(item): ItemWithImages {
        const path = new URL(item.url).pathname.replace(/\/$/, '') || '/';
        const entry = entryOf(path);
        if (!entry)
          throw new Error(`sitemap: ${path} is not in the page registry (src/lib/pages/registry.ts)`);
        // Only a listing with nothing listed yet has no date: it goes without one rather than with the build's.
        const serialised: ItemWithImages = entry.lastModified
          ? { ...item, lastmod: entry.lastModified }
          : { ...item };
        const versions = languageVersions(path, SITE.locale);
        if (versions.length > 0) {
          serialised.links = versions.map((version) => ({
            lang: version.locale,
            url: absoluteUrl(SITE, version.path),
          }));
        }
        if (entry.kind === 'article' || entry.kind === 'answer') {
          const file = join(clientDir, `${path.slice(1)}.html`);
          const picture = pictureOf(entry, parseHtml(readFileSync(file, 'utf8')));
          if (!picture) throw new Error(`sitemap: ${path} has no picture`);
          serialised.img = [{ url: picture }];
        }
        return serialised;
      },
    }),
  ];
}
