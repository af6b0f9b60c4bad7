import { expect, test, type Page, type Request } from '@playwright/test';
import { PRACTICE } from '#practice';
import { consultationStep } from '../../src/lib/therapists/next-step.ts';
import { audit, setTextSpacing, ZOOMS } from './a11y/audit';
import { axeViolations, darkContrastViolations } from './a11y/axe';
import { watchErrors } from './a11y/errors';
import { drawLaterBlocks, laterBlockFaults } from './a11y/later-blocks';
import { allRoutes } from './routes';
import { kindSamples, layoutSamples, NOT_FOUND } from './samples';

/**
 * The checks that need no resizing, at the window's own size: names and structure (axe's name
 * computation, so after axe), focus and its indicator forwards and backwards, and text under WCAG's
 * spacing override. Tab first puts the page in keyboard mode, as a keyboard user's is.
 */
async function checkAtWindowSize(page: Page, label: string) {
  await page.keyboard.press('Tab');
  expect.soft(await audit(page, 'structure'), `${label}: names and structure`).toEqual([]);
  expect.soft(await audit(page, 'focus'), `${label}: focus visible, not obscured`).toEqual([]);
  expect.soft(await audit(page, 'obscured'), `${label}: focus not obscured going backwards`).toEqual([]);
  await setTextSpacing(page, true);
  expect.soft(await audit(page, 'textClipping'), `${label}: text spacing`).toEqual([]);
  await setTextSpacing(page, false);
}

/** Forced colours (emulated Windows high contrast), then reduced motion. */
async function checkPreferences(page: Page, label: string) {
  await audit(page, 'shapes');
  await page.emulateMedia({ forcedColors: 'active' });
  expect.soft(await audit(page, 'forcedColors'), `${label}: forced colours`).toEqual([]);
  expect.soft(await audit(page, 'focus'), `${label}: focus under forced colours`).toEqual([]);
  await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'reduce' });
  expect.soft(await audit(page, 'reducedMotion'), `${label}: reduced motion`).toEqual([]);
}

/** The layout and interaction checks axe cannot make, on the desktop or the phone profile. */
async function checkLayout(page: Page, phone: boolean) {
  const label = phone ? 'phone' : 'desktop';
  await drawLaterBlocks(page);
  await checkAtWindowSize(page, label);
  if (!phone) {
    // Reflow: no sideways scrolling and nothing cut off at 200% and 400% zoom, with and without the
    // text spacing override (the phone is already narrow).
    for (const { zoom, width, height } of ZOOMS) {
      await page.setViewportSize({ width, height });
      expect.soft(await audit(page, 'reflow'), `${zoom} zoom: reflow`).toEqual([]);
      expect.soft(await audit(page, 'textClipping'), `${zoom} zoom: text cut off`).toEqual([]);
      await setTextSpacing(page, true);
      expect.soft(await audit(page, 'reflow'), `${zoom} zoom, text spacing: reflow`).toEqual([]);
      expect.soft(await audit(page, 'textClipping'), `${zoom} zoom: text spacing`).toEqual([]);
      await setTextSpacing(page, false);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await checkPreferences(page, label);
}

/**
 * One page a worker keeps for the pages that only load and run axe: a test's own context and page cost
 * about 400 ms before it does anything (a new renderer process), more than such a test's own work.
 * Their checks leave nothing behind (the theme goes back to light), so the next page starts as fresh.
 */
const withSharedPage = test.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      // The project's device (window, user agent, touch) and address, as the default page gets them.
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const device = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL };
      const context = await browser.newContext(
        Object.fromEntries(Object.entries(device).filter(([, value]) => value !== undefined)),
      );
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Loads a page and checks it: it answers inside the shared layout, passes axe in both themes, logs no
 * error, no request fails or goes to another origin, and every block it draws later is estimated at its
 * height at least and starts below a phone's first screen; a layout sample gets the layout and
 * interaction checks axe cannot make too.
 */
async function checkRoute(
  page: Page,
  route: string,
  baseURL: string,
  { sample = false, phone = false } = {},
) {
  const errors = watchErrors(page);
  const foreign: string[] = [];
  const onRequest = (request: Request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) foreign.push(request.url());
  };
  page.on('request', onRequest);
  try {
    const response = await page.goto(route);
    if (route !== NOT_FOUND) expect.soft(response?.status(), 'status').toBe(200);
    // The header's desktop row (the phone's menu has its own tests in layout.spec.ts).
    if (route !== NOT_FOUND && !phone) {
      await expect
        .soft(page.getByRole('banner').getByRole('link', { name: consultationStep('header').label }))
        .toBeVisible();
      await expect.soft(page.getByRole('contentinfo')).toContainText(PRACTICE.signOff);
      await expect.soft(page.locator('h1')).toHaveCount(1);
    }
    // Contrast, axe's costliest rule, where this page shows colours no page before it did, in each theme.
    const axe = await axeViolations(page, [], { newContrastOnly: true });
    expect.soft(axe, 'axe, WCAG 2.2 A/AA and best practice').toEqual([]);
    // Dark contrast where this page shows colours no page before it did (each combination once a worker).
    const dark = await darkContrastViolations(page, { onlyNew: true });
    expect.soft(dark, 'axe, dark theme: contrast').toEqual([]);
    // Sizes change the window: the phone profile's pages keep theirs (they are layout samples).
    if (!phone) expect.soft(await laterBlockFaults(page), 'blocks drawn later: estimates').toEqual([]);
    if (sample) await checkLayout(page, phone);
    expect.soft(errors.problems, 'console errors and failed requests').toEqual([]);
    expect.soft(foreign, 'requests to another origin').toEqual([]);
  } finally {
    errors.stop();
    page.off('request', onRequest);
  }
}

// Every page of the sitemap, the noindex pages and the 404 page, as Starlight audits every page. The
// layout and interaction checks run on one page of each kind of the page registry, on the desktop and
// the phone profile, where the header and the mobile menu differ, and on the pages whose content strains
// a layout most (samples.ts) on the desktop, whose 400% zoom lays them out narrower than a phone does;
// those checks change the window and the page's media, so each has a page of its own.
const samples = new Set(layoutSamples());
const onPhoneToo = new Set(Object.values(kindSamples()));
for (const route of [...allRoutes(), NOT_FOUND]) {
  if (samples.has(route)) {
    const tag = onPhoneToo.has(route) ? ' @mobile' : '';
    test(`${route} passes axe and the layout and interaction checks, with no error logged${tag}`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await checkRoute(page, route, baseURL!, { sample: true, phone: testInfo.project.name === 'mobile' });
    });
  } else {
    withSharedPage(
      `${route} answers in the layout and passes axe in both themes, with no error logged`,
      async ({ sharedPage, baseURL }) => {
        await checkRoute(sharedPage, route, baseURL!);
      },
    );
  }
}

test('the open mobile menu passes axe and the checks beyond it @mobile-only', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  // The open menu makes the page behind it inert, as a modal dialog does, so its main and its h1 are
  // hidden from assistive technology on purpose until the menu closes; the closed page has both.
  const pageLevel = ['landmark-one-main', 'page-has-heading-one'];
  expect.soft(await axeViolations(page, pageLevel), 'axe, WCAG 2.2 A/AA and best practice').toEqual([]);
  expect.soft(await darkContrastViolations(page), 'axe, dark theme: contrast').toEqual([]);
  await checkAtWindowSize(page, 'open menu');
  await checkPreferences(page, 'open menu');
});

test('pages in their opened states pass axe and the checks beyond it', async ({ page }) => {
  // An FAQ answer open, the contact form showing an error, the answers listing with no match.
  await page.goto('/faq');
  await page.locator('main h2 button').first().click();
  await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1);
  expect.soft(await axeViolations(page), 'FAQ open: axe').toEqual([]);
  await checkAtWindowSize(page, 'FAQ open');

  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  // The form hydrates on the first focus of a field; sent before that, it would go as the plain post.
  await page.getByLabel('Name').focus();
  await expect(page.locator('astro-island:has(form)')).not.toHaveAttribute('ssr', /.*/);
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await expect(page.locator('#contact-form').getByRole('alert')).toBeVisible();
  expect.soft(await axeViolations(page), 'contact error: axe').toEqual([]);
  await checkAtWindowSize(page, 'contact error');

  await page.goto('/answers?q=zzzz');
  await expect(page.getByText('No answers found')).toBeVisible();
  expect.soft(await axeViolations(page), 'answers, no match: axe').toEqual([]);
  await checkAtWindowSize(page, 'answers, no match');
});

test('the accessibility statement says how the site meets each WCAG 2.2 AA criterion, when it was last checked, and how to report a barrier', async ({
  page,
}) => {
  await page.goto('/accessibility');
  const rows = page.getByRole('table').getByRole('row');
  // textContent: the table may stand in a block drawn only as it nears the screen, whose innerText is empty until then.
  const criteria = (await rows.allTextContents())
    .slice(1)
    .map((row) => row.trim().match(/^\d\.\d\.\d+/)?.[0]);
  // WCAG 2.2 has 31 level A and 24 level AA criteria, less 4.1.1 Parsing, which it removed.
  expect(criteria).toHaveLength(55);
  expect(new Set(criteria).size).toBe(55);
  expect(criteria).toEqual(expect.arrayContaining(['1.4.10', '1.4.12', '2.4.11', '2.5.8', '3.2.6', '3.3.8']));
  expect(criteria).not.toContain('4.1.1');
  await expect(page.getByText(/^Last checked: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  // The phone and email come from the practice's configuration.
  const report = page.locator('h2:has-text("Report a barrier") + p + ul');
  await expect(report.getByRole('link', { name: PRACTICE.phone.display })).toHaveAttribute(
    'href',
    `tel:${PRACTICE.phone.tel}`,
  );
  await expect(report.getByRole('link', { name: PRACTICE.email })).toHaveAttribute(
    'href',
    `mailto:${PRACTICE.email}`,
  );
});
