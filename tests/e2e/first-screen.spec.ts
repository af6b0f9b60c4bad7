/**
 * What a visitor on a phone sees before scrolling (375 x 740): on the home page, the practice's name, who
 * it serves and where, and the first step with its price, terms, usual wait and button; on every page, a
 * way to call; on an article and an answer, the heading; on every crisis or teen piece, at 375 x 667, "If
 * this is happening now" with its first line, and on every piece its first paragraph of text within two
 * such screens; at 375 x 667, the first clinician of the therapists page with their next step; on the
 * contact form, the message of a refused field where focus went. Facts are read from the configuration
 * and the build.
 */
import { expect, test, type Locator } from '@playwright/test';
import { PRACTICE } from '#practice';
import { ES_COPY } from '../../src/lib/es/es-copy.ts';
import { practiceWait } from '../../src/lib/first-step.ts';
import { rolePath } from '../../src/lib/pages/page-roles.ts';
import { RATE_NOTICES, lowestRateText, priceRangeText } from '../../src/lib/rates.ts';
import { leadCredential } from '../../src/lib/therapists/card-text.ts';
import { waitText } from '../../src/lib/therapists/availability.ts';
import { clinicianNextStep, consultationStep } from '../../src/lib/therapists/next-step.ts';
import { builtPages } from '../site/built-site';
import {
  FIRST_SCREEN,
  firstLineProblem,
  happeningNowPages,
  SPANISH_PAGE,
  spanishFirstScreenProblem,
  type ShownFirstLine,
} from './happening-now-pages';
import { allRoutes, routesOfKind } from './routes';

const PHONE = { width: 375, height: 740 };

/** The bottom edge of the element, in CSS pixels from the top of the page as first shown. */
const bottomOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().bottom);

async function expectInFirstScreen(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  expect(await bottomOf(locator), `${what} ends within the first screen`).toBeLessThanOrEqual(PHONE.height);
}

/**
 * The article or answer with the longest title among those without the quick exit (its one-line note
 * would sit above the heading and is left to the quick exit's own tests).
 */
function longestTitleWithoutQuickExit(kind: 'article' | 'answer'): string {
  const routes = new Set(routesOfKind(kind));
  const pages = builtPages().filter(
    (page) => routes.has(page.path) && !page.document.querySelector('[data-quick-exit]'),
  );
  const title = (path: string) =>
    pages
      .find((page) => page.path === path)!
      .document.querySelector('h1')!
      .textContent.trim().length;
  const paths = pages.map((page) => page.path).sort((a, b) => title(b) - title(a));
  if (!paths[0]) throw new Error(`no ${kind} without the quick exit to measure`);
  return paths[0];
}

test.describe('the first screen on a phone', () => {
  test.use({ viewport: PHONE });

  test('home: the name, who it serves and where, then the free consultation with price, terms, wait and button', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.locator('main section').first();
    await expectInFirstScreen(hero.getByText(PRACTICE.name, { exact: true }), 'the practice’s name');
    const heading = hero.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(PRACTICE.homeHeading);
    await expect(heading).toContainText(PRACTICE.address.city);
    await expectInFirstScreen(heading, 'who it serves and where, as the heading');
    const step = hero.getByRole('region', {
      name: `free ${PRACTICE.consultationMinutes}-minute consultation`,
    });
    await expectInFirstScreen(step, 'the first step');
    // What a session costs, beside the fees page; the terms are conditions, in plain text, not ticked.
    await expect(step).toContainText(priceRangeText(PRACTICE.therapists));
    await expect(step.getByRole('link', { name: RATE_NOTICES.fees.label })).toHaveAttribute(
      'href',
      rolePath('fees'),
    );
    const terms = step.getByRole('listitem');
    await expect(terms).toHaveCount(PRACTICE.paymentTerms.length);
    for (const [index, term] of PRACTICE.paymentTerms.entries())
      await expect(terms.nth(index)).toContainText(term);
    await expect(terms.locator('svg')).toHaveCount(0);
    const wait = practiceWait(PRACTICE.therapists);
    if (wait) await expect(step).toContainText(waitText(wait));
    const book = step.getByRole('link', { name: /free consultation/ });
    await expect(book).toHaveAttribute('href', consultationStep('firstStep').href);
    await expectInFirstScreen(book, 'the button of the first step');
    // The practice's own description follows the step, so its length never pushes the step down.
    const description = hero.getByText(PRACTICE.description);
    await expect(description).toBeVisible();
    expect(await description.evaluate((p) => p.previousElementSibling?.getAttribute('aria-labelledby'))).toBe(
      'first-step',
    );
    await expect(step.getByRole('link', { name: PRACTICE.phone.display })).toHaveAttribute(
      'href',
      `tel:${PRACTICE.phone.tel}`,
    );
  });

  test('therapists: the first clinician, their credential, rate and next step, on a 375 x 667 screen', async ({
    page,
  }) => {
    await page.setViewportSize(FIRST_SCREEN);
    await page.goto(rolePath('therapists'));
    const first = PRACTICE.therapists[0]!;
    const row = page
      .getByRole('region', { name: 'Our clinicians at a glance' })
      .getByRole('listitem')
      .first();
    await expect(row).toContainText(`${first.name}, ${leadCredential(first)}`);
    await expect(row).toContainText(lowestRateText(first));
    const next = clinicianNextStep(first);
    const book = row.getByRole('link', { name: `${next.label} with ${first.name}` });
    await expect(book).toHaveAttribute('href', next.href);
    expect(
      await bottomOf(book),
      'the first clinician’s next step ends within the first screen',
    ).toBeLessThanOrEqual(FIRST_SCREEN.height);
  });

  test('the header offers a call beside the menu, with and without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/about');
      const call = page.getByRole('banner').getByRole('link', { name: `Call ${PRACTICE.phone.display}` });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${PRACTICE.phone.tel}`);
      await context.close();
    }
  });

  test('/es: "¿Alguien está malherido o en peligro ahora? Llame al 911" and the crisis lines within 375 x 667, and the header says Llamar, in English', async ({
    page,
  }) => {
    await page.setViewportSize(FIRST_SCREEN);
    await page.goto(SPANISH_PAGE.path);
    await page.evaluate(() => document.fonts.ready);
    const lines = page.locator('[data-happening-now] li');
    await expect(lines.first()).toContainText(`${ES_COPY.now.danger} Llame al 911`);
    const shown = await lines.evaluateAll((items) =>
      items.map((item): [string | null, number] => [
        item.getAttribute('data-help-line'),
        item.getBoundingClientRect().bottom,
      ]),
    );
    expect(spanishFirstScreenProblem(shown)).toBeNull();
    const call = page
      .getByRole('banner')
      .getByRole('link', { name: `Llamar al ${PRACTICE.phone.display}, En inglés` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('lang', 'es');
  });

  test('contact: an empty send puts focus on Name with its message under it, both in view', async ({
    page,
  }) => {
    await page.goto('/contact');
    const name = page.getByLabel('Name', { exact: true });
    await name.focus();
    await expect(page.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr', /.*/);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(page.locator('#contact-form-name-error')).toBeInViewport();
  });

  // Room left for what the quick exit adds above the heading: its header row and a one-line note.
  const QUICK_EXIT_ROOM = 120;
  for (const [kind, listing] of [
    ['article', '/blog'],
    ['answer', '/answers'],
  ] as const) {
    test(`${kind}: one way back above the heading, which ends within the first screen`, async ({ page }) => {
      await page.goto(longestTitleWithoutQuickExit(kind));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect(await bottomOf(heading), 'the longest title, with room for the quick exit').toBeLessThanOrEqual(
        PHONE.height - QUICK_EXIT_ROOM,
      );
      const waysBack = await page.locator('main').evaluate((main, href) => {
        const h1 = main.querySelector('h1')!;
        return [...main.querySelectorAll(`a[href="${href}"]`)].filter(
          (link) => link.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).length;
      }, listing);
      expect(waysBack, `links back to ${listing} above the heading`).toBe(1);
    });
  }
});

/** Lighthouse's phone, on which a page's largest paint is measured. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

/**
 * What is wrong with the page's largest paint, or null. The first paint waits for the page's first
 * screen (BaseLayout's render-blocking link, whose target is the end of main unless the page marks its
 * first screen's end earlier): the largest paint must come from what was read before that mark, or it
 * would come in a later paint. Runs in the page.
 */
async function largestPaintProblem(): Promise<string | null> {
  // Two frames after the load, every paint of the first screen has been recorded.
  for (let i = 0; i < 2; i += 1) await new Promise(requestAnimationFrame);
  const entries = await new Promise<PerformanceEntryList>((resolve) =>
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(list.getEntries());
    }).observe({ type: 'largest-contentful-paint', buffered: true }),
  );
  const largest = entries.at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
  const marker = document.getElementById('first-screen-end');
  if (!largest?.element || !marker) return `no largest paint (${entries.length}) or no marker`;
  const before = marker.compareDocumentPosition(largest.element) & Node.DOCUMENT_POSITION_PRECEDING;
  const text = largest.element.textContent?.trim().slice(0, 50);
  return before
    ? null
    : `the largest paint, ${largest.element.tagName.toLowerCase()} "${text}", comes after it`;
}

/**
 * How a piece shows on a 375 x 667 screen, once its fonts have laid it out: how wide the page is, where
 * its first paragraph of text starts (an answer's short answer comes before its body), and its
 * "If this is happening now" box's first line. Runs in the page.
 */
async function pieceOnPhone(): Promise<{
  width: number;
  firstParagraph: number | null;
  line: ShownFirstLine;
}> {
  void document.body.offsetHeight;
  await document.fonts.ready;
  const first = document.querySelector('section[aria-labelledby="tldr-heading"] p, .prose-article p');
  const line = document.querySelector('aside[aria-labelledby="happening-now-heading"] li');
  const box = line?.getBoundingClientRect();
  return {
    width: document.documentElement.scrollWidth,
    firstParagraph: first ? first.getBoundingClientRect().top + scrollY : null,
    line:
      line && box && box.height > 0
        ? [line.getAttribute('data-help-line'), line.textContent, box.bottom]
        : null,
  };
}

/**
 * Every page loaded once on Lighthouse's phone, its largest paint before its first screen's end; then,
 * on a 375 x 667 screen, each article and answer fits without sideways scrolling and its first paragraph
 * of text starts within two screens (a reader who came for the words finds them under the title, the
 * first-screen box, the badges and the byline), and each crisis or teen piece shows "If this is happening
 * now" with its first line within the first screen. One load serves every check of a page; the pages are
 * shared among a few tests so that the workers measure them side by side.
 */
const SHARES = 4;
const PIECES = new Set([...routesOfKind('article'), ...routesOfKind('answer')]);
const HAPPENING_NOW = new Map(happeningNowPages().map((piece) => [piece.path, piece]));

test('there are pieces to measure on a phone, and crisis or teen pieces among them', () => {
  expect(PIECES.size).toBeGreaterThan(0);
  expect(HAPPENING_NOW.size).toBeGreaterThan(0);
});

for (let share = 0; share < SHARES; share += 1) {
  test(`every page on a phone, share ${share + 1} of ${SHARES}: its largest paint before the first screen's end; each piece without sideways scrolling, its first paragraph within two 375 x 667 screens and a crisis or teen piece's first line in the first`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: LIGHTHOUSE_PHONE,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of allRoutes().filter((_, index) => index % SHARES === share)) {
      await page.setViewportSize(LIGHTHOUSE_PHONE);
      await page.goto(route);
      const paint = await page.evaluate(largestPaintProblem);
      if (paint) problems.push(`${route}: ${paint}`);
      if (!PIECES.has(route)) continue;
      await page.setViewportSize(FIRST_SCREEN);
      const shown = await page.evaluate(pieceOnPhone);
      if (shown.width > FIRST_SCREEN.width) problems.push(`${route}: ${shown.width} px wide`);
      if (shown.firstParagraph === null) problems.push(`${route}: no paragraph of text`);
      else if (shown.firstParagraph > 2 * FIRST_SCREEN.height)
        problems.push(`${route}: its first paragraph starts at ${Math.round(shown.firstParagraph)} px`);
      const piece = HAPPENING_NOW.get(route);
      const line = piece && firstLineProblem(piece, shown.line);
      if (line) problems.push(line);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
