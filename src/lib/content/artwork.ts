/**
 * How a picture drawn by `npm run artwork` (scripts/make-artwork.ts) says what it shows: the word for its
 * main motif, in the JPEG's EXIF image description. The picture carries it, not the article, so the word
 * stays true when the article's title or category changes after the drawing, and a photograph dropped in
 * under the same name carries none.
 */
const TAG = 'make-artwork motif: ';
/** Lowercase letters, spaces and hyphens: what drawnMotif reads back, and no pattern's special signs. */
const WORD = '[a-z][a-z -]*';

/** The EXIF block, for sharp's `withExif`, that marks a drawn picture with its main motif's word. */
export function artworkExif(word: string) {
  // A word drawnMotif could not read back would leave its picture unchecked without a sound.
  if (!new RegExp(`^${WORD}$`).test(word))
    throw new Error(`artwork: "${word}" is not a plain lowercase word`);
  return { IFD0: { ImageDescription: `${TAG}${word}` } };
}

/**
 * The main motif's word a drawn JPEG carries, or undefined for any other file. EXIF sits in an APP1
 * segment just after the JPEG's start, and a segment holds at most 64 KiB: the search stays there.
 */
export function drawnMotif(jpeg: Uint8Array): string | undefined {
  const head = Buffer.from(jpeg.buffer, jpeg.byteOffset, Math.min(jpeg.byteLength, 65_536)).toString(
    'latin1',
  );
  const match = head.match(new RegExp(`${TAG}(${WORD})\\0`));
  return match?.[1];
}

/** Whether an alt text names the motif: the word at a word's start, in any case, plurals too. */
export function namesMotif(alt: string, word: string): boolean {
  return new RegExp(`\\b${word}`, 'i').test(alt);
}
