/**
 * Test instrumentation for the counting's browser tests: a copy of each beacon a page sends to the
 * counting endpoint, kept in the tab's session storage as the page unloads (a request sent as a page
 * unloads never reaches the test's network events), and read back on a later page of the site.
 */
import type { BrowserContext, Page } from 'playwright-core';

const KEY = 'copied-beacons';

export async function copyBeacons(context: Pick<BrowserContext, 'addInitScript'>, endpoint: string) {
  await context.addInitScript(
    ({ endpoint, key }) => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => {
        if (String(url).endsWith(endpoint)) {
          const copies = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
          sessionStorage.setItem(key, JSON.stringify([...copies, String(body)]));
        }
        return send(url, body);
      };
    },
    { endpoint, key: KEY },
  );
}

/** The bodies of the beacons copied in this tab so far. */
export async function copiedBeacons(page: Pick<Page, 'evaluate'>): Promise<string[]> {
  return JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), KEY)) ?? '[]') as string[];
}
