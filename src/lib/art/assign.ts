import { CATEGORY_MOTIFS, WORD_MOTIFS, type Motif } from './motifs.ts';

export interface ArtPiece {
  slug: string;
  title: string;
  category: keyof typeof CATEGORY_MOTIFS;
}

const wordsOf = (piece: ArtPiece) => [
  ...piece.title.toLowerCase().split(/[^a-z0-9]+/),
  ...piece.slug.split('-'),
];

/**
 * Each piece's motifs, the first of them its own: a lead motif no other piece has (its title's motif,
 * else one of its category's, else any category's), so no listing, related row or teen list shows a
 * motif twice; then two more for its full picture (its title's other motifs, its category's), which
 * only its own page shows. Pieces come oldest first, so a new piece takes what is left and the older
 * pictures stay as they are.
 */
export function assignMotifs(pieces: readonly ArtPiece[]): Map<string, Motif[]> {
  const taken = new Set<Motif>();
  const everyPool = Object.values(CATEGORY_MOTIFS).flat();
  return new Map(
    pieces.map((piece) => {
      const own = [
        ...new Set([
          ...wordsOf(piece).flatMap((word) => (Object.hasOwn(WORD_MOTIFS, word) ? [WORD_MOTIFS[word]!] : [])),
          ...CATEGORY_MOTIFS[piece.category],
        ]),
      ];
      const lead = [...own, ...everyPool].find((motif) => !taken.has(motif));
      if (!lead)
        throw new Error(`artwork: no motif is left for ${piece.slug}; add motifs to CATEGORY_MOTIFS`);
      taken.add(lead);
      return [piece.slug, [lead, ...own.filter((motif) => motif !== lead).slice(0, 2)]];
    }),
  );
}
