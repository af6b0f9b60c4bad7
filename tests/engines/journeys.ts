/**
 * The visitor journeys every engine runs (Chromium runs the fuller Playwright specs in tests/e2e).
 *
 * Adding a journey is a few lines: append `{ name, viewport?, run }` to JOURNEYS (or to a file of its
 * own and spread it in here); `run(page, site)` gets the engine-neutral page (journey-page.ts) and the
 * site under test, and throws to fail. For example:
 *
 *   {
 *     name: 'fees: the estimator answers for four sessions',
 *     async run(page) {
 *       await page.goto('/fees');
 *       await page.type({ label: 'Sessions' }, '4');
 *       await expectText(page, { role: 'status', within: 'main' }, /\$/);
 *     },
 *   },
 *
 * engine-suite.ts (started by firefox.journeys.test.ts and webkit.journeys.test.ts) runs each journey in
 * Firefox ESR and WebKitGTK, one browser per engine, with fresh storage per journey.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRACTICE } from '#practice';
import { CODE_COPY, RECORD_COPY } from '../../src/lib/booking/booking-copy.ts';
import {
  REASONS_TO_LIVE,
  SAFETY_PLAN_COPY,
  SAFETY_PLAN_STEPS,
} from '../../src/lib/safety-plan/safety-plan-copy.ts';
import { EMPTY_ANSWERS, findClinicians, summaryText } from '../../src/lib/therapists/finder.ts';
import {
  FIRST_SCREEN,
  firstLineProblem,
  happeningNowPages,
  SPANISH_PAGE,
  spanishFirstScreenProblem,
  type ShownFirstLine,
} from '../e2e/happening-now-pages.ts';
import { FEED_CLINICIANS } from '../../scripts/helpers/booking-feed-server.ts';
import { kindSamples } from '../e2e/samples.ts';
import { literal } from '../practice.ts';
import { parseMail } from '../integration/helpers/parse-mail.ts';
import {
  waitUntil,
  type Journey,
  type JourneyPage,
  type Target,
} from '../../scripts/helpers/journey-page.ts';

const PHONE = { width: 390, height: 800 };
/** The smallest common phone screen. */
const SMALL_PHONE = { width: 375, height: 667 };

function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * Waits until the element's text matches; a failure names the address the browser is on, so a page that
 * went somewhere else (a plain form post, say) is told apart from one that was slow.
 */
/** The code mailed to `email`, as she reads it in the subject, once the server has delivered it. */
async function mailedCode(dataDir: string, email: string): Promise<string> {
  const mail = join(dataDir, 'mail');
  let code = '';
  await waitUntil(
    async () => {
      for (const file of existsSync(mail) ? readdirSync(mail).filter((f) => f.endsWith('.eml')) : []) {
        const parsed = await parseMail(readFileSync(join(mail, file), 'utf8'), { from: '', to: [] });
        const found = /^(\d{6}) is your code for /.exec(parsed.header('subject'));
        if (found && parsed.header('to').includes(email)) code = found[1]!;
      }
      return code !== '';
    },
    `the code mailed to ${email} never arrived`,
    15_000,
  );
  return code;
}

async function expectText(page: JourneyPage, target: Target, expected: string | RegExp) {
  let last = '';
  let where = '';
  await waitUntil(
    async () => {
      where = await page.url();
      last = await page.text(target);
      return typeof expected === 'string' ? last === expected : expected.test(last);
    },
    () => `${page.engine}: text ${JSON.stringify(last)} is not ${String(expected)} on ${where}`,
  );
}

async function expectPath(page: JourneyPage, path: string) {
  await waitUntil(
    async () => (await page.evaluate(() => location.pathname)) === path,
    `${page.engine}: never reached ${path}`,
  );
}

const attribute = (page: JourneyPage, selector: string, name: string) =>
  page.evaluate((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);

/** Everything in the page's storage, to show that what a visitor answers is not kept there. */
const storage = (page: JourneyPage) =>
  page.evaluate(() => JSON.stringify([localStorage, sessionStorage].map((store) => Object.entries(store))));

/** Fails when storage holds any of the visitor's answers (the site keeps only its own flags there). */
function expectNotKept(stored: string, answers: string[]) {
  const kept = answers.filter((answer) => stored.toLowerCase().includes(answer.toLowerCase()));
  if (kept.length > 0)
    throw new Error(`storage keeps what the visitor answered (${kept.join(', ')}): ${stored}`);
}

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export const JOURNEYS: Journey[] = [
  {
    name: 'navigation: the main menu on a wide window, the phone menu on a narrow one',
    async run(page) {
      await page.goto('/');
      await page.click({ role: 'link', name: 'About', within: 'nav[aria-label="Main"]' });
      await expectPath(page, '/about');
      await page.setViewport(PHONE.width, PHONE.height);
      await page.click({ role: 'button', name: 'Open menu' });
      await waitUntil(
        () =>
          attribute(page, '[aria-controls="mobile-menu-panel"]', 'aria-expanded').then((v) => v === 'true'),
        'the phone menu did not open',
      );
      await page.click({ role: 'link', name: 'Services', within: '#mobile-menu-panel' });
      await expectPath(page, '/services');
    },
  },
  {
    name: 'theme: Dark chosen in the header is kept on the next page',
    async run(page) {
      await page.goto('/about');
      await page.click({ role: 'button', name: 'Dark', within: 'header' });
      await waitUntil(
        () => page.evaluate(() => getComputedStyle(document.body).backgroundColor === 'rgb(19, 27, 28)'),
        'the page did not turn dark',
      );
      await page.goto('/services');
      expectEqual(
        await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
        'rgb(19, 27, 28)',
        'background on the next page',
      );
      expectEqual(
        await attribute(page, 'header [data-theme-choice="dark"]', 'aria-pressed'),
        'true',
        'Dark pressed',
      );
    },
  },
  {
    name: 'FAQ: one question open at a time',
    async run(page) {
      await page.goto('/faq');
      const expanded = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('main h2 button')].map((b) => b.getAttribute('aria-expanded')),
        );
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll('main h2 button')].map((b) => b.id),
      );
      await page.click(`[id="${ids[0]}"]`);
      await waitUntil(async () => (await expanded())[0] === 'true', 'the first question did not open');
      await page.click(`[id="${ids[1]}"]`);
      await waitUntil(async () => (await expanded())[1] === 'true', 'the second question did not open');
      expectEqual((await expanded()).filter((v) => v === 'true').length, 1, 'questions open');
    },
  },
  {
    name: 'answers: search and the tier filter narrow the list',
    async run(page) {
      await page.goto('/answers');
      const count = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('main article')].filter((a) => a.getClientRects().length > 0)
              .length,
        );
      const all = await count();
      await page.type({ role: 'searchbox', name: 'Search answers' }, 'child');
      const searched = await waitUntil(async () => {
        const n = await count();
        return n > 0 && n < all ? n : 0;
      }, 'the search did not narrow the list');
      await page.click({ role: 'button', name: 'Evergreen' });
      await waitUntil(
        async () => (await count()) < searched,
        'the tier filter did not narrow the list further',
      );
      await expectText(page, { role: 'status', within: 'main' }, /^Showing \d+ of \d+ answers$/);
    },
  },
  {
    name: "contact: the first Send on an untouched form gives the site's message; a real message is sent once, its thanks in view",
    viewport: SMALL_PHONE,
    async run(page, site) {
      await page.goto('/contact');
      const alert = { role: 'alert', within: '#contact-form' } as const;
      await page.click({ role: 'button', name: 'Send Message' });
      await expectText(page, alert, 'Please enter your name.');
      // Focus on the field, and the same words under it, where the visitor is looking.
      expectEqual(await page.evaluate(() => document.activeElement?.id), 'contact-form-name', 'focus');
      await expectText(page, '#contact-form-name-error', 'Please enter your name.');
      await page.type({ label: 'Name' }, 'Journey Tester');
      await page.click({ role: 'button', name: 'Send Message' });
      await expectText(page, alert, /email/i);
      const name = unique(`Journey ${page.engine}`);
      await page.evaluate(() => {
        (document.getElementById('contact-form-name') as HTMLInputElement).value = '';
      });
      await page.type({ label: 'Name' }, name);
      await page.type({ label: 'Email' }, 'journey@example.com');
      await page.type({ label: 'Message' }, `Hello from ${page.engine}.`);
      await page.click({ role: 'button', name: 'Send Message' });
      await expectText(page, { role: 'status', within: '#contact-form' }, /Your message has been sent/);
      expectEqual(await page.evaluate(() => document.activeElement?.id), 'contact-form-thanks', 'focus');
      // The thanks' first line between the sticky header and the screen's bottom, not scrolled past.
      let place = '';
      await waitUntil(
        async () => {
          place = await page.evaluate(() => {
            const header = document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom;
            const line = document.querySelector('#contact-form [role="status"] p')!.getBoundingClientRect();
            return line.top >= header && line.bottom <= window.innerHeight
              ? 'in view'
              : `${line.top} to ${line.bottom}, header ${header}, screen ${window.innerHeight}`;
          });
          return place === 'in view';
        },
        () => `the thanks' first line is out of view: ${place}`,
      );
      const mail = join(site.dataDir, 'mail');
      const delivered = async () => {
        let count = 0;
        for (const file of existsSync(mail) ? readdirSync(mail).filter((f) => f.endsWith('.eml')) : []) {
          const parsed = await parseMail(readFileSync(join(mail, file), 'utf8'), { from: '', to: [] });
          if (parsed.text.includes(name)) count += 1;
        }
        return count;
      };
      await waitUntil(
        async () => (await delivered()) > 0,
        `the message from ${name} was not delivered`,
        15_000,
      );
      expectEqual(await delivered(), 1, 'messages delivered');
    },
  },
  {
    name: "phone: the header's call link; the form's controls take the dark theme's colours",
    viewport: PHONE,
    async run(page) {
      await page.goto('/contact');
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/contact');
      const call = await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('header .md\\:hidden a[href^="tel:"]');
        return link && link.getClientRects().length > 0
          ? link.textContent?.replace(/\s+/g, ' ').trim()
          : null;
      });
      if (!call?.startsWith('Call'))
        throw new Error(`${page.engine}: no call link in the phone header (${call})`);
      const controls = await page.evaluate(() => {
        const select = getComputedStyle(document.getElementById('contact-form-topic')!);
        const root = getComputedStyle(document.documentElement);
        const swatch = document.createElement('div');
        swatch.style.color = 'var(--color-surface)';
        document.body.append(swatch);
        const surface = getComputedStyle(swatch).color;
        swatch.style.color = 'var(--color-brand)';
        const brand = getComputedStyle(swatch).color;
        swatch.remove();
        // A list, not an object: WebKit's driver hands objects back with their keys in another order.
        return [
          `select field: ${select.backgroundColor === surface}`,
          `select drawing: ${select.appearance}`,
          `scheme: ${root.colorScheme}`,
          `accent: ${root.accentColor === brand}`,
        ];
      });
      expectEqual(
        controls,
        ['select field: true', 'select drawing: none', 'scheme: dark', 'accent: true'],
        'dark controls',
      );
    },
  },
  {
    name: 'site search: opens from the header, finds an article, one Escape closes it and focus returns',
    async run(page) {
      await page.goto('/about');
      await page.click({ role: 'button', name: 'Search', within: 'header' });
      await waitUntil(
        () => page.evaluate(() => document.activeElement?.id === 'search-dialog-input'),
        'the search field did not take focus',
      );
      await page.type('#search-dialog-input', 'boundaries');
      await expectText(
        page,
        { role: 'link', name: /^Boundaries Are Not Walls/, within: 'dialog' },
        /Boundaries Are Not Walls/,
      );
      await page.press('Escape');
      await waitUntil(
        () => page.evaluate(() => !document.querySelector('dialog.search-dialog')?.hasAttribute('open')),
        'Escape did not close the dialog',
        3_000,
      );
      expectEqual(
        await page.evaluate(
          () =>
            document.activeElement?.closest('header') !== null &&
            document.activeElement?.hasAttribute('data-search-open'),
        ),
        true,
        'focus back on the search button',
      );
    },
  },
  {
    name: 'quick exit: the button leaves for a neutral site and replaces the page in history',
    async run(page, site) {
      // The configured neutral site cannot load here (no outside network), and a browser that has not
      // settled on its error page may drop a Back pressed meanwhile: the exit is pointed at a plain file of
      // the site instead, so the journey can wait for that page itself to be live. (A page of another
      // origin on this machine left WebKitGTK's driver unable to navigate after Back.)
      const neutral = new URL('/robots.txt', site.baseURL).href;
      await page.goto('/blog');
      await page.goto('/blog/when-love-feels-like-control');
      const href = await page.evaluate((url) => {
        const link = document.querySelector<HTMLAnchorElement>('[data-quick-exit]')!;
        const configured = link.href;
        link.href = url;
        return configured;
      }, neutral);
      expectEqual(href, PRACTICE.help.quickExitUrl, `${page.engine}: the quick exit's address`);
      await page.click({ role: 'link', name: 'Leave this page quickly' });
      await waitUntil(
        async () =>
          (await page.evaluate(() => document.readyState === 'complete' && location.href)) === neutral,
        `${page.engine}: the neutral page did not load`,
      );
      await page.back();
      await waitUntil(
        async () => (await page.evaluate(() => location.pathname)) === '/blog',
        `${page.engine}: Back did not skip the page that was left`,
      );
    },
  },
  {
    name: 'safety plan: every step typed, kept, back after a reload, erased, gone after a reload; nothing sent',
    async run(page) {
      const steps = [...SAFETY_PLAN_STEPS, REASONS_TO_LIVE];
      // Words no page of the site holds: any copy of one anywhere is the visitor's.
      const words = steps.map((_, index) => `zq${index}plan${Date.now().toString(36)}`);
      const values = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLTextAreaElement>('[data-safety-plan] textarea')].map(
            (t) => t.value,
          ),
        );
      // What the page sends (beacons, fetches, with their bodies) and every address it asked for, kept
      // in sessionStorage so a reload does not lose it.
      const watch = () =>
        page.evaluate(() => {
          const log = (line: string) =>
            sessionStorage.setItem(
              'journey-sent',
              `${sessionStorage.getItem('journey-sent') ?? ''}\n${line}`,
            );
          const beacon = navigator.sendBeacon.bind(navigator);
          navigator.sendBeacon = (url, body) => {
            log(`beacon ${String(url)} ${typeof body === 'string' ? body : ''}`);
            return beacon(url, body);
          };
          const fetched = window.fetch.bind(window);
          window.fetch = (input, init) => {
            log(`fetch ${String(input)} ${typeof init?.body === 'string' ? init.body : ''}`);
            return fetched(input, init);
          };
          addEventListener('pagehide', () => {
            for (const entry of performance.getEntriesByType('resource')) log(`asked ${entry.name}`);
            log(`address ${location.href}`);
          });
        });
      const sent = () => page.evaluate(() => sessionStorage.getItem('journey-sent') ?? '');
      const plan = '[data-safety-plan]';

      await page.goto('/safety-plan');
      await watch();
      for (const [index, step] of steps.entries())
        await page.type(`textarea[name="${step.id}"]`, words[index]!);
      await page.click({ role: 'button', name: SAFETY_PLAN_COPY.keep, within: plan });
      await expectText(page, { role: 'status', within: plan }, SAFETY_PLAN_COPY.kept);
      await page.goto('/safety-plan');
      await waitUntil(
        async () => JSON.stringify(await values()) === JSON.stringify(words),
        `${page.engine}: the kept plan did not come back after a reload`,
      );
      await watch();
      await page.click({ role: 'button', name: SAFETY_PLAN_COPY.erase, within: plan });
      await expectText(page, { role: 'status', within: plan }, SAFETY_PLAN_COPY.erased);
      await page.goto('/safety-plan');
      expectEqual(
        await values(),
        steps.map(() => ''),
        `${page.engine}: the boxes after erasing and a reload`,
      );
      const log = await sent();
      if (!log.includes('beacon ') && !log.includes('asked ')) throw new Error('nothing was watched');
      expectNotKept(`${log} ${await page.url()}`, words);
      await page.evaluate(() => sessionStorage.removeItem('journey-sent'));
      expectNotKept(await storage(page), words);
    },
  },
  {
    name: 'finder: a parent of a teen who wants video sees who fits and why, and nothing leaves the page',
    async run(page) {
      await page.goto('/therapists');
      const finder = '[aria-labelledby="finder-heading"]';
      const teen = PRACTICE.audiences.find((a) => a.id === 'teen')!;
      const anxiety = PRACTICE.concerns.find((c) => c.id === 'anxiety')!;
      await page.click({ label: teen.label, within: finder });
      await page.click({ label: anxiety.label, within: finder });
      await page.click({ label: 'By video', within: finder });
      // What the finder's rules make of these answers about the practice's clinicians.
      const answers = {
        ...EMPTY_ANSWERS,
        audience: teen.id,
        concerns: [anxiety.id],
        format: 'video' as const,
      };
      const result = findClinicians(PRACTICE.therapists, answers, PRACTICE);
      await expectText(page, { role: 'status', within: finder }, summaryText(result));
      const best = result.fitting[0]!.name;
      await expectText(page, { role: 'link', name: best, within: finder }, best);
      const text = await page.text(finder);
      const misses = result.others.map((m) => m.misses[0]!);
      for (const reason of [teen.reason, 'offers video sessions', ...misses]) {
        if (!text.includes(reason)) throw new Error(`${page.engine}: the finder does not say "${reason}"`);
      }
      // The answers stay in the page: not in the address, not in storage.
      expectEqual(new URL(await page.url()).search, '', 'the address');
      expectNotKept(await storage(page), ['teen', 'video', 'anxiety']);
    },
  },
  {
    name: 'fees: the estimator answers on the page, refuses a coinsurance over 100, and nothing leaves the page',
    async run(page) {
      await page.goto('/fees');
      // The estimator's code arrives on the first interaction inside it.
      await page.click({ label: 'Out-of-network deductible still to meet' });
      await waitUntil(
        () =>
          page.evaluate(
            () => !document.querySelector('astro-island[component-url*="FeeEstimator"]')?.hasAttribute('ssr'),
          ),
        'the estimator did not come alive',
      );
      await page.type({ label: 'Out-of-network deductible still to meet' }, '1000');
      await page.type({ label: 'Out-of-network coinsurance' }, '150');
      await page.click({ role: 'button', name: 'Estimate my costs' });
      await waitUntil(
        async () => (await page.text('main')).includes('Coinsurance cannot be over 100%'),
        'no message beside the coinsurance',
      );
      // The caret is at the end of the field: three Backspaces take "150" away, as a visitor would.
      await page.click({ label: 'Out-of-network coinsurance' });
      for (let i = 0; i < 3; i++) await page.press('Backspace');
      await page.type({ label: 'Out-of-network coinsurance' }, '30');
      await page.click({ role: 'button', name: 'Estimate my costs' });
      let shown = '';
      await waitUntil(
        async () => /Over 12 months\s*\$[\d,]+/.test((shown = await page.text('main'))),
        () => `no estimate for twelve months; the page read: ${shown.slice(0, 800)}`,
      );
      const text = await page.text('main');
      if (/NaN|-\$/.test(text)) throw new Error(`${page.engine}: the estimate shows NaN or a negative cost`);
      expectEqual(new URL(await page.url()).search, '', 'the address');
      expectNotKept(await storage(page), ['1000', '150']);
    },
  },
  {
    name: 'layout: no sideways scroll at 320 and 1280 CSS px on one page of each kind',
    async run(page) {
      // One page of each kind of the page registry (pages of a kind share their template).
      const paths = Object.values(kindSamples());
      const problems: string[] = [];
      for (const width of [320, 1280]) {
        await page.setViewport(width, 800);
        // WebKitGTK's window stops at its minimum width (447 px); the check then runs there.
        const actual = (await page.viewport()).width;
        if (actual !== width) console.info(`[${page.engine}] layout checked at ${actual} px for ${width} px`);
        for (const path of paths) {
          await page.goto(path);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          if (overflow > 0) problems.push(`${path} at ${actual} px: ${overflow} px sideways scroll`);
        }
      }
      expectEqual(problems, [], 'sideways scroll');
    },
  },
  {
    name: 'first screen: "If this is happening now" and its first line on every crisis or teen piece at 375 x 667',
    viewport: FIRST_SCREEN,
    async run(page) {
      const pages = happeningNowPages();
      await page.goto(pages[0]!.path);
      // WebKitGTK's window cannot be narrower than 447 px: there the page's root is narrowed to 375 px,
      // which lays it out as at 375 (no breakpoint of the site's falls between the two widths).
      const narrow = (await page.viewport()).width > FIRST_SCREEN.width ? FIRST_SCREEN.width : 0;
      if (narrow) console.info(`[${page.engine}] pages narrowed to ${narrow} px inside a wider window`);
      // Each page's own HTML and styles in this engine, laid out in place of the one loaded: a load per
      // page through the driver would cost seconds, and what sits above the box is markup and CSS.
      const shown = await page.evaluate(
        async (paths: string[], width: number) => {
          const results: ShownFirstLine[] = [];
          const htmls = await Promise.all(
            paths.map((path) => fetch(path).then((response) => response.text())),
          );
          for (const html of htmls) {
            const next = new DOMParser().parseFromString(html, 'text/html').documentElement;
            document.replaceChild(document.adoptNode(next), document.documentElement);
            if (width) next.style.width = `${width}px`;
            const sheets = [...next.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
            await Promise.all(
              sheets.map(
                (link) =>
                  new Promise((done) => {
                    link.addEventListener('load', done);
                    link.addEventListener('error', done);
                    if (link.sheet) done(null);
                  }),
              ),
            );
            // Laid out once, so the fonts it uses start loading, then measured once they are in.
            void next.offsetHeight;
            await document.fonts.ready;
            const line = next.querySelector('aside[aria-labelledby="happening-now-heading"] li');
            const box = line?.getBoundingClientRect();
            results.push(
              line && box && box.height > 0
                ? [line.getAttribute('data-help-line'), line.textContent ?? '', box.bottom]
                : null,
            );
          }
          return results;
        },
        pages.map(({ path }) => path),
        narrow,
      );
      const problems = pages
        .map((piece, index) => firstLineProblem(piece, shown[index] ?? null))
        .filter(Boolean);
      const [deepest, at] = shown.reduce<[number, string]>(
        (most, line, index) => (line && line[2] > most[0] ? [line[2], pages[index]!.path] : most),
        [0, ''],
      );
      console.info(`[${page.engine}] the deepest first line ends at ${Math.round(deepest)} px (${at})`);
      expectEqual(problems, [], `${page.engine}: the first screen`);
    },
  },
  {
    name: 'first screen: /es shows 911 and the crisis lines at 375 x 667',
    viewport: FIRST_SCREEN,
    async run(page) {
      await page.goto(SPANISH_PAGE.path);
      // As above: WebKitGTK's narrowest window is wider than 375 px, so the page's root is narrowed to it.
      const narrow = (await page.viewport()).width > FIRST_SCREEN.width ? FIRST_SCREEN.width : 0;
      const shown = await page.evaluate(async (width: number) => {
        if (width) document.documentElement.style.width = `${width}px`;
        void document.body.offsetHeight;
        await document.fonts.ready;
        return [...document.querySelectorAll('[data-happening-now] li')].map(
          (item): [string | null, number] => [
            item.getAttribute('data-help-line'),
            item.getBoundingClientRect().bottom,
          ],
        );
      }, narrow);
      const deepest = Math.max(...shown.map(([, bottom]) => bottom));
      console.info(`[${page.engine}] /es: the first box's last line ends at ${Math.round(deepest)} px`);
      expectEqual(spanishFirstScreenProblem(shown), null, `${page.engine}: /es's first screen`);
    },
  },
  {
    name: 'booking from the home page: a clinician, another day in place, Back, a time by arrow keys, the fields, the code typed, her record in place',
    async run(page, site) {
      await page.goto('/');
      await page.click('#main-content a[href^="/book"]');
      // One clinician per engine (both engines share one server), each with a feed of the feed server.
      const clinician = FEED_CLINICIANS[page.engine === 'firefox' ? 0 : 1];
      const name = PRACTICE.therapists.find((t) => t.id === clinician)!.name;
      await waitUntil(
        async () => /\/book$/.test(await page.url()),
        `${page.engine}: the home page's booking link`,
      );
      await page.click({
        role: 'link',
        name: new RegExp(`^${literal(name)}\\b`),
        within: 'nav[aria-labelledby="booking-who"]',
      });
      await waitUntil(
        async () => (await page.url()).includes(`clinician=${clinician}`),
        `${page.engine}: ${name}'s times`,
      );
      const legend = '#main-content fieldset legend';
      // "Times on Monday, November 30": the legend's next words (the zones) change once it hydrates.
      const shownDay = async () => /^Times on \w+, \w+ \d+/.exec(await page.text(legend))?.[0] ?? '';
      const first = await shownDay();
      // The form hydrates on the first focus inside it; the days then change without a page load.
      await page.type({ label: 'Name' }, unique('Engine'));
      await waitUntil(
        () => page.evaluate(() => !document.querySelector('astro-island[component-url*="BookingForm"][ssr]')),
        `${page.engine}: the booking form never hydrated`,
      );
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.click('nav[aria-labelledby="booking-days"] li:nth-child(2) a');
      await waitUntil(
        async () => /[?&]day=/.test(await page.url()),
        `${page.engine}: the day is not in the address`,
      );
      await waitUntil(
        async () => (await shownDay()) !== first,
        `${page.engine}: the second day is not shown`,
      );
      await page.back();
      await waitUntil(
        async () => (await shownDay()) === first,
        `${page.engine}: Back did not show the first day`,
      );
      expectEqual(
        await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
        true,
        'no page load',
      );
      await page.click('#main-content fieldset input[type="radio"]');
      await page.press('ArrowRight');
      const checked = () =>
        page.evaluate(() => {
          const radios = [
            ...document.querySelectorAll<HTMLInputElement>('#main-content fieldset input[type="radio"]'),
          ];
          return radios.findIndex((radio) => radio.checked);
        });
      expectEqual(await checked(), 1, `${page.engine}: the arrow key chose the next time`);
      await expectText(page, { role: 'status', within: '#main-content' }, /^Your time: /);
      // One request waits per visitor: each engine books as a visitor of its own.
      const email = `${page.engine}@example.com`;
      await page.type({ label: 'Email' }, email);
      await page.press('Enter');
      // An email request waits for the code mailed to it: the panel asks for it, in place.
      await expectText(
        page,
        { role: 'heading', name: CODE_COPY.heading, within: '#main-content' },
        CODE_COPY.heading,
      );
      expectEqual(await page.evaluate(() => document.activeElement?.id), 'booking-code-heading', 'focus');
      await page.type({ label: CODE_COPY.label }, await mailedCode(site.dataDir, email));
      await page.press('Enter');
      await expectText(
        page,
        { role: 'heading', name: RECORD_COPY.pending, within: '#main-content' },
        RECORD_COPY.pending,
      );
      expectEqual(await page.evaluate(() => document.activeElement?.id), 'booking-record-heading', 'focus');
    },
  },
];
