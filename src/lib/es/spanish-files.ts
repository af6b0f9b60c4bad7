/**
 * The files of the Spanish pieces' folder (practices/<name>/content/es), each as its path from the project root and its
 * text, in name order; none where the practice has no such folder. The page registry and the content
 * check's emergency instructions both read the folder so.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FOLDERS } from '../content/content-folders.ts';

export function spanishFiles(root: string): { name: string; path: string; source: string }[] {
  const dir = join(root, CONTENT_FOLDERS.es);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => ({
      name,
      path: `${CONTENT_FOLDERS.es}/${name}`,
      source: readFileSync(join(dir, name), 'utf8'),
    }));
}
