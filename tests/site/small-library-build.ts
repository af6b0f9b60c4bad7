/**
 * The site checks' extra builds (every feature flag off; pieces dated around a day) prove mechanisms
 * that do not change with the size of the library, so they build the second practice, with its five
 * articles and three answers, rather than the sample's 55 pieces and their Spanish pages: each in a copy
 * of the project of its own, so neither shares a content store or an output with another build.
 */
import { join } from 'node:path';
import { createProjectCopy } from '../../scripts/helpers/project-copy.ts';
import { runIn, secondPracticeEnv, type Run } from '../../scripts/second-practice-build.ts';
import { contentFolders } from '../../src/lib/content/content-folders.ts';
import { FOLDERS } from '../../practices/second/index.ts';

export { PRACTICE as SMALL_PRACTICE } from '../../practices/second/index.ts';

/** Where the small library's collections are, from the project's root (and a copy's). */
export const SMALL_CONTENT_FOLDERS = contentFolders(FOLDERS);

const root = join(import.meta.dirname, '..', '..');

export interface SmallBuild {
  copy: string;
  /** The build's client folder. */
  client: string;
  status: number | null;
  output: string;
}

/** The environment of the second practice's commands, uncoloured, with `env` over it. */
export const smallLibraryEnv = (env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...secondPracticeEnv(),
  NO_COLOR: '1',
  ...env,
});

/**
 * Copies the project, lets `prepare` change the copy, and builds the second practice there with `env`
 * over its environment into node_modules/.cache, where the prerendering finds its packages and a
 * development server does not scan the built pages.
 */
export function buildSmallLibrary(
  prefix: string,
  { env = {}, prepare }: { env?: NodeJS.ProcessEnv; prepare?: (copy: string) => void } = {},
): SmallBuild {
  const copy = createProjectCopy(root, { prefix, cold: true });
  prepare?.(copy);
  const outDir = join(copy, 'node_modules', '.cache', 'build');
  const astro = join(copy, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const runs: Record<string, Run> = {};
  const { status, output } = runIn(
    copy,
    runs,
    'build',
    [astro, 'build', '--outDir', outDir],
    smallLibraryEnv(env),
  );
  return { copy, client: join(outDir, 'client'), status, output };
}
