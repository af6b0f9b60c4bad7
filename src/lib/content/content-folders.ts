/**
 * Where each collection's files are, from the project root: under the chosen practice's content folder.
 * Apart from collections.ts, whose addresses the browser's scripts read, so no page's script takes the
 * practice's module with it.
 */
import { FOLDERS } from '#practice';

export const CONTENT_FOLDERS = {
  blog: `${FOLDERS.content}/blog`,
  answers: `${FOLDERS.content}/answers`,
  legal: `${FOLDERS.content}/legal`,
  /** The pieces in Spanish. */
  es: `${FOLDERS.content}/es`,
} as const;
