/**
 * An unknown article or answer address leads back to its library instead of a
 * dead end. Used by the Node server (an HTTP redirect) and by the 404 page on static hosts.
 */
// Written here, not imported: the not-found page's one small script stays a single file of its own.
const LIBRARIES = ['/blog', '/answers'] as const;

export function fallbackRedirect(pathname: string): string | null {
  for (const library of LIBRARIES) {
    if (pathname.startsWith(`${library}/`) && pathname.length > library.length + 1) return library;
  }
  return null;
}
