/**
 * `npm run screens:booking -- <when>`: the booking page in Chromium at 375 × 667 and 1280 × 800, with
 * every clinician's calendar feed connected (scripts/helpers/booking-feed-server.ts), saved as small PNGs in
 * docs/screens/booking-<when>/: the first screen (`book-<width>-top.png`), the first screen after the
 * first time is chosen (`book-<width>-chosen.png`, with JavaScript), and how tall the page is without
 * JavaScript, printed; then at 375 × 667 the steps after "Request this time": the code panel
 * (`book-375-code.png`), her record once the code is typed (`book-375-record.png`), and the answer to
 * a request from a phone alone (`book-375-phone.png`). Builds nothing: it serves the current dist/
 * (scripts/helpers/site-process.ts).
 *
 *   npm run build && npm run screens:booking -- after
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { feedEnv, startFeedServer } from './helpers/booking-feed-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './helpers/chromium.ts';
import { ROOT, startSite } from './helpers/site-process.ts';

const WIDTHS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/** A palette PNG: a screen of text and flat colours stays a few tens of kB. */
const small = (png: Buffer) => sharp(png).png({ palette: true, colours: 64, effort: 10 }).toBuffer();

async function shoot(browser: Browser, url: string, folder: string) {
  for (const size of WIDTHS) {
    const plain = await browser.newPage({ viewport: size, javaScriptEnabled: false });
    await plain.goto(url);
    const height = await plain.evaluate(() => document.documentElement.scrollHeight);
    console.info(
      `${size.width} px without JavaScript: ${height} px tall (${(height / size.height).toFixed(1)} screens)`,
    );
    await plain.close();
    const page = await browser.newPage({ viewport: size });
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready);
    writeFileSync(join(folder, `book-${size.width}-top.png`), await small(await page.screenshot()));
    const time = page.locator('#main-content input[type="radio"]').first();
    await time.check();
    await time.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    writeFileSync(join(folder, `book-${size.width}-chosen.png`), await small(await page.screenshot()));
    await page.close();
  }
}

/** The code mailed to `email`, from the server's mail folder, once it is there. */
async function codeFor(mailDir: string, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      const text = readFileSync(join(mailDir, file), 'utf8');
      const code = /^Subject: (\d{6}) is your code/m.exec(text)?.[1];
      if (code && text.includes(email)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** The steps after "Request this time" on a phone: the code panel, her record, the phone-only answer. */
async function shootSteps(browser: Browser, base: string, mailDir: string, folder: string) {
  const page = await browser.newPage({ viewport: WIDTHS[0] });
  const shot = async (name: string) =>
    writeFileSync(join(folder, `book-375-${name}.png`), await small(await page.screenshot()));
  const request = async (field: 'Email' | 'Phone', value: string, index: number) => {
    await page.goto(`${base}/book`);
    const time = page.locator('#main-content input[type="radio"]').nth(index);
    await time.focus();
    await page.waitForFunction(
      () => !document.querySelector('astro-island[component-url*="BookingForm"][ssr]'),
    );
    await time.check();
    await page.getByLabel('Name', { exact: true }).fill('Robin Vale');
    await page.getByLabel(field, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Request this time' }).click();
    await page.waitForTimeout(800);
  };
  await request('Email', 'robin.vale@example.com', 0);
  await shot('code');
  await page.getByLabel('Code from the email').fill(await codeFor(mailDir, 'robin.vale@example.com'));
  await page.getByRole('button', { name: 'Send my request' }).click();
  await page.waitForTimeout(800);
  await shot('record');
  await request('Phone', '404 555 0123', 1);
  await shot('phone');
  await page.close();
}

const when = process.argv[2];
if (!when || !/^[a-z-]+$/.test(when)) {
  console.error('usage: npm run screens:booking -- <when> (before, after, ...)');
  process.exit(2);
}
const folder = join(ROOT, 'docs', 'screens', `booking-${when}`);
mkdirSync(folder, { recursive: true });
const feedPort = await getPort({ host: '127.0.0.1' });
const feeds = await startFeedServer(feedPort);
const site = await startSite(feedEnv(feedPort));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  await shoot(browser, `${site.url}/book`, folder);
  await shootSteps(browser, site.url, join(site.dataDir, 'mail'), folder);
} finally {
  await browser.close();
  await site.stop();
  feeds.close();
}
