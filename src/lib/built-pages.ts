/**
 * How the steps that run over the built site (the search index, the social cards' check, the site
 * tests) read a page: parsed with node-html-parser, its address from its file by the page registry's
 * one rule (pagePath), and whether it asks search engines to leave it out.
 */
import { parse, type HTMLElement } from 'node-html-parser';

// Scripts and styles stay text; everything else is parsed, a <noscript>'s content included (the site puts styles there).
const RAW_TEXT = { script: true, style: true };

/** A built page's document, read through CSS selectors; attribute values and text come back decoded. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { blockTextElements: RAW_TEXT });
}

/** Whether a page asks search engines to leave it out (`<meta name="robots" content="noindex">`). */
export function asksNoindex(document: HTMLElement): boolean {
  return document.querySelector('meta[name="robots"][content*="noindex"]') !== null;
}
