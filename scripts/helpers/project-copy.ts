/**
 * A throwaway copy of the project, as a practice forking it would have: the sources, the public files and
 * the build's configuration, with node_modules linked to the project's packages. Used by the content
 * benchmark (larger libraries) and the second-practice check (another practice's configuration).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a build needs of the project; tests, docs and scripts stay behind unless asked for. */
const BUILD_ITEMS = ['src', 'practices', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/**
 * The copy gets a node_modules folder of its own whose entries link to the project's packages: Astro
 * keeps its content store and image cache in node_modules/.astro, and a shared one would mix the
 * copy's content into the project's cache. The image cache is copied unless `cold`, so artwork the
 * project has already encoded is not encoded again.
 */
function linkNodeModules(root: string, copy: string, { cold = false } = {}): void {
  const modules = join(root, 'node_modules');
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (['.astro', '.vite', '.cache'].includes(entry)) continue;
    symlinkSync(join(modules, entry), join(copy, 'node_modules', entry));
  }
  const imageCache = join(modules, '.astro', 'assets');
  if (!cold && existsSync(imageCache)) {
    cpSync(imageCache, join(copy, 'node_modules', '.astro', 'assets'), { recursive: true });
  }
}

/**
 * Copies the project into a new folder under the system's temporary directory, or into `at` (emptied
 * first) for a copy another command finds by its path, and returns its path.
 */
export function createProjectCopy(
  root: string,
  {
    prefix,
    at,
    extraItems = [],
    cold = false,
  }: { prefix: string; at?: string | undefined; extraItems?: string[]; cold?: boolean },
): string {
  if (at) {
    rmSync(at, { recursive: true, force: true });
    mkdirSync(at, { recursive: true });
  }
  const copy = at ?? mkdtempSync(join(tmpdir(), prefix));
  for (const item of [...BUILD_ITEMS, ...extraItems]) {
    cpSync(join(root, item), join(copy, item), { recursive: true });
  }
  linkNodeModules(root, copy, { cold });
  return copy;
}
