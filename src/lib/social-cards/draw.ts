/**
 * Draws a page's social card: a 1200 x 630 PNG with the page's kind, its title, the practice's name and
 * colours, and the article's artwork where it has one. satori lays the card out as SVG with the site's
 * own heading font and sharp rasterises it: no browser and no network.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { PRACTICE } from '#practice';
import { CARD_HEIGHT, CARD_WIDTH } from './paths.ts';

/** Raise when the drawing changes, so cards cached by an older drawing are drawn again. */
const CARD_RENDERER_VERSION = 2;

export interface CardInput {
  /** The page's title, as its heading says it. */
  title: string;
  /** What the page is: "Article · Parenting", "Answer · Addiction", "Notice"... */
  kind: string;
  /** The artwork's file (a JPEG or PNG of the practice's assets), drawn beside the title. */
  artwork?: string | undefined;
}

/**
 * The site's palette: the practice's colours from its theme, the neutrals (paper, ink) copied from
 * src/styles/global.css (@theme), which a unit test keeps the same.
 */
export const CARD_COLOURS = {
  paper: '#fbf8f3',
  mist: PRACTICE.theme.light.mist,
  ink: '#1d2629',
  brand: PRACTICE.theme.light.brand,
  brandDeep: PRACTICE.theme.light.brandDeep,
  clay: PRACTICE.theme.light.clay,
} as const;

/** Fontsource's Latin file of Source Serif 4, the headings' font (a variable WOFF2). */
const FONT_SOURCE = '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2';

/** The characters a card can draw: Latin-1 and general punctuation (dashes, quotes, ellipsis). */
const FONT_TEXT = (() => {
  let text = '';
  for (const [first, last] of [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x2010, 0x2027],
  ] as const) {
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
})();

const PRACTICE_NAME = PRACTICE.name;

let fonts: Promise<Font[]> | undefined;

/**
 * satori reads neither WOFF2 nor variable fonts, so HarfBuzz's subsetter (already used for the heading
 * font) pins the weight axis and writes a static TrueType face for each weight the card uses.
 */
function cardFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const source = readFileSync(createRequire(import.meta.url).resolve(FONT_SOURCE));
    return Promise.all(
      ([400, 600] as const).map(async (weight) => ({
        name: 'Source Serif 4',
        weight,
        style: 'normal' as const,
        data: await subsetFont(source, FONT_TEXT, { targetFormat: 'sfnt', variationAxes: { wght: weight } }),
      })),
    );
  })();
  return fonts;
}

let fingerprint: string | undefined;

/** Everything that decides how cards look besides their input (the font's bytes too), for the cache's key. */
export function rendererFingerprint(): string {
  fingerprint ??= createHash('sha256')
    .update(`${CARD_RENDERER_VERSION}:${JSON.stringify(CARD_COLOURS)}:${PRACTICE_NAME}:${FONT_TEXT}`)
    .update(readFileSync(createRequire(import.meta.url).resolve(FONT_SOURCE)))
    .digest('hex');
  return fingerprint;
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };

function el(type: string, style: Record<string, unknown>, children?: unknown, props: object = {}): Node {
  return { type, props: { ...props, style, children } };
}

/**
 * Long titles get a smaller size: three lines at the larger sizes, four at the smaller, reckoning a
 * character at about half the size wide with room left for where the lines break.
 */
function titleSize(title: string, width: number): number {
  const perLine = (size: number) => Math.floor(width / (size * 0.5));
  for (const [size, lines] of [
    [76, 3],
    [66, 3],
    [58, 4],
    [50, 4],
  ] as const) {
    if (title.length <= perLine(size) * lines) return size;
  }
  return 44;
}

const ARTWORK_WIDTH = 440;

async function artworkDataUrl(file: string): Promise<string> {
  const jpeg = await sharp(file)
    .resize(ARTWORK_WIDTH, CARD_HEIGHT, { fit: 'cover' })
    .jpeg({ quality: 82 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The card as a PNG. */
export async function drawCard(input: CardInput): Promise<Buffer> {
  const artwork = input.artwork ? await artworkDataUrl(input.artwork) : undefined;
  const textWidth = CARD_WIDTH - 2 * 72 - (artwork ? ARTWORK_WIDTH : 0);
  const size = titleSize(input.title, textWidth);

  const text = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: CARD_WIDTH - (artwork ? ARTWORK_WIDTH : 0),
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      padding: '64px 72px 56px',
      borderTop: `16px solid ${CARD_COLOURS.brand}`,
    },
    [
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el(
          'div',
          {
            fontSize: 28,
            fontWeight: 600,
            letterSpacing: 2,
            textTransform: 'uppercase',
            color: CARD_COLOURS.clay,
          },
          input.kind,
        ),
        el(
          'div',
          {
            marginTop: 28,
            fontSize: size,
            fontWeight: 600,
            lineHeight: 1.12,
            color: CARD_COLOURS.brandDeep,
          },
          input.title,
        ),
      ]),
      el('div', { display: 'flex', alignItems: 'center', marginTop: 'auto' }, [
        el('div', {
          width: 40,
          height: 40,
          borderRadius: 20,
          backgroundColor: CARD_COLOURS.brand,
          marginRight: 18,
        }),
        el('div', { fontSize: 32, fontWeight: 400, color: CARD_COLOURS.ink }, PRACTICE_NAME),
      ]),
    ],
  );

  const root = el(
    'div',
    {
      display: 'flex',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: artwork ? CARD_COLOURS.paper : CARD_COLOURS.mist,
      fontFamily: 'Source Serif 4',
    },
    artwork
      ? [text, el('img', { width: ARTWORK_WIDTH, height: CARD_HEIGHT }, undefined, { src: artwork })]
      : [text],
  );

  // satori accepts React elements; a plain object of the same shape needs no JSX transform.
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await cardFonts(),
  });
  // Full colour: a quantised palette banded the artwork's soft gradients and cut the time by nothing.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
