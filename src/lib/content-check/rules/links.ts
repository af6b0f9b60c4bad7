import { SITE } from '#practice';
import { CONTENT_COLLECTIONS } from '../../content/collections.ts';
import { formatLongDate } from '../../dates.ts';
import { parseCalendarDate } from '../../content/calendar-date.ts';
import type { ContentRule } from '../rule.ts';
import type { ContentFile, Problem } from '../content-file.ts';
import { fileState } from './publication.ts';
import { isJsxElement, jsxAttribute, walk } from './tree.ts';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The site path a link leads to, or null for a link elsewhere (another site, mail, phone, #anchor). */
function sitePath(url: string): string | null {
  const local = url.startsWith(`${SITE.url}/`) || url === SITE.url ? url.slice(SITE.url.length) || '/' : url;
  if (!local.startsWith('/') || local.startsWith('//')) return null;
  const path = local.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return decodeURI(path);
}

interface Link {
  url: string;
  line: number;
  /** A related answer's link, which its page leaves out until the answer it leads to is published. */
  waitsForTarget?: boolean;
}

/** Every link of a file with its line: body links (Markdown and href attributes) and related answers. */
function linksOf(file: ContentFile): Link[] {
  const links: Link[] = [];
  walk(file.tree, (node, line) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url) links.push({ url: node.url, line });
    if (isJsxElement(node)) {
      const href = jsxAttribute(node, 'href');
      if (typeof href === 'string') links.push({ url: href, line });
    }
  });
  const related = file.collection === 'answers' ? file.data?.related : undefined;
  if (Array.isArray(related)) {
    related.forEach((item: unknown, index) => {
      const id = (item as { answer?: unknown } | null)?.answer;
      if (typeof id === 'string') {
        links.push({
          url: `${CONTENT_COLLECTIONS.answers.route}/${id}`,
          line: file.lineOf(['related', index, 'answer']),
          waitsForTarget: true,
        });
      }
    });
  }
  return links;
}

/**
 * Links to this site lead to pages it has: no typo in an address, no link to an article that was
 * renamed. A piece that is public must not link to one that is not yet (a draft, or one scheduled for a
 * later day): production builds have no page there (a related answer's link is the exception: the
 * page shows it from the day its answer is published). Links from the root (/blog/x) only: a relative link
 * changes meaning with the page it is on.
 */
export const internalLinks: ContentRule = (files, { routes, today }) => {
  const pieces = new Map<string, ContentFile>();
  for (const file of files) {
    const base = CONTENT_COLLECTIONS[file.collection].route;
    if (base) pieces.set(`${base}/${file.id}`, file);
  }
  return files.flatMap((file) => {
    const sourcePublic = fileState(file, today) === 'published';
    const problems: Problem[] = [];
    for (const { url, line, waitsForTarget } of linksOf(file)) {
      const report = (message: string) => problems.push({ path: file.path, line, message });
      if (url.startsWith('#') || url === '') continue;
      if (!SCHEME.test(url) && !url.startsWith('/')) {
        report(`links to "${url}": write links to this site from its root, such as /blog/${url}`);
        continue;
      }
      const path = sitePath(url);
      if (path === null) continue;
      if (!routes.has(path)) {
        report(`links to ${path}, which is not a page of this site`);
        continue;
      }
      const target = pieces.get(path);
      const state = target ? fileState(target, today) : 'published';
      if (!sourcePublic || state === 'published' || waitsForTarget) continue;
      if (state === 'draft') report(`links to ${path}, a draft: production builds have no page there yet`);
      else {
        const parsed = parseCalendarDate(String(target!.data?.published));
        const day = 'date' in parsed ? formatLongDate(parsed.date) : String(target!.data?.published);
        report(`links to ${path}, which is scheduled for ${day}: no page there until then`);
      }
    }
    return problems;
  });
};
