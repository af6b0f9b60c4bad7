import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client');

/** Pages that exist but are kept out of the sitemap (noindex). */
export const NOINDEX_ROUTES = [
  '/thank-you',
  '/intake',
  '/preview',
  '/subscribe',
  '/contact/sent',
  '/contact/not-sent',
  '/search',
];

/** Every public page of the built site, from its sitemap: the routes the browser tests visit. */
export function sitemapRoutes(): string[] {
  const files = readdirSync(clientDir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const routes = new Set<string>();
  for (const file of files) {
    const xml = readFileSync(join(clientDir, file), 'utf8');
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) routes.add(new URL(loc!).pathname);
  }
  return [...routes].sort();
}

export function allRoutes(): string[] {
  return [...sitemapRoutes(), ...NOINDEX_ROUTES];
}
