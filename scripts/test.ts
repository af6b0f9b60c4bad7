/**
 * `npm test`: every check and test, in phases that each run only when the one before passed: the unit and
 * integration tests beside the type check, format, lint and unused code, the content check, and the unit
 * tests that reach the practice's module again under the second practice, whose outcome depends on it
 * (the tests use one core, the checks the other, and none writes what another reads); then the build,
 * everything that runs on it (the second practice's build, checks and browser journeys among it) and the
 * browser editor (scripts/e2e.ts). Ends with what each phase cost.
 *
 * `npm run test:second` runs the suites that pass under any practice under the second one: the unit and
 * integration tests, then its build with the checks and browser journeys over it
 * (tests/site/second-practice.test.ts, which builds practices/second in a copy of the project).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { withPracticeCondition } from './launch.mjs';
import { runPhases, type Phase } from './helpers/phases.ts';

const script = (name: string): Phase => ({ name, command: 'npm', args: ['run', '--silent', name] });

/** The environment of a command run under a practice, as the launcher gives PRACTICE=<name>. */
function underPractice(name: string): NodeJS.ProcessEnv {
  const env = { ...process.env, PRACTICE: name };
  return { ...env, NODE_OPTIONS: withPracticeCondition(env) };
}

const vitest = (name: string, projects: string[], practice: string, files: string[] = []): Phase => ({
  name,
  command: 'npx',
  args: ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...files],
  env: underPractice(practice),
});

/** The second practice's module and data files: what a unit test that depends on the practice reaches. */
const SECOND_MODULE = ['index', 'practice', 'fees', 'site'].map((file) => `practices/second/${file}.ts`);

const { values } = parseArgs({ options: { second: { type: 'boolean', default: false } } });
const root = join(import.meta.dirname, '..');

if (values.second) {
  await runPhases(
    'npm run test:second',
    [
      vitest('unit and integration', ['unit', 'integration'], 'second'),
      vitest('its build, checks and browser journeys', ['site'], 'second', [
        'tests/site/second-practice.test.ts',
      ]),
    ],
    root,
  );
} else {
  await runPhases(
    'npm test',
    [
      [
        ...['test:unit', 'check', 'check:content'].map(script),
        // The unit tests whose modules reach the practice's, by Vitest's module graph (vitest related).
        {
          name: 'unit (second practice)',
          command: 'npx',
          args: ['vitest', 'related', ...SECOND_MODULE, '--run', '--project', 'unit'],
          env: underPractice('second'),
        },
      ],
      script('test:e2e'),
    ],
    root,
  );
}
