import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { HTMLElement, Node } from 'node-html-parser';
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

/** Every file of a build's client folder (the site's own build unless told), by its path inside it. */
export function builtFiles(dir = CLIENT_DIR): string[] {
  return walk(dir).map((file) => relative(dir, file).split('\\').join('/'));
}

/** Every page of a build's client folder (the site's own build unless told), parsed, by its address. */
export function builtPages(dir = CLIENT_DIR): BuiltPage[] {
  return builtFiles(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(join(dir, file), 'utf8');
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

/** Elements whose text runs on into the words beside them; every other element stands apart. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);

/**
 * A node's text as a reader meets it: inline elements run on into the words beside them, every other
 * element stands apart (a space either side).
 */
export function readerText(node: Node): string {
  if (node.nodeType === 3) return node.text;
  if (node.nodeType !== 1) return '';
  const element = node as HTMLElement;
  const inner = element.childNodes.map(readerText).join('');
  return INLINE.has(element.rawTagName.toLowerCase()) ? inner : ` ${inner} `;
}
