import { defineConfig } from 'vitest/config';

// Checks over the built output (dist/client), run by scripts/e2e.ts after the build.
export default defineConfig({
  test: { include: ['tests/site/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
