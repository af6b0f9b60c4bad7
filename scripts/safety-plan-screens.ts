/**
 * `npm run screens:safety-plan`: the safety plan in Chromium at 375 × 667, light and dark, saved as small
 * PNGs in docs/screens/safety-plan/: where the plan starts, scrolled to its heading (`start-<theme>.png`),
 * the keep bar after a first word typed into step 1 (`typed-<theme>.png`) and once it was pressed
 * (`kept-<theme>.png`); and prints how far down the page each landmark of the plan sits. Builds nothing:
 * it serves the current dist/ (scripts/helpers/site-process.ts).
 *
 *   npm run build && npm run screens:safety-plan
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './helpers/chromium.ts';
import { ROOT, startSite } from './helpers/site-process.ts';

const SIZE = { width: 375, height: 667 };

/** A palette PNG: a screen of text and flat colours stays a few tens of kB. */
const small = (png: Buffer) => sharp(png).png({ palette: true, colours: 64, effort: 10 }).toBuffer();

/** Where each part sits from the page's top, in pixels and in screens. */
async function landmarks(page: Page) {
  const tops = await page.evaluate(() => {
    const top = (selector: string) =>
      Math.round(document.querySelector(selector)!.getBoundingClientRect().top + scrollY);
    return {
      'where her words stay': top('[data-plan-privacy]'),
      "step 1's box": top('[data-safety-plan] textarea'),
      '"Keep on this device" of the controls': top('[data-plan-controls] [data-plan-keep]'),
      'the page’s end': document.documentElement.scrollHeight,
    };
  });
  for (const [what, y] of Object.entries(tops)) {
    console.info(`${what}: ${y} px (${(y / SIZE.height).toFixed(1)} screens)`);
  }
}

const folder = join(ROOT, 'docs', 'screens', 'safety-plan');
mkdirSync(folder, { recursive: true });
const site = await startSite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: SIZE, colorScheme });
    await page.goto(`${site.url}/safety-plan`);
    await page.evaluate(() => document.fonts.ready);
    if (colorScheme === 'light') await landmarks(page);
    const shot = async (name: string) =>
      writeFileSync(join(folder, `${name}-${colorScheme}.png`), await small(await page.screenshot()));
    await page.locator('#plan-heading').evaluate((heading) => heading.scrollIntoView());
    await shot('start');
    await page.locator('[data-safety-plan] textarea').first().click();
    await page.keyboard.type('I stop answering texts.');
    // Once the bar has risen into place.
    await page
      .locator('[data-plan-bar]')
      .evaluate((bar) => Promise.all(bar.getAnimations().map((animation) => animation.finished)));
    await shot('typed');
    await page.locator('[data-plan-bar] [data-plan-keep]').click();
    await shot('kept');
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
