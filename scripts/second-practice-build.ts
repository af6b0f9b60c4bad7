/**
 * The second practice's build in a copy of the project, as another practice forking it would have it:
 * the content check, `astro build` and the postbuild under PRACTICE=second, each command's status,
 * output and cost kept. `npm run build:second`, which `npm run test:e2e` runs beside the sample's build,
 * builds it into a folder of the system's temporary directory, where tests/site/second-practice.test.ts
 * finds the copy and its record (second-practice-build.json); run alone, the test makes its own copy.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { withPracticeCondition } from './launch.mjs';
import { childrenCpuS } from './helpers/phases.ts';
import { createProjectCopy } from './helpers/project-copy.ts';

export interface Run {
  status: number | null;
  output: string;
  wallS: number;
  /** CPU seconds (user + system) of the command and the processes it waited for; null without /proc. */
  cpuS: number | null;
}

const ROOT = join(import.meta.dirname, '..');

/**
 * Where `npm run test:e2e` builds the second practice, one folder per checkout (two clones' runs never
 * share it), outside node_modules, under which Node strips no types; and the record of that build in it.
 */
export const SECOND_PRACTICE_COPY = join(
  tmpdir(),
  `second-practice-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`,
);
export const BUILD_RECORD = 'second-practice-build.json';

/**
 * The environment of the second practice's commands, as a writer's terminal has it: PRACTICE=second with
 * the condition Node resolves `#practice` by, and nothing of this run's feature switches, URL or previews,
 * nor what Vitest adds (NODE_ENV=test, VITEST...) when a test runs them.
 */
export function secondPracticeEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    CONTENT_PREVIEWS: '',
    PRACTICE: 'second',
  };
  env['NODE_OPTIONS'] = withPracticeCondition(env);
  for (const key of Object.keys(env)) {
    if (key.startsWith('FEATURE_') || key.startsWith('VITEST') || /^(SITE_URL|NODE_ENV|MODE|TEST)$/.test(key))
      delete env[key];
  }
  return env;
}

/** Runs Node with `args` in the copy under the second practice, and keeps what it did as `runs[name]`. */
export function runIn(
  copy: string,
  runs: Record<string, Run>,
  name: string,
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
): Run {
  const started = performance.now();
  const cpuBefore = childrenCpuS();
  const result = spawnSync(process.execPath, args, {
    cwd: copy,
    env: { ...secondPracticeEnv(), ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // Room for a loaded machine, where this build shares the cores with the others.
    timeout: 600_000,
  });
  runs[name] = {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`.trim(),
    wallS: (performance.now() - started) / 1000,
    cpuS: cpuBefore === null ? null : childrenCpuS()! - cpuBefore,
  };
  return runs[name];
}

/** Copies the project (into `at`, else a temporary folder) and builds the second practice there. */
export function buildSecondPractice(at?: string): { copy: string; runs: Record<string, Run> } {
  const copy = createProjectCopy(ROOT, {
    prefix: 'second-practice-',
    at,
    extraItems: ['scripts', 'tests', 'vitest.config.ts', 'playwright.config.ts', 'budgets.json'],
  });
  const runs: Record<string, Run> = {};
  const steps: [string, string[]][] = [
    ['content check', ['--experimental-strip-types', 'scripts/check-content.ts']],
    ['build', [join(copy, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build']],
    ['postbuild', ['--experimental-strip-types', 'scripts/postbuild.ts']],
  ];
  for (const [name, args] of steps) {
    if (runIn(copy, runs, name, args).status !== 0) break;
  }
  return { copy, runs };
}

if (import.meta.main) {
  const { copy, runs } = buildSecondPractice(SECOND_PRACTICE_COPY);
  writeFileSync(join(copy, BUILD_RECORD), JSON.stringify(runs));
  const failed = Object.entries(runs).find(([, run]) => run.status !== 0);
  console.log(
    `second practice: ${Object.entries(runs)
      .map(([name, run]) => `${name} ${run.wallS.toFixed(1)} s (CPU ${run.cpuS?.toFixed(1) ?? '?'} s)`)
      .join(', ')}`,
  );
  if (failed) {
    console.error(
      `${failed[0]} failed:\n${stripVTControlCharacters(failed[1].output).split('\n').slice(-60).join('\n')}`,
    );
    process.exit(1);
  }
}
