import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import getPort from 'get-port';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/helpers/chromium.ts';
import { SITE } from '#practice';

/**
 * The browser editor's tests (tests/editor): unlike the other browser tests, they need the development
 * server (the editor exists only there), on a free port of 127.0.0.1. Its first page takes a while to
 * compile, hence the long timeouts.
 */
// Each test worker loads this file again: the port chosen first reaches them through the environment.
process.env.EDITOR_PORT ||= String(await getPort({ host: '127.0.0.1' }));
const PORT = Number(process.env.EDITOR_PORT);
const baseURL = `http://127.0.0.1:${PORT}`;
const launchOptions = existsSync(TEST_CHROMIUM_PATH)
  ? { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS }
  : {};

export default defineConfig({
  testDir: 'tests/editor',
  // The tests share one development server and write into the practice's content folder: one at a time.
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 240_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    trace: 'off',
    launchOptions,
    viewport: { width: 1280, height: 900 },
    // The editor dates a new piece by the browser's own day, and the content check by the practice's: a
    // writer of the practice is in its zone, and a browser in UTC is a day ahead of Atlanta every evening.
    timezoneId: SITE.timeZone,
    actionTimeout: 30_000,
  },
  webServer: {
    command: `npx astro dev --host 127.0.0.1 --port ${PORT}`,
    url: `${baseURL}/keystatic`,
    // A development server already running on EDITOR_PORT is used as it is.
    reuseExistingServer: true,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
