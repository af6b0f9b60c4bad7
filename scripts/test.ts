/**
 * `npm test`: every check and test, in phases that each run only when the one before passed: the unit and
 * integration tests beside the type check, format, lint and unused code, the content check, and the unit
 * tests again under the second practice, whose outcome depends on the practice as much as the sample's
 * (the tests use one core, the checks the other, and none writes what another reads); then the build,
 * everything that runs on it (the second practice's build, checks and browser journeys among it) and the
 * browser editor (scripts/e2e.ts). Ends with what each phase cost.
 */
import { join } from 'node:path';
import { withPracticeCondition } from './launch.mjs';
import { runPhases } from './helpers/phases.ts';

const script = (name: string) => ({ name, command: 'npm', args: ['run', '--silent', name] });

/** The environment of a command run under another practice, as the launcher gives PRACTICE=<name>. */
function underPractice(name: string): NodeJS.ProcessEnv {
  const env = { ...process.env, PRACTICE: name };
  return { ...env, NODE_OPTIONS: withPracticeCondition(env) };
}

await runPhases(
  'npm test',
  [
    [
      ...['test:unit', 'check', 'check:content'].map(script),
      {
        name: 'unit (second practice)',
        command: 'npx',
        args: ['vitest', 'run', '--project', 'unit'],
        env: underPractice('second'),
      },
    ],
    script('test:e2e'),
  ],
  join(import.meta.dirname, '..'),
);
