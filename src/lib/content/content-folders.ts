/**
 * Where each collection's files are, from the project root: under the chosen practice's content folder.
 * Apart from collections.ts, whose addresses the browser's scripts read, so no page's script takes the
 * practice's module with it.
 */
import { FOLDERS } from '#practice';

/** Each collection's folder under a practice's content folder. */
export const contentFolders = (folders: { content: string }) =>
  ({
    blog: `${folders.content}/blog`,
    answers: `${folders.content}/answers`,
    legal: `${folders.content}/legal`,
    /** The pieces in Spanish. */
    es: `${folders.content}/es`,
  }) as const;

export const CONTENT_FOLDERS = contentFolders(FOLDERS);
