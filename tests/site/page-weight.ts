import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { moduleGraph } from '../../scripts/helpers/module-graph.ts';
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

const brotliSizes = new Map<string, number>();
/** Brotli at quality 11, as postbuild compresses; pages share their inline styles and scripts, so each is compressed once. */
function brotli(text: string): number {
  if (!brotliSizes.has(text))
    brotliSizes.set(
      text,
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  return brotliSizes.get(text)!;
}

const fileSizes = new Map<string, number>();
/**
 * A built file's size as the server sends it: the `.br` file postbuild wrote beside it (the same brotli
 * quality 11), or the file compressed here when postbuild left it out for being small.
 */
function compressedSize(address: string): number {
  const file = address.replace(/^\//, '').split('?')[0]!;
  if (!fileSizes.has(file)) {
    const precompressed = join(CLIENT_DIR, `${file}.br`);
    fileSizes.set(
      file,
      existsSync(precompressed)
        ? statSync(precompressed).size
        : brotliCompressSync(read(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  }
  return fileSizes.get(file)!;
}

/** The scripts of the page's islands that hydrate on interaction (or, with `interaction` false, without it). */
function islandEntries(page: BuiltPage, interaction: boolean): string[] {
  return page.document
    .querySelectorAll('astro-island')
    .filter((island) => (island.getAttribute('client') === 'interaction') === interaction)
    .flatMap((island) => [island.getAttribute('component-url'), island.getAttribute('renderer-url')])
    .filter((url) => url !== undefined);
}

function scriptBytes(entries: string[], exclude = new Set<string>()): { bytes: number; files: Set<string> } {
  // What loads with the page: the entries and their static imports (dynamic imports load later, on demand).
  const files = moduleGraph(entries, (address) => read(address).toString('utf8')).withPage;
  let bytes = 0;
  for (const file of files) if (!exclude.has(file)) bytes += compressedSize(file);
  return { bytes, files };
}

export function measurePage(page: BuiltPage): PageWeight {
  const moduleScripts = attributeValues(page.document, 'script[type="module"][src]', 'src');
  const first = scriptBytes([...moduleScripts, ...islandEntries(page, false)]);
  const inlineScripts = page.document
    .querySelectorAll('script:not([src])')
    .filter((script) => !/^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? ''))
    .map((script) => script.rawText)
    .join('\n');
  const onInteraction = scriptBytes(islandEntries(page, true), first.files);
  const inlineStyles = page.document
    .querySelectorAll('style')
    .map((style) => style.rawText)
    .join('');
  const css =
    (inlineStyles ? brotli(inlineStyles) : 0) +
    attributeValues(page.document, 'link[rel="stylesheet"]', 'href').reduce(
      (sum, href) => sum + compressedSize(href),
      0,
    );
  const images = [
    ...attributeValues(page.document, 'img', 'src'),
    ...[
      ...attributeValues(page.document, 'source', 'srcset'),
      ...attributeValues(page.document, 'img', 'srcset'),
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
    html: compressedSize(page.file),
    css,
    js: first.bytes + (inlineScripts ? brotli(inlineScripts) : 0),
    interactionJs: onInteraction.bytes,
    largestImage,
    largestImageFile,
  };
}
