import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';
import {
  defineConfig,
  mergeConfig,
  type TestProjectInlineConfiguration,
  type UserWorkspaceConfig,
} from 'vitest/config';
import { practiceModule } from './src/integrations/practice-module.ts';

/**
 * Astro's Vite config, for the unit and integration tests: `astro:content`-free modules, the @/ alias and
 * the Container API work as they do in the build. Loaded once for both projects; the others take plain
 * Vite.
 */
let astroVite: Promise<UserWorkspaceConfig> | undefined;
const withAstro =
  (test: UserWorkspaceConfig['test']) =>
  async (env: { mode: string; command: 'build' | 'serve' }): Promise<UserWorkspaceConfig> =>
    mergeConfig(await (astroVite ??= getViteConfig({})(env) as Promise<UserWorkspaceConfig>), { test });

/**
 * The projects that take plain Vite: each reads the practice PRACTICE names through `#practice`, as the
 * build does (Astro's config gives the others the same plugin).
 */
const plainVite = (test: NonNullable<UserWorkspaceConfig['test']>): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [practiceModule()],
  test,
});

/**
 * Every Vitest suite, one project each, run in the phases of `npm test` (scripts/e2e.ts for the last
 * three): `vitest run --project unit --project integration` needs nothing built; `--project site
 * --project server` needs the build; `--project engines` needs the build and Debian's Firefox ESR and
 * WebKitGTK. When projects run together, `groupOrder` keeps the phases' order.
 */
/**
 * Vitest puts the `define`d values of Astro's config into process.env for every project, and a build
 * started from a test would read CONTENT_PREVIEWS=true from it and publish drafts: the projects that
 * start builds (flags off, publication dates) or run over the build set it empty.
 */
const BUILD_ENV = { CONTENT_PREVIEWS: '' };

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      // Unit tests leave no state behind (environment stubs are undone), so their files share workers:
      // loading Astro's Vite setup once per worker instead of once per file takes most of their time off.
      withAstro({
        name: 'unit',
        environment: 'node',
        testTimeout: 20_000,
        include: ['tests/unit/**/*.test.ts'],
        isolate: false,
        // Two workers on two cores: `npm test` runs these beside the checks, and one worker left a core idle.
        maxWorkers: 2,
      }),
      withAstro({
        name: 'integration',
        environment: 'node',
        testTimeout: 20_000,
        include: ['tests/integration/**/*.test.ts'],
        // The real server on the real build: run after the build, with the checks over dist/.
        exclude: ['tests/integration/server/**', 'tests/integration/attacker/**'],
        maxWorkers: 2,
      }),
      // Checks over the built output (dist/client). Two files at once even on two cores: the extra
      // builds (flags off, publication dates) wait on one core's JavaScript for most of their time, so
      // the reads over dist/ and the other build fit beside them.
      plainVite({
        name: 'site',
        env: BUILD_ENV,
        include: ['tests/site/**/*.test.ts'],
        maxWorkers: 2,
        testTimeout: 60_000,
        sequence: { groupOrder: 1 },
      }),
      // Then the real server (`npm start` on the build) with no build beside it: its tests time pages in
      // milliseconds, which a build would distort. Two files at once: each waits on its own server
      // (signals, grace periods, a body sent a byte a second) far more than it computes.
      plainVite({
        name: 'server',
        env: BUILD_ENV,
        include: ['tests/integration/server/**/*.test.ts', 'tests/integration/attacker/**/*.test.ts'],
        maxWorkers: 2,
        testTimeout: 60_000,
        sequence: { groupOrder: 2 },
      }),
      // The visitor journeys in Firefox ESR and WebKitGTK against `npm start` on the build, after the
      // Playwright (Chromium) suite; the two engines side by side.
      plainVite({
        name: 'engines',
        env: BUILD_ENV,
        include: ['tests/engines/**/*.test.ts'],
        globalSetup: ['tests/engines/site-server.ts'],
        testTimeout: 60_000,
        hookTimeout: 90_000,
        sequence: { groupOrder: 3 },
      }),
    ],
  },
});
