import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { motifWord } from '../../art/motifs.ts';
import { drawnMotifs, namesMotif } from '../../content/artwork.ts';
import type { ContentRule } from '../rule.ts';
import { imageFile } from './images.ts';
import { holdsPlaceholder } from './placeholders.ts';

/** The start of a file, where a JPEG keeps its EXIF (see drawnMotifs). */
function head(path: string): Uint8Array {
  const bytes = new Uint8Array(65_536);
  const fd = openSync(path, 'r');
  try {
    return bytes.subarray(0, readSync(fd, bytes, 0, bytes.length, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * A picture drawn by `npm run artwork` is built of motifs (a backpack, a lotus), and its `imageAlt`
 * names each of them, so a reader who cannot see the picture is not told about one that is not there
 * (the drawings can change under unchanged alt texts). The word comes from the picture itself: a
 * photograph put in its place is not held to it. An alt text still marked TODO is the placeholders
 * rule's to report.
 */
export const artworkAlt: ContentRule = (files, { root }) =>
  files.flatMap((file) => {
    const src = file.data?.image;
    const alt = file.data?.imageAlt;
    if (typeof src !== 'string' || typeof alt !== 'string' || !alt.trim() || holdsPlaceholder(alt)) return [];
    const path = imageFile(root, file.path, src);
    if (!existsSync(path) || !statSync(path).isFile()) return [];
    const missing = (drawnMotifs(head(path)) ?? []).map(motifWord).filter((word) => !namesMotif(alt, word));
    if (!missing.length) return [];
    return [
      {
        path: file.path,
        line: file.lineOf(['imageAlt']),
        message: `imageAlt does not say "${missing.join('" or "')}": its picture, ${src}, is drawn with ${missing.length > 1 ? 'those motifs' : 'that motif'} (npm run artwork); describe what the picture shows`,
      },
    ];
  });
