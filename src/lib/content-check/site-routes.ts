import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { linkablePaths } from '../pages/registry.ts';
import type { ContentFile } from './content-file.ts';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => name.split('\\').join('/'));
}

/**
 * Every address the site serves that a piece may link to: the page registry's pages (those written by
 * hand, the founder's profile, the listings, each article and answer whether published yet or not) and
 * the files of public/.
 */
export function siteRoutes(root: string, files: readonly ContentFile[]): Set<string> {
  const pieces = files.flatMap((file) =>
    file.collection === 'legal' ? [] : [{ collection: file.collection, id: file.id }],
  );
  const routes = new Set(linkablePaths(pieces, root));
  for (const file of filesUnder(join(root, 'public'))) routes.add(`/${file}`);
  return routes;
}
