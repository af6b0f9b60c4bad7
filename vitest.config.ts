/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and integration tests for src/lib, src/config and src/server, in Node. Astro's Vite config makes
// `astro:content`-free modules, the @/ alias and the Container API work as they do in the build.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // The real server on the real build: run after the build, with the checks over dist/.
    exclude: ['tests/integration/server/**'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
