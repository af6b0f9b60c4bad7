/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * Every Vitest suite, one project each, run in the phases of `npm test` (scripts/e2e.ts for the last
 * three): `vitest run --project unit --project integration` needs nothing built; `--project site
 * --project server` needs the build; `--project engines` needs the build and Debian's Firefox ESR and
 * WebKitGTK. Astro's Vite config makes `astro:content`-free modules, the @/ alias and the Container API
 * work as they do in the build; every project shares its one Vite server. When projects run together,
 * `groupOrder` keeps the phases' order.
 */
export default getViteConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        // Unit tests leave no state behind (environment stubs are undone), so their files share workers:
        // loading Astro's Vite setup once per worker instead of once per file takes most of their time off.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The real server on the real build: run after the build, with the checks over dist/.
          exclude: ['tests/integration/server/**'],
        },
      },
      {
        // Checks over the built output (dist/client). Two files at once even on two cores: the extra
        // builds (flags off, publication dates) wait on one core's JavaScript for most of their time, so
        // the reads over dist/ and the other build fit beside them.
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          maxWorkers: 2,
          testTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Then the real server (`npm start` on the build) alone, one file at a time: its tests time pages
        // in milliseconds, which a build running beside them would distort.
        test: {
          name: 'server',
          include: ['tests/integration/server/**/*.test.ts'],
          maxWorkers: 1,
          testTimeout: 60_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The visitor journeys in Firefox ESR and WebKitGTK against `npm start` on the build, after the
        // Playwright (Chromium) suite; the two engines side by side.
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          globalSetup: ['tests/engines/site-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
