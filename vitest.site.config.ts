import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Checks over the built output (dist/client), and the real server on it (tests/integration/server), run
// by scripts/e2e.ts after the build.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Two files at once even on two cores: the extra builds (flags off, publication dates) wait on
        // one core's JavaScript for most of their time, so the reads over dist/ and the other build fit
        // beside them.
        test: { name: 'built site', include: ['tests/site/**/*.test.ts'], maxWorkers: 2 },
      },
      {
        extends: true,
        // Then the real server alone, one file at a time: its tests time pages in milliseconds, which a
        // build running beside them would distort.
        test: {
          name: 'server',
          include: ['tests/integration/server/**/*.test.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
