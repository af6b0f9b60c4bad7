import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTENT_FOLDERS } from '../content/content-folders.ts';

/**
 * Used by the answers collection's schema (src/content.config.ts) on each related link. Astro 7 checks
 * references only after loading, and only logs a missing one: the build goes on and the page links to
 * nothing. A broken link must fail the build naming the file and the field instead, so the schema
 * asks whether the target file exists. Answer ids are their file names (already slugs), which is how
 * the glob loader names entries.
 */
export function isExistingAnswer(ref: { id: string } | undefined): boolean {
  if (!ref) return true; // a wrong reference shape is reported by reference() itself
  if (!/^[a-z0-9][a-z0-9-]*$/.test(ref.id)) return false;
  return existsSync(
    fileURLToPath(new URL(`../../../${CONTENT_FOLDERS.answers}/${ref.id}.mdx`, import.meta.url)),
  );
}

/** The schema's message: Astro prints it after the field path (related.2.answer) and the file. */
export const missingAnswer = {
  error: (issue: { input?: unknown }) => {
    const id = (issue.input as { id?: unknown } | undefined)?.id;
    return `"${String(id)}" is not an answer: there is no ${CONTENT_FOLDERS.answers}/${String(id)}.mdx`;
  },
};
