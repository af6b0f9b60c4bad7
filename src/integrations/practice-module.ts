/**
 * `#practice` is the one module through which the site, the server, the scripts and the tests read the
 * practice. package.json's imports map it to each practice's index under practices/, by the condition
 * `practice-<name>`, and by default to practices/unchosen.ts, the sample for a command that chose none.
 * Node resolves it by the condition that scripts/launch.mjs adds to NODE_OPTIONS from PRACTICE; Vite (the
 * build, the tests' module runner) by this plugin from the same setting, so one setting chooses the
 * practice everywhere.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const ROOT = join(import.meta.dirname, '..', '..');
const SPECIFIER = '#practice';

interface PracticeFolders {
  FOLDERS: { content: string; assets: string };
}

/** Each practice's name and its module's path from the project root, as package.json maps them. */
export function practiceEntries(root = ROOT): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, Record<string, string>>;
  };
  const targets = manifest.imports?.[SPECIFIER] ?? {};
  const entries = new Map<string, string>();
  for (const [condition, target] of Object.entries(targets)) {
    if (condition.startsWith('practice-')) entries.set(condition.slice('practice-'.length), target);
  }
  return entries;
}

/** The practice PRACTICE names (the sample when unset); an unknown name fails, listing the known ones. */
export function chosenPractice(
  env: NodeJS.ProcessEnv = process.env,
  root = ROOT,
): { name: string; entry: string } {
  const name = env['PRACTICE']?.trim() || 'sample';
  const entries = practiceEntries(root);
  const entry = entries.get(name);
  if (!entry) {
    const known = [...entries.keys()].join(', ');
    throw new Error(`PRACTICE=${name}: no practice of that name in package.json's imports (known: ${known})`);
  }
  return { name, entry: join(root, entry) };
}

/**
 * Resolves `#practice` to the chosen practice's module, before Vite's own resolution would take the
 * default, and `@practice-assets` to its pictures' folder: a glob's pattern must be written literally,
 * and one over every practice's pictures would put the others' in each build.
 */
export function practiceModule(env: NodeJS.ProcessEnv = process.env): Plugin {
  const { entry } = chosenPractice(env);
  return {
    name: 'practice-module',
    enforce: 'pre',
    config: async () => {
      const { FOLDERS } = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as PracticeFolders;
      return { resolve: { alias: { '@practice-assets': join(ROOT, FOLDERS.assets) } } };
    },
    resolveId: (id) => (id === SPECIFIER ? entry : null),
  };
}
