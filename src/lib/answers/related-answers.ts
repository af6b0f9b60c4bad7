import { piecePath } from '../content/collections.ts';

export interface RelatedAnswerLink {
  text: string;
  href: string;
}

/** An answer's `related` field after the collection's schema: link text and a reference to an answer. */
export interface RelatedField {
  text: string;
  answer: { id: string };
}

/**
 * An answer's related links. The collection's schema already refuses a link to a missing answer
 * (src/content.config.ts); this second check keeps a broken link out of a built page should that check
 * ever be loosened, failing the build with the file and the field instead. A link to an answer that is
 * not published (a draft, or scheduled for a later day) is left out until that answer is.
 */
export function relatedAnswerLinks(
  answerId: string,
  related: readonly RelatedField[],
  knownIds: ReadonlySet<string>,
  publishedIds: ReadonlySet<string>,
): RelatedAnswerLink[] {
  return related.flatMap(({ text, answer }, index) => {
    if (!knownIds.has(answer.id)) {
      throw new Error(
        `src/content/answers/${answerId}.mdx: related[${index}].answer "${answer.id}" is not an answer`,
      );
    }
    return publishedIds.has(answer.id) ? [{ text, href: piecePath('answers', answer.id) }] : [];
  });
}
