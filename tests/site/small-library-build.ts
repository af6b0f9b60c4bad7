/**
 * The site checks' extra builds (every feature flag off; pieces dated around a day) prove mechanisms
 * that do not change with the size of the library, so they build the second practice, with its five
 * articles and three answers, rather than the sample's 55 pieces and their Spanish pages: each in a copy
 * of the project of its own, so neither shares a content store or an output with another build.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createProjectCopy } from '../../scripts/helpers/project-copy.ts';
import { secondPracticeEnv } from '../../scripts/second-practice-build.ts';

export { FOLDERS as SMALL_FOLDERS, PRACTICE as SMALL_PRACTICE } from '../../practices/second/index.ts';

const root = join(import.meta.dirname, '..', '..');

export interface SmallBuild {
  copy: string;
  /** The build's client folder. */
  client: string;
  status: number | null;
  output: string;
}

/**
 * Copies the project, lets `prepare` change the copy, and builds the second practice there with `env`
 * over its environment (undefined removes a variable) into node_modules/.cache, where the prerendering
 * finds its packages and a development server does not scan the built pages.
 */
export function buildSmallLibrary(
  prefix: string,
  { env = {}, prepare }: { env?: NodeJS.ProcessEnv; prepare?: (copy: string) => void } = {},
): SmallBuild {
  const copy = createProjectCopy(root, { prefix, cold: true });
  prepare?.(copy);
  const outDir = join(copy, 'node_modules', '.cache', 'build');
  const result = spawnSync(
    process.execPath,
    [join(copy, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir],
    {
      cwd: copy,
      encoding: 'utf8',
      env: smallLibraryEnv(env),
      // Room for a loaded machine, where this build shares the cores with the other extra builds.
      timeout: 600_000,
    },
  );
  return {
    copy,
    client: join(outDir, 'client'),
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
  };
}

/** The second practice's environment, as a writer's terminal has it, with `env` over it. */
export function smallLibraryEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...secondPracticeEnv(), NO_COLOR: '1', ...env };
  for (const name of Object.keys(merged)) {
    if (/^(NODE_ENV|MODE|TEST)$/.test(name) || merged[name] === undefined) delete merged[name];
  }
  return merged;
}
