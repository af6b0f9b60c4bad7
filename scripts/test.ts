/**
 * `npm test`: every check and test, in phases that each run only when the one before passed: the unit and
 * integration tests beside the type check, format, lint and unused code and the content check (the tests
 * use one core, the checks the other, and none writes what another reads); then the build, everything
 * that runs on it and the browser editor (scripts/e2e.ts). Ends with what each phase cost.
 */
import { join } from 'node:path';
import { runPhases } from './helpers/phases.ts';

const script = (name: string) => ({ name, command: 'npm', args: ['run', '--silent', name] });

await runPhases(
  'npm test',
  [['test:unit', 'check', 'check:content'].map(script), script('test:e2e')],
  join(import.meta.dirname, '..'),
);
