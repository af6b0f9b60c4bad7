/**
 * The heading font file, cut at build time to what the site's headings use: Source Serif 4 (variable),
 * its weight axis limited to the 400-600 the styles ask for, and only printable ASCII, the no-break
 * space and English typographic punctuation. 51 kB of Fontsource's Latin file become about 22 kB.
 * Any other character (an accented name, say) is drawn by the fallback face, which the
 * `unicode-range` of the @font-face rule announces to the browser, so nothing shows as a missing glyph.
 *
 * The cut is made with HarfBuzz's subsetter (subset-font, WebAssembly: no network, no native binary)
 * and cached under node_modules/.cache by a hash of its inputs, so a build pays for it once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The full Latin file of the variable font, as Fontsource ships it. */
const SOURCE = '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2';

/** The characters kept, as CSS `unicode-range` values. */
export const HEADING_FONT_UNICODE_RANGE: [string, ...string[]] = [
  'U+0020-007E',
  'U+00A0',
  'U+2013-2014', // en and em dash
  'U+2018-2019', // single quotes
  'U+201C-201D', // double quotes
  'U+2022', // bullet
  'U+2026', // ellipsis
];

/** The weights the styles use: regular (quotes, the footer's sign-off) to semibold (headings). */
export const HEADING_FONT_WEIGHTS = { min: 400, max: 600 } as const;

/** Every character of a list of `unicode-range` values. */
function charactersOf(ranges: readonly string[]): string {
  let text = '';
  for (const range of ranges) {
    const [first, last = first] = range.replace(/^U\+/i, '').split('-') as [string, string?];
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code += 1) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

/**
 * The cut font's path relative to the project (made on the first call for these inputs, then reused).
 * Relative, because Astro names the font family after a hash of its configuration: an absolute path
 * would give each checkout folder its own name, and its pages other bytes.
 */
export async function headingFontFile(root: URL): Promise<string> {
  const source = readFileSync(createRequire(root).resolve(SOURCE));
  const text = charactersOf(HEADING_FONT_UNICODE_RANGE);
  const key = createHash('sha256')
    .update(source)
    .update(text)
    .update(JSON.stringify(HEADING_FONT_WEIGHTS))
    .digest('hex')
    .slice(0, 16);
  const dir = join(fileURLToPath(root), 'node_modules', '.cache', 'heading-font');
  const name = `source-serif-4-headings-${key}.woff2`;
  const file = join(dir, name);
  const relative = `./node_modules/.cache/heading-font/${name}`;
  if (existsSync(file)) return relative;
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: HEADING_FONT_WEIGHTS },
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, subset);
  return relative;
}
