/**
 * `npm run test:e2e`: builds the site, then runs the Playwright suite (Chromium) against `npm start`'s
 * server, then the visitor journeys in Firefox ESR and WebKitGTK (tests/engines, `npm run test:engines`).
 * Extra arguments go to Playwright (npm run test:e2e -- --grep "mobile menu") and leave the other
 * engines out, as does E2E_SKIP_ENGINES=1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { CHROMIUM_PATH } from './helpers/chromium.ts';

const root = join(import.meta.dirname, '..');
const chromiumPath = CHROMIUM_PATH;
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
        'Install Chromium (Debian: apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
  console.log(`${chromiumPath} not found: using Playwright's own Chromium.`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build']);
// Checks over the built output: HTML validity, links, metadata, JSON-LD, sitemap, third parties, byte
// budgets, and a second build with every feature flag off; and the real-server suites (tests/integration/server).
if (!process.env.E2E_SKIP_SITE_CHECKS) run('npx', ['vitest', 'run', '--config', 'vitest.site.config.ts']);
rmSync(join(root, 'data', 'e2e'), { recursive: true, force: true });
// A port nothing listens on, so a stray server on the default port cannot fail the run.
const port = process.env.E2E_PORT || String(await getPort({ host: '127.0.0.1' }));
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, E2E_PORT: port });
const playwrightArgs = process.argv.slice(2);
if (playwrightArgs.length === 0 && !process.env.E2E_SKIP_ENGINES) {
  run('npx', ['vitest', 'run', '--config', 'vitest.engines.config.ts']);
}
