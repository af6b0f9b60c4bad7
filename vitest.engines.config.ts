import { defineConfig } from 'vitest/config';

// The visitor journeys in Firefox ESR and WebKitGTK (tests/engines), against `npm start` on the built
// site; scripts/e2e.ts runs them after the Playwright (Chromium) suite. The two engines run side by side.
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/site-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
