import { closeSync, openSync, readSync } from 'node:fs';
import { drawnMotifs } from '../content/artwork.ts';
import { isMotif, type Motif } from './motifs.ts';

const known = new Map<string, Motif[] | undefined>();

/**
 * The motifs a piece's picture was drawn with, read from the file's EXIF at build time, or undefined for
 * a photograph or a drawing with a motif this build cannot draw: the page then shows the file itself.
 */
export function drawnArt(image: object): Motif[] | undefined {
  // Astro's image objects answer fsPath at build time, though their type does not name it.
  const path = (image as { fsPath?: unknown }).fsPath;
  if (typeof path !== 'string') return undefined;
  if (!known.has(path)) {
    const head = new Uint8Array(65_536);
    const fd = openSync(path, 'r');
    try {
      const motifs = drawnMotifs(head.subarray(0, readSync(fd, head, 0, head.length, 0)));
      known.set(path, motifs?.every(isMotif) ? motifs : undefined);
    } finally {
      closeSync(fd);
    }
  }
  return known.get(path);
}
