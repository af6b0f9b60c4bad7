/**
 * How the steps that run over the built site (the search index, the social cards' check) read a page:
 * its public address from its file, and whether it asks search engines to leave it out.
 */

/** The public address of a built file: `blog/x.html` is `/blog/x`, `index.html` is `/`. */
export function pathOfHtmlFile(file: string): string {
  const path = `/${file.replaceAll('\\', '/')}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return path === '' ? '/' : path;
}

/** Whether a page's HTML asks search engines to leave it out (`<meta name="robots" content="noindex">`). */
export function asksNoindex(html: string): boolean {
  return /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html);
}
