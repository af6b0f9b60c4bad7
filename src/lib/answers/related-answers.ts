import { piecePath } from '../content/collections.ts';
import { CONTENT_FOLDERS } from '../content/content-folders.ts';
import { safeRelated } from '../help/safe-related.ts';

export interface RelatedAnswerLink {
  text: string;
  href: string;
}

/** An answer's `related` field after the collection's schema: link text and a reference to an answer. */
export interface RelatedField {
  text: string;
  answer: { id: string };
}

/** What the related-reading rule reads of an answer: its category and what it declares. */
export interface RelatableAnswer {
  category: string;
  help: readonly string[];
  jointTherapy?: readonly string[] | undefined;
}

/**
 * An answer's related links: the curated ones that keep its category and are safe to offer under it
 * (src/lib/help/safe-related.ts), as articles' related reading is chosen; fewer, or none, is better
 * than a link to another category. The collection's schema already refuses a link to a missing answer
 * (src/content.config.ts); this second check keeps a broken link out of a built page should that check
 * ever be loosened, failing the build with the file and the field instead. A link to an answer that is
 * not published (a draft, or scheduled for a later day) is left out until that answer is.
 */
export function relatedAnswerLinks(
  answerId: string,
  related: readonly RelatedField[],
  answers: ReadonlyMap<string, RelatableAnswer>,
  publishedIds: ReadonlySet<string>,
): RelatedAnswerLink[] {
  const piece = answers.get(answerId);
  return related.flatMap(({ text, answer }, index) => {
    const target = answers.get(answer.id);
    if (!target) {
      throw new Error(
        `${CONTENT_FOLDERS.answers}/${answerId}.mdx: related[${index}].answer "${answer.id}" is not an answer`,
      );
    }
    const fits = piece !== undefined && target.category === piece.category && safeRelated(piece, target);
    return fits && publishedIds.has(answer.id) ? [{ text, href: piecePath('answers', answer.id) }] : [];
  });
}
