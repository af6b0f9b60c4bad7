/**
 * `npm test`: every check and test, in phases that each run only when the one before passed: type check,
 * format, lint and unused code; the content check; unit and integration tests; the browser editor; then
 * the build and everything that runs on it (scripts/e2e.ts). Ends with what each phase cost.
 */
import { join } from 'node:path';
import { runPhases } from './helpers/phases.ts';

const script = (name: string) => ({ name, command: 'npm', args: ['run', '--silent', name] });

runPhases(
  'npm test',
  ['check', 'check:content', 'test:unit', 'test:editor', 'test:e2e'].map(script),
  join(import.meta.dirname, '..'),
);
