/**
 * Firefox ESR driven over WebDriver BiDi by puppeteer-core (no browser download: Debian's firefox-esr).
 * One browser for every journey; each journey gets a fresh private context (no storage carried over).
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import {
  describeTarget,
  markTarget,
  pageScript,
  wireTarget,
  type JourneyPage,
  type Key,
  type Target,
} from './journey-page.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Nothing reaches for Mozilla's hosts during the tests.
    extraPrefsFirefox: {
      'browser.safebrowsing.update.enabled': false,
      'app.update.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  });
}

let marks = 0;

export async function firefoxPage(
  browser: Browser,
  baseURL: string,
): Promise<{ page: JourneyPage; close(): Promise<void> }> {
  const context = await browser.createBrowserContext();
  const tab: Page = await context.newPage();
  tab.setDefaultTimeout(15_000);

  const locate = async (target: Target) => {
    const selector = (await tab.evaluate(pageScript(markTarget, [wireTarget(target), String(++marks)]))) as
      string | null;
    if (!selector) throw new Error(`firefox: no visible ${describeTarget(target)} on ${tab.url()}`);
    return selector;
  };

  const page: JourneyPage = {
    engine: 'firefox',
    async goto(path) {
      await tab.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
    },
    async setViewport(width, height) {
      await tab.setViewport({ width, height });
    },
    viewport: () => tab.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight })),
    async click(target) {
      await tab.click(await locate(target));
    },
    async type(target, text) {
      const selector = await locate(target);
      await tab.focus(selector);
      await tab.keyboard.type(text);
    },
    async press(key: Key, options = {}) {
      if (options.ctrl) await tab.keyboard.down('Control');
      await tab.keyboard.press(key === '/' ? 'Slash' : key === 'k' ? 'KeyK' : key);
      if (options.ctrl) await tab.keyboard.up('Control');
    },
    async text(target) {
      const selector = await locate(target);
      return tab.$eval(selector, (el) => ((el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim());
    },
    evaluate: async (fn, ...args) => (await tab.evaluate(pageScript(fn, args))) as never,
    url: async () => tab.url(),
    async back() {
      // A page restored from the back/forward cache fires no load event: the journey waits for the address.
      await tab.goBack({ waitUntil: 'domcontentloaded', timeout: 5_000 }).catch(() => null);
    },
  };
  return { page, close: () => context.close() };
}
