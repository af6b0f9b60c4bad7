import { join } from 'node:path';
import { readContent } from '../../src/lib/content-check/check-content.ts';
import { piecePath } from '../../src/lib/content/collections.ts';
import { noindexPaths, type PageKind } from '../../src/lib/pages/registry.ts';
import { sitePages } from '../../src/lib/pages/site-pages.ts';

/** Pages that exist but are kept out of search engines and the sitemap: the page registry's. */
export const NOINDEX_ROUTES = noindexPaths();

/**
 * Every page of the site, from the page registry (src/lib/pages/registry.ts): the routes the browser
 * tests visit. The error pages are left out: they answer an unknown address, which the tests visit instead.
 */
export function allRoutes(): string[] {
  return sitePages()
    .filter((entry) => entry.kind !== 'error')
    .map((entry) => entry.path);
}

/** The pages of one kind (every article, every listing page...), by address. */
export function routesOfKind(kind: PageKind): string[] {
  return sitePages()
    .filter((entry) => entry.kind === kind)
    .map((entry) => entry.path);
}

/**
 * The practice's published pieces of a collection (no draft, none scheduled), in address order, with
 * what their files say: the frontmatter as written and the file's text.
 */
export function publishedPieces(collection: 'blog' | 'answers') {
  const published = new Set(routesOfKind(collection === 'blog' ? 'article' : 'answer'));
  return readContent(join(import.meta.dirname, '..', '..'), { body: false })
    .filter((file) => file.collection === collection)
    .map((file) => ({ path: piecePath(collection, file.id), data: file.data ?? {}, source: file.source }))
    .filter((piece) => published.has(piece.path));
}
