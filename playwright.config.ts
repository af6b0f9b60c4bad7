import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/helpers/chromium.ts';
import { feedEnv } from './scripts/helpers/booking-feed-server.ts';

const PORT = Number(process.env.E2E_PORT || 4322);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The clinicians' calendar feeds (scripts/helpers/booking-feed-server.ts), made relative to now. */
const FEED_PORT = PORT + 1;

/**
 * Browser tests run on Debian's chromium-headless-shell, or its full Chromium where the shell is not
 * installed (CHROMIUM_PATH chooses another: scripts/helpers/chromium.ts). When neither is there they fall back to Playwright's own browser if one is installed; scripts/e2e.ts explains what to do
 * when neither is there.
 */
const launchOptions = existsSync(TEST_CHROMIUM_PATH)
  ? { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS }
  : {};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core and one more, locally as in CI: a test waits on the server and the browser's
  // rendering as much as it computes, and a third worker on two cores takes 5% off the run (259 s to
  // 245 s measured); Playwright's default (half the cores) leaves one of two idle.
  workers: '150%',
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'off',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@mobile-only/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `node --experimental-strip-types scripts/helpers/booking-feed-server.ts ${FEED_PORT}`,
      url: `http://127.0.0.1:${FEED_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --experimental-strip-types --experimental-sqlite scripts/start.ts',
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: 'data/e2e',
        DATABASE_URL: 'file:./data/e2e/contact.sqlite',
        CONTACT_RATE_LIMIT: '1000',
        // Every test's visitor books from this machine's one address: let a few more requests wait at once.
        BOOKING_PENDING_PER_ADDRESS: '10',
        ...feedEnv(FEED_PORT),
      },
    },
  ],
});
