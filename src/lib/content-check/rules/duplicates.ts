import type { ContentRule } from '../rule.ts';
import type { ContentFile, Problem } from '../content-file.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Problems for every group of files sharing a key, each naming the others. */
function duplicates(
  files: readonly ContentFile[],
  keyOf: (file: ContentFile) => string | null,
  message: (file: ContentFile, others: string) => { line: number; message: string },
): Problem[] {
  const groups = new Map<string, ContentFile[]>();
  for (const file of files) {
    const key = keyOf(file);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((file) => {
        const others = group.filter((other) => other !== file).map((other) => other.path);
        return { path: file.path, ...message(file, others.join(', ')) };
      }),
    );
}

/**
 * Two pieces with one title confuse readers, search results and browser tabs, across the blog, the
 * answers and the notices alike (compared without case or surrounding spaces).
 */
export const duplicateTitles: ContentRule = (files) =>
  duplicates(
    files,
    (file) => (typeof file.data?.title === 'string' ? file.data.title.trim().toLowerCase() : null),
    (file, others) => ({ line: file.lineOf(['title']), message: `title is also the title of ${others}` }),
  );

/**
 * A piece's address is its file name (or a `slug` field): lowercase words joined by hyphens, and
 * unique in its collection, or one page would silently replace the other.
 */
export const slugs: ContentRule = (files) => [
  ...files
    .filter((file) => !SLUG.test(file.id))
    .map((file) => ({
      path: file.path,
      line: typeof file.data?.slug === 'string' ? file.lineOf(['slug']) : 1,
      message: `"${file.id}" is not a slug: use lowercase letters, digits and single hyphens (it is the page's address)`,
    })),
  ...duplicates(
    files,
    (file) => `${file.collection}/${file.id.toLowerCase()}`,
    (file, others) => ({
      line: typeof file.data?.slug === 'string' ? file.lineOf(['slug']) : 1,
      message: `slug "${file.id}" is also the slug of ${others}: one address, two pieces`,
    }),
  ),
];
