/**
 * The page a view counts under: the page registry's path for an address the registry has, with any query
 * or fragment dropped (they can carry what a visitor typed), and OTHER_PAGE for any other address.
 */
import { pagePath } from '../pages/registry.ts';
import { OTHER_PAGE } from './figures.ts';
import { FROM_OUTSIDE } from './wire.ts';

/** The registry's pages, by path, with their kind. */
export type PageKinds = ReadonlyMap<string, string>;

export function countedPage(address: string, pages: PageKinds): string {
  const path = pagePath(address.split(/[?#]/, 1)[0]!);
  return pages.has(path) ? path : OTHER_PAGE;
}

/**
 * Where a contact page view or a message came from: a registry page, OTHER_PAGE, FROM_OUTSIDE (the page
 * before was not the site's), or `unknown` when nothing says (a form posted without JavaScript).
 */
export function countedOrigin(cameFrom: string | undefined, pages: PageKinds): string {
  if (!cameFrom) return 'unknown';
  if (cameFrom === FROM_OUTSIDE) return FROM_OUTSIDE;
  return cameFrom.startsWith('/') ? countedPage(cameFrom, pages) : OTHER_PAGE;
}
