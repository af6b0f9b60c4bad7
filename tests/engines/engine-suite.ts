/**
 * One engine's run of the journeys (journeys.ts): one browser for all of them, a fresh page (and fresh
 * storage) for each. An engine that is not installed is reported as a skipped test whose name says how
 * to install it; in CI (CI=true) it fails instead, so a machine without it cannot pass unnoticed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { FIREFOX_PATH, firefoxPage, launchFirefox } from '../../scripts/helpers/firefox.ts';
import { JOURNEYS } from './journeys.ts';
import type { JourneyPage, Site } from '../../scripts/helpers/journey-page.ts';
import { WEBKIT_DRIVER, XVFB, launchWebKit, webkitPage } from '../../scripts/helpers/webkit.ts';

interface Engine {
  /** What is missing, with how to install it; null when the engine can run. */
  missing(): string | null;
  start(
    site: Site,
  ): Promise<{ open(): Promise<{ page: JourneyPage; close(): Promise<void> }>; stop(): Promise<void> }>;
}

const onPath = (command: string) =>
  command.includes('/') ? existsSync(command) : spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

const ENGINES: Record<'firefox' | 'webkit', Engine> = {
  firefox: {
    missing: () =>
      existsSync(FIREFOX_PATH)
        ? null
        : `${FIREFOX_PATH} not found: apt-get install firefox-esr (or set FIREFOX_PATH)`,
    async start(site) {
      const browser = await launchFirefox();
      return {
        open: () => firefoxPage(browser, site.baseURL),
        stop: () => browser.close(),
      };
    },
  },
  webkit: {
    missing: () =>
      !onPath(WEBKIT_DRIVER)
        ? `${WEBKIT_DRIVER} not found: apt-get install webkit2gtk-driver`
        : !onPath(XVFB)
          ? `${XVFB} not found (WebKitGTK needs a display): apt-get install xvfb`
          : null,
    async start(site) {
      const session = await launchWebKit();
      const page = webkitPage(session, site.baseURL);
      return {
        async open() {
          return {
            page,
            // One window for every journey: what a journey stored must not reach the next one.
            async close() {
              await page.goto('/');
              await page.evaluate(() => {
                localStorage.clear();
                sessionStorage.clear();
              });
            },
          };
        },
        stop: () => session.close(),
      };
    },
  },
};

export function runJourneys(name: keyof typeof ENGINES) {
  const engine = ENGINES[name];
  const missing = engine.missing();
  describe(name, () => {
    if (missing) {
      if (process.env.CI) {
        it(`${name} is installed`, () => {
          throw new Error(missing);
        });
      } else {
        console.warn(`[${name}] skipped: ${missing}`);
        it.skip(missing);
      }
      return;
    }
    const site: Site = { baseURL: inject('baseURL'), dataDir: inject('dataDir') };
    let running: Awaited<ReturnType<Engine['start']>>;
    beforeAll(async () => {
      running = await engine.start(site);
    }, 60_000);
    afterAll(async () => {
      await running?.stop();
    });
    for (const journey of JOURNEYS) {
      it(journey.name, async () => {
        const { page, close } = await running.open();
        try {
          const { width, height } = journey.viewport ?? { width: 1280, height: 900 };
          await page.setViewport(width, height);
          await journey.run(page, site);
        } finally {
          await close();
        }
      });
    }
  });
}
