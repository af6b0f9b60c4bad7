import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { asksNoindex, parseHtml } from '../../src/lib/built-pages.ts';
import { pagePath } from '../../src/lib/pages/registry.ts';

/** The static output the checks read: every page as it will be deployed. */
export const CLIENT_DIR = join(import.meta.dirname, '..', '..', 'dist', 'client');

export interface BuiltPage {
  /** Public address: /about for about.html, / for index.html. */
  path: string;
  file: string;
  html: string;
  /** The parsed document, read through CSS selectors (script and style contents kept as written). */
  document: HTMLElement;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function builtFiles(): string[] {
  return walk(CLIENT_DIR).map((file) => relative(CLIENT_DIR, file).split('\\').join('/'));
}

export function builtPages(): BuiltPage[] {
  return builtFiles()
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(join(CLIENT_DIR, file), 'utf8');
      return { path: pagePath(file), file, html, document: parseHtml(html) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The error pages answer errors; they are not pages of the site. */
export const isErrorPage = (page: BuiltPage) => page.path === '/404' || page.path === '/500';

export const isNoindex = (page: BuiltPage) => asksNoindex(page.document);

/** The values of `attribute` on the elements `selector` matches, entities decoded, in document order. */
export function attributeValues(root: HTMLElement, selector: string, attribute: string): string[] {
  return root
    .querySelectorAll(selector)
    .map((element) => element.getAttribute(attribute))
    .filter((value) => value !== undefined);
}

export function jsonLdBlocks(page: BuiltPage): string[] {
  return page.document.querySelectorAll('script[type="application/ld+json"]').map((script) => script.rawText);
}
