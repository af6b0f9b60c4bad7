/**
 * `npm run screens -- <when>`: first-screen screenshots (the viewport, not the full page) of the home
 * page, /therapists, the first article, /contact after a sent message, and /fees, at 375 × 667 and
 * 1280 × 800, in the light and the dark theme, in Chromium (Playwright), Firefox ESR (WebDriver BiDi)
 * and WebKitGTK (WebKitWebDriver), saved as JPEG (quality 70) in
 * docs/screens/<when>/<engine>-<page>-<width>-<theme>.jpg. Builds nothing: it serves the current dist/
 * with `npm start`'s server and a throwaway data folder (scripts/helpers/site-process.ts).
 *
 *   npm run build && npm run screens -- after
 *   SCREENS_ENGINES=chromium,firefox npm run screens -- before
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { sitePages } from '../src/lib/pages/site-pages.ts';
import { launchFirefox } from './helpers/firefox.ts';
import { waitUntil } from './helpers/journey-page.ts';
import { launchWebKit, webkitPage } from './helpers/webkit.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './helpers/chromium.ts';
import { ROOT, startSite } from './helpers/site-process.ts';

type Theme = 'light' | 'dark';
type Engine = 'chromium' | 'firefox' | 'webkit';

/** What one engine must do; every method works on the engine's one open tab. */
interface Shooter {
  /** Opens a path on the site and waits for its load event. */
  goto(path: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Runs a self-contained function (no closures) in the page; it may return a promise. */
  evaluate<T>(fn: () => T | Promise<T>): Promise<T>;
  /** Types into the field with this id, key by key. */
  type(id: string, text: string): Promise<void>;
  /** Clicks the element the selector names. */
  click(selector: string): Promise<void>;
  /** The viewport as an image (PNG or JPEG). */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

const SIZES = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;
const THEMES: Theme[] = ['light', 'dark'];
const ENGINES: Engine[] = ['chromium', 'firefox', 'webkit'];
const SEND = '#contact-form button[type="submit"]';
const THANKS = '#contact-form-thanks';

const pageScript = (fn: () => unknown) => `(${fn.toString()})()`;

async function chromiumShooter(): Promise<Shooter> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  return {
    goto: async (path) => void (await tab.goto(path, { waitUntil: 'load' })),
    setViewport: (width, height) => tab.setViewportSize({ width, height }),
    evaluate: (fn) => tab.evaluate(fn),
    type: (id, text) => tab.locator(`#${id}`).pressSequentially(text),
    click: (selector) => tab.click(selector),
    screenshot: () => tab.screenshot({ type: 'jpeg', quality: 70 }),
    close: () => browser.close(),
  };
}

async function firefoxShooter(): Promise<Shooter> {
  const browser = await launchFirefox();
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  tab.setDefaultTimeout(15_000);
  return {
    goto: async (path) => void (await tab.goto(path, { waitUntil: 'load' })),
    setViewport: (width, height) => tab.setViewport({ width, height }),
    evaluate: async (fn) => (await tab.evaluate(pageScript(fn))) as never,
    async type(id, text) {
      await tab.focus(`#${id}`);
      await tab.keyboard.type(text);
    },
    click: (selector) => tab.click(selector),
    screenshot: async () => Buffer.from(await tab.screenshot({ type: 'png' })),
    close: () => browser.close(),
  };
}

async function webkitShooter(): Promise<Shooter> {
  const session = await launchWebKit();
  // The journeys' page is used for what it already does well: window size, scripts, real typing.
  const page = webkitPage(session, 'http://127.0.0.1/');
  return {
    goto: async (url) => void (await session.call('POST', '/url', { url })),
    setViewport: (width, height) => page.setViewport(width, height),
    evaluate: (fn) => page.evaluate(fn) as never,
    type: (id, text) => page.type(`#${id}`, text),
    click: (selector) => page.click(selector),
    screenshot: async () => Buffer.from(String(await session.call('GET', '/screenshot')), 'base64'),
    close: () => session.close(),
  };
}

const SHOOTERS: Record<Engine, () => Promise<Shooter>> = {
  chromium: chromiumShooter,
  firefox: firefoxShooter,
  webkit: webkitShooter,
};

/**
 * Waits until what a visitor first sees is drawn: fonts loaded, the images in view decoded, no scroll
 * still moving (a focus move may scroll smoothly), then two frames. Runs in the page: self-contained.
 */
function settled(): Promise<boolean> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const inView = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0;
  });
  return (async () => {
    await document.fonts.ready;
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
    for (let last = -1, same = 0; same < 3;) {
      await frame();
      same = scrollY === last ? same + 1 : 0;
      last = scrollY;
    }
    return true;
  })();
}

/** Fills the contact form, sends it and waits for the thanks, which takes the focus. */
async function sendContact(shooter: Shooter) {
  await shooter.type('contact-form-name', 'Screens Tester');
  await shooter.type('contact-form-email', 'screens@example.com');
  await shooter.type('contact-form-message', 'A message sent for the screenshots.');
  await shooter.click(SEND);
  await waitUntil(
    () =>
      shooter.evaluate(() => {
        const thanks = document.getElementById('contact-form-thanks');
        return thanks && thanks.getClientRects().length > 0 && document.activeElement === thanks;
      }),
    `no thanks shown (${THANKS}) after sending the contact form`,
    15_000,
  );
}

async function shootEngine(
  engine: Engine,
  origin: string,
  pages: { name: string; path: string }[],
  out: string,
) {
  const shooter = await SHOOTERS[engine]();
  try {
    for (const { width, height } of SIZES) {
      await shooter.setViewport(width, height);
      const actual = await shooter.evaluate(() => innerWidth);
      if (actual !== width) console.log(`  ${engine}: the window is ${actual} px wide, not ${width}`);
      for (const theme of THEMES) {
        // The toggle's stored choice, read by the head's pre-paint script on every page that follows.
        await shooter.goto(`${origin}/`);
        await shooter.evaluate(storeTheme(theme));
        for (const { name, path } of pages) {
          await shooter.goto(`${origin}${path}`);
          if (name === 'contact') await sendContact(shooter);
          await shooter.evaluate(settled);
          const image = await sharp(await shooter.screenshot())
            .jpeg({ quality: 70, mozjpeg: true })
            .toBuffer();
          const file = `${engine}-${name}-${width}-${theme}.jpg`;
          writeFileSync(join(out, file), image);
          console.log(`  ${file} (${(image.length / 1024).toFixed(1)} kB)`);
        }
      }
    }
  } finally {
    await shooter.close();
  }
}

/** A page function that stores the theme choice (built as source: page functions take no closures). */
function storeTheme(theme: Theme): () => boolean {
  return new Function(
    `localStorage.setItem('theme', ${JSON.stringify(theme)}); return true;`,
  ) as () => boolean;
}

async function main() {
  const when = process.argv[2];
  if (!when || !/^[\w-]+$/.test(when)) {
    throw new Error('name the set: npm run screens -- before (letters, digits, - and _ only)');
  }
  const only = process.env.SCREENS_ENGINES?.split(',').map((s) => s.trim());
  const engines = ENGINES.filter((engine) => !only || only.includes(engine));
  const article = sitePages(ROOT).find((entry) => entry.kind === 'article');
  if (!article) throw new Error('no article in the registry');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'therapists', path: '/therapists' },
    { name: 'article', path: article.path },
    { name: 'contact', path: '/contact' },
    { name: 'fees', path: '/fees' },
  ];
  const out = join(ROOT, 'docs', 'screens', when);
  mkdirSync(out, { recursive: true });
  // The contact worker stays off (nothing is mailed); the limit lets every engine and size send once.
  const server = await startSite({ CONTACT_WORKER: 'off', CONTACT_RATE_LIMIT: '1000' });
  try {
    for (const engine of engines) {
      console.log(`${engine}:`);
      await shootEngine(engine, server.url, pages, out);
    }
  } finally {
    await server.stop();
  }
  console.log(`Written: docs/screens/${when}/`);
}

try {
  await main();
} catch (error) {
  console.error(`screens: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
