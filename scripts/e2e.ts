/**
 * `npm run test:e2e`: builds the site (and the second practice in its copy of the project, beside it),
 * runs the checks over the build (Vitest's `site` project) beside the
 * visitor journeys in Firefox ESR and WebKitGTK (the `engines` project, `npm run test:engines`), then the
 * real-server suites (`server`) beside the browser editor's test (`npm run test:editor`), then the
 * Playwright suite (Chromium) against `npm start`'s server, and ends with what each phase cost. Extra
 * arguments go to Playwright (npm run test:e2e -- --grep "mobile menu") and leave the other engines and
 * the editor out, as do E2E_SKIP_ENGINES=1 and E2E_SKIP_EDITOR=1; E2E_SKIP_BUILD=1 and
 * E2E_SKIP_SITE_CHECKS=1 leave out the build and the checks over it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_CHROMIUM_PATH } from './helpers/chromium.ts';
import { e2ePort } from './helpers/e2e-port.ts';
import { runPhases, type Phase } from './helpers/phases.ts';
import { SECOND_PRACTICE_COPY } from './second-practice-build.ts';

const root = join(import.meta.dirname, '..');
const chromiumPath = TEST_CHROMIUM_PATH;
if (!existsSync(chromiumPath)) {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const {chromium}=require('@playwright/test');process.exit(require('fs').existsSync(chromium.executablePath())?0:1)",
    ],
    { cwd: root },
  );
  if (probe.status !== 0) {
    console.error(
      `No browser for the browser tests: ${chromiumPath} does not exist and Playwright has no browser of its own.\n` +
        'Install Chromium (Debian: apt-get install chromium-headless-shell, or chromium) or point CHROMIUM_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
  console.log(`${chromiumPath} not found: using Playwright's own Chromium.`);
}

rmSync(join(root, 'data', 'e2e'), { recursive: true, force: true });
// A port nothing listens on, so a stray server on the default port cannot fail the run.
const port = process.env.E2E_PORT || (await e2ePort());
const playwrightArgs = process.argv.slice(2);
const npx = (name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Phase => ({
  name,
  command: 'npx',
  args,
  env,
});

const engines =
  playwrightArgs.length === 0 && !process.env.E2E_SKIP_ENGINES
    ? [npx('engines', ['vitest', 'run', '--project', 'engines'])]
    : [];
const siteChecks = !process.env.E2E_SKIP_SITE_CHECKS;
const editor =
  playwrightArgs.length === 0 && !process.env.E2E_SKIP_EDITOR
    ? [{ name: 'editor', command: 'npm', args: ['run', '--silent', 'test:editor'] }]
    : [];

// The second practice's build, in its copy of the project, beside the sample's: two builds at once keep
// both cores busy where one leaves one mostly idle, and the checks over it then start with the others.
const secondBuild: Phase[] = siteChecks
  ? [{ name: 'build (second practice)', command: 'npm', args: ['run', '--silent', 'build:second'] }]
  : [];

await runPhases(
  'npm run test:e2e',
  [
    ...(process.env.E2E_SKIP_BUILD
      ? []
      : [[{ name: 'build', command: 'npm', args: ['run', '--silent', 'build'] }, ...secondBuild]]),
    // Checks over the built output (HTML validity, links, metadata, JSON-LD, sitemap, third parties, byte
    // budgets, the extra builds: every feature flag off, publication dates, a second practice) beside the
    // Firefox and WebKit journeys, which wait on their browsers more than they compute; then the
    // real-server suites with no build beside them, since their tests time requests; then Playwright.
    ...(siteChecks
      ? [
          [
            npx('site checks', ['vitest', 'run', '--project', 'site'], {
              ...process.env,
              ...(secondBuild.length > 0 && !process.env.E2E_SKIP_BUILD
                ? { SECOND_PRACTICE_COPY: SECOND_PRACTICE_COPY }
                : {}),
            }),
            ...engines,
          ],
        ]
      : engines),
    // The browser editor's test beside them: it works on the development server and the content
    // folder, which nothing of the server suites reads, and waits on the server's first compile.
    ...(siteChecks ? [[npx('server suites', ['vitest', 'run', '--project', 'server']), ...editor]] : editor),
    npx('playwright', ['playwright', 'test', ...playwrightArgs], { ...process.env, E2E_PORT: port }),
  ],
  root,
);
