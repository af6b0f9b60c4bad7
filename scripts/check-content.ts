/**
 * `npm run check:content`: every problem of every article, answer and notice at once, one per line as
 * `path:line: message`, then a count; exits 1 when there is any. Before them, every piece's reading
 * grade and its limit. The build runs the same check first
 * (src/lib/content-check/integration.ts). SITE_NOW fixes the day drafts and schedules are read against.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent, formatReport, readContent } from '../src/lib/content-check/check-content.ts';
import { readingReport } from '../src/lib/content-check/rules/reading.ts';

// --root checks another tree laid out like this project (the tests' fixtures).
const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = values.root ? resolve(values.root) : join(import.meta.dirname, '..');
const problems = checkContent(root);
// Every piece's reading grade, on standard output: the problems stay alone on standard error.
console.log(readingReport(readContent(root)));
if (problems.length === 0) {
  console.log('Content check: no problems.');
} else {
  console.error(formatReport(problems));
  process.exitCode = 1;
}
