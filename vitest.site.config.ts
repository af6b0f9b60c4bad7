import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Checks over the built output (dist/client), and the real server on it (tests/integration/server), run
// by scripts/e2e.ts after the build.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/site/**/*.test.ts', 'tests/integration/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
