/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and integration tests for src/lib, src/config and src/server, in Node. Astro's Vite config makes
// `astro:content`-free modules, the @/ alias and the Container API work as they do in the build.
export default getViteConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        // Unit tests leave no state behind (environment stubs are undone), so their files share workers:
        // loading Astro's Vite setup once per worker instead of once per file takes most of their time off.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The real server on the real build: run after the build, with the checks over dist/.
          exclude: ['tests/integration/server/**'],
        },
      },
    ],
  },
});
