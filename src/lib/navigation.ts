import { headerLinks, pagePath, type NavLink } from './pages/registry.ts';

export type { NavLink };

/** The header's links, in order: the page registry's header slots. */
export const NAV_LINKS: readonly NavLink[] = headerLinks();

/**
 * The active-link rule: Home is active only on an exact match; any other link is
 * active on its own path and on every path beneath it (/answers is active on /answers/how-to-let-go),
 * but not on a path that merely starts with the same letters (/about is not active on /aboutus).
 */
export function isActiveLink(linkHref: string, currentPath: string): boolean {
  const link = pagePath(linkHref);
  const current = pagePath(currentPath);
  if (link === '/') return current === '/';
  return current === link || current.startsWith(`${link}/`);
}
