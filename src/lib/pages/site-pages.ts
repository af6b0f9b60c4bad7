/**
 * Every page of a build, read from the files: the registry's static pages, and the collections' pieces
 * and listings read from the practice's content with the content check's reader (no astro:content), so the build
 * steps, the scripts and the tests all list the same pages. Dates come from the content files.
 */
import { dirname, join, relative } from 'node:path';
import { contentToday } from '../content/clock.ts';
import { hasPage, isPublished } from '../content/publication.ts';
import { readContent } from '../content-check/check-content.ts';
import type { ContentFile } from '../content-check/content-file.ts';
import { registry, type PageEntry, type Piece } from './registry.ts';

const text = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : undefined;

function piece(file: ContentFile, root: string, today: string, previews: boolean): Piece | null {
  if (file.collection === 'legal' || !file.data) return null;
  const data = file.data;
  const published = text(data.published) ?? '9999-12-31';
  const entry = { data: { draft: data.draft === true, published: new Date(`${published}T00:00:00Z`) } };
  const image = text(data.image);
  const updated = text(data.updated);
  return {
    collection: file.collection,
    id: file.id,
    title: text(data.title) ?? file.id,
    category: text(data.category) ?? '',
    published,
    ...(updated ? { updated } : {}),
    hasPage: hasPage(entry, today, previews),
    listed: isPublished(entry, today),
    source: file.path,
    ...(image
      ? {
          image: relative(root, join(root, dirname(file.path), image))
            .split('\\')
            .join('/'),
        }
      : {}),
  };
}

const cache = new Map<string, PageEntry[]>();

/**
 * Every page a build of `root` makes today (SITE_NOW fixes the day), by address; a notice's date is
 * its content file's `effective` date. With `previews` (`astro dev`), drafts and scheduled pieces too.
 */
export function sitePages(root = process.cwd(), today = contentToday(), previews = false): PageEntry[] {
  const key = `${root}\n${today}\n${previews}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const files = readContent(root, { body: false });
  const pieces = files.map((file) => piece(file, root, today, previews)).filter((p) => p !== null);
  const dates = new Map(files.map((file) => [file.path, text(file.data?.effective)]));
  const pages = registry(pieces, root).map((entry) => {
    const date = entry.source && !entry.lastModified ? dates.get(entry.source) : undefined;
    return date ? { ...entry, lastModified: date } : entry;
  });
  cache.set(key, pages);
  return pages;
}
