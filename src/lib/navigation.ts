export interface NavLink {
  href: string;
  label: string;
}

/** The header's and footer's seven links, in order. */
export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/therapists', label: 'Our Therapists' },
  { href: '/services', label: 'Services' },
  { href: '/answers', label: 'Answers' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact', label: 'Contact' },
];

/**
 * The public address of a page. At build time Astro reports a page built to about.html as
 * "/about.html" (build.format "file"); visitors, canonical links and the sitemap use "/about".
 */
export function pagePath(pathname: string): string {
  const trimmed = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a page is kept out of search engines (its robots meta and the sitemap), by its address. */
export function isNoindexPath(noindexPaths: readonly string[], pathname: string): boolean {
  return noindexPaths.includes(pagePath(pathname));
}

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
