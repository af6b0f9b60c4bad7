import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { CLIENT_DIR, attributeValues, type BuiltPage } from './built-site';

/** What one page costs a visitor, compressed with brotli as the server sends it. */
export interface PageWeight {
  path: string;
  /** The document as served, its inline styles and scripts included. */
  html: number;
  /** The page's styles: its inline <style> blocks (already counted in html) plus any linked stylesheet. */
  css: number;
  /**
   * Scripts that run without any interaction: the page's inline scripts (Astro's island loader, the
   * client directives, the small page scripts) and those fetched on load: module scripts and islands
   * hydrated on load, idle, visible or media.
   */
  js: number;
  /** Islands fetched on the visitor's first tap or focus inside them (`client:interaction`), counted apart. */
  interactionJs: number;
  /** The largest image file the page references (any size or format it may choose). */
  largestImage: number;
  largestImageFile: string;
}

const cache = new Map<string, Buffer>();
function read(address: string): Buffer {
  const file = address.replace(/^\//, '').split('?')[0]!;
  if (!cache.has(file)) cache.set(file, readFileSync(join(CLIENT_DIR, file)));
  return cache.get(file)!;
}

const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A script and every module it imports statically (dynamic imports load later, on demand). */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = read(entry).toString('utf8');
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  for (const match of source.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.\.?\/[^"']+)["']/g,
  )) {
    seen.add(new URL(match[1]!, `http://x${base}`).pathname);
    moduleGraph(new URL(match[1]!, `http://x${base}`).pathname, seen);
  }
  return seen;
}

/** The scripts of the page's islands that hydrate on interaction (or, with `interaction` false, without it). */
function islandEntries(html: string, interaction: boolean): string[] {
  const entries: string[] = [];
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = match[0];
    if (/\sclient="interaction"/.test(tag) !== interaction) continue;
    entries.push(
      ...attributeValues(tag, 'astro-island', 'component-url'),
      ...attributeValues(tag, 'astro-island', 'renderer-url'),
    );
  }
  return entries;
}

function scriptBytes(entries: string[], exclude = new Set<string>()): { bytes: number; files: Set<string> } {
  const files = new Set<string>();
  for (const entry of entries) for (const file of moduleGraph(entry)) files.add(file);
  let bytes = 0;
  for (const file of files) if (!exclude.has(file)) bytes += brotli(read(file));
  return { bytes, files };
}

export function measurePage(page: BuiltPage): PageWeight {
  const moduleScripts = attributeValues(page.html, 'script type="module"', 'src');
  const first = scriptBytes([...moduleScripts, ...islandEntries(page.html, false)]);
  const inlineScripts = [...page.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , body]) => body)
    .join('\n');
  const onInteraction = scriptBytes(islandEntries(page.html, true), first.files);
  const inlineStyles = [...page.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const css =
    (inlineStyles ? brotli(inlineStyles) : 0) +
    attributeValues(page.html, 'link rel="stylesheet"', 'href').reduce(
      (sum, href) => sum + brotli(read(href)),
      0,
    );
  const images = [
    ...attributeValues(page.html, 'img', 'src'),
    ...[
      ...attributeValues(page.html, 'source', 'srcset'),
      ...attributeValues(page.html, 'img', 'srcset'),
    ].flatMap((set) => set.split(',').map((candidate) => candidate.trim().split(' ')[0]!)),
  ].filter((src) => src.startsWith('/'));
  let largestImage = 0;
  let largestImageFile = '';
  for (const src of new Set(images)) {
    const size = read(src).length;
    if (size > largestImage) [largestImage, largestImageFile] = [size, src];
  }
  return {
    path: page.path,
    html: brotli(page.html),
    css,
    js: first.bytes + (inlineScripts ? brotli(inlineScripts) : 0),
    interactionJs: onInteraction.bytes,
    largestImage,
    largestImageFile,
  };
}
