/**
 * The content collections. src/content.config.ts loads them and `npm run check:content` reads them; `route`
 * is where a collection's pieces get their pages (/blog/<file name>), null for the notices, which
 * each have their own page.
 */
import { ADDRESSES } from '../../config/addresses.ts';

export const CONTENT_COLLECTIONS = {
  blog: { route: ADDRESSES.blog },
  answers: { route: ADDRESSES.answers },
  legal: { route: null },
} as const;

export type CollectionName = keyof typeof CONTENT_COLLECTIONS;

/**
 * The pieces in Spanish: their own collection, kept apart from the content check's collections because
 * its rules score English (tests/unit/es-pieces.test.ts holds them to the schema, the Spanish reading
 * score and their English answer); each is built at /es/<file name>.
 */
export const SPANISH_PIECES = { route: ADDRESSES.spanish } as const;

/** A Spanish piece's address: /es/<id>. */
export function spanishPiecePath(id: string): string {
  return `${SPANISH_PIECES.route}/${id}`;
}

/** The collections whose pieces each have a page of their own. */
export type PieceCollection = 'blog' | 'answers';

/** A piece's address (/blog/<id>, /answers/<id>): every link, route list and check builds it here. */
export function piecePath(collection: PieceCollection, id: string): string {
  return `${CONTENT_COLLECTIONS[collection].route}/${id}`;
}
