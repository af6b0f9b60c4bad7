/**
 * How a picture drawn by `npm run artwork` (scripts/make-artwork.ts) says what it shows: its motifs,
 * lead first, in the JPEG's EXIF image description. The picture carries them, not the article, so they
 * stay true when the article's title or category changes after the drawing, and a photograph dropped
 * in under the same name carries none. A page draws the piece's art from them in the theme's colours
 * (src/components/art/PieceArt.astro); the file itself is the share image.
 */
const TAG = 'make-artwork motifs: ';
/** Motif names: lowercase letters, digits and hyphens, space-separated; no pattern's special signs. */
const NAME = '[a-z][a-z0-9-]*';

/** The EXIF block, for sharp's `withExif`, that marks a drawn picture with its motifs. */
export function artworkExif(motifs: readonly string[]) {
  // A name drawnMotifs could not read back would leave its picture unchecked without a sound.
  if (!motifs.length || motifs.some((name) => !new RegExp(`^${NAME}$`).test(name)))
    throw new Error(`artwork: "${motifs.join(' ')}" is not a list of motif names`);
  return { IFD0: { ImageDescription: `${TAG}${motifs.join(' ')}` } };
}

/**
 * The motifs a drawn JPEG carries, lead first, or undefined for any other file. EXIF sits in an APP1
 * segment just after the JPEG's start, and a segment holds at most 64 KiB: the search stays there.
 */
export function drawnMotifs(jpeg: Uint8Array): string[] | undefined {
  const head = Buffer.from(jpeg.buffer, jpeg.byteOffset, Math.min(jpeg.byteLength, 65_536)).toString(
    'latin1',
  );
  const match = head.match(new RegExp(`${TAG}(${NAME}(?: ${NAME})*)\\0`));
  return match?.[1]?.split(' ');
}

/** Whether an alt text names a motif's word: at a word's start, in any case, plurals too. */
export function namesMotif(alt: string, word: string): boolean {
  return new RegExp(`\\b${word}`, 'i').test(alt);
}
