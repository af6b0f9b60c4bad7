import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PRACTICE } from '../../config/practice.ts';
import { CONTENT_COLLECTIONS } from '../content/collections.ts';
import type { ContentFile } from './content-file.ts';

const PAGE_FILE = /\.(astro|md|mdx|ts|js)$/;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => name.split('\\').join('/'));
}

/**
 * The address a file of src/pages answers at, or null for one whose addresses come from data (a
 * [param] route) or that is no page (404, 500, _partials). A trailing [...rest] route answers at its
 * folder too (blog/[...page].astro is /blog). Endpoints keep their extension (rss.xml.ts is /rss.xml).
 */
function pageRoute(file: string): string | null {
  if (!PAGE_FILE.test(file) || file.split('/').some((part) => part.startsWith('_'))) return null;
  const segments = file
    .replace(/\.(astro|md|mdx)$/, '')
    .replace(/\.(ts|js)$/, '')
    .split('/');
  const last = segments.at(-1)!;
  if (/^\[\.\.\.\w+\]$/.test(last) || last === 'index') segments.pop();
  if (segments.some((part) => part.includes('['))) return null;
  const route = `/${segments.join('/')}`;
  return route === '/404' || route === '/500' ? null : route;
}

/**
 * Every address the site serves that a piece may link to: the pages of src/pages, the files of public/,
 * each article and answer (whether published yet or not: the link rule tells those apart), and the
 * founder's profile, whose address comes from the practice configuration.
 */
export function siteRoutes(root: string, files: readonly ContentFile[]): Set<string> {
  const routes = new Set<string>();
  for (const file of filesUnder(join(root, 'src', 'pages'))) {
    const route = pageRoute(file);
    if (route !== null) routes.add(route);
  }
  for (const file of filesUnder(join(root, 'public'))) routes.add(`/${file}`);
  for (const file of files) {
    const base = CONTENT_COLLECTIONS[file.collection].route;
    if (base) routes.add(`${base}/${file.id}`);
  }
  for (const therapist of PRACTICE.therapists) {
    if (therapist.profilePath) routes.add(therapist.profilePath);
  }
  return routes;
}
