import { expect, test, type Request } from '@playwright/test';
import { axeViolations, darkContrastViolations } from './a11y/axe';
import { FEES, FOUNDER, WORKED_EXAMPLE, PRACTICE } from '#practice';
import { estimateCosts, type EstimateInput } from '../../src/lib/fees/estimate.ts';
import { formatCents } from '../../src/lib/fees/estimate-form.ts';
import { priceRange, rateLine, sessionRate } from '../../src/lib/rates.ts';
import { estimate, estimator, figures, wakeEstimator } from './fees-journey';

/** A pattern that matches the text as written. */
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A plan typed by a parent, for an associate's family session (facts from the configuration). */
const family = PRACTICE.therapists.find((t) => !t.isFounder && sessionRate(t, 'family'))!;
const familyRate = sessionRate(family, 'family')!;
const allowed = Math.round(familyRate.amount * 0.6);
const plan = {
  feeCents: familyRate.amount * 100,
  sessionsPerMonth: 4,
  months: FEES.estimator.months,
  deductibleCents: 50_000,
  coinsurancePercent: 30,
  allowedCents: allowed * 100,
  outOfPocketMaxCents: 150_000,
};

/** The worked example's plan, as the page computes it at build time. */
const worked = {
  feeCents: WORKED_EXAMPLE.rate.amount * 100,
  sessionsPerMonth: FEES.estimator.sessionsPerMonth,
  months: FEES.estimator.months,
  deductibleCents: WORKED_EXAMPLE.deductible * 100,
  coinsurancePercent: WORKED_EXAMPLE.coinsurancePercent,
  allowedCents: null,
  outOfPocketMaxCents: null,
};

const figuresOf = (input: EstimateInput) => {
  const e = estimateCosts(input);
  return [
    ['At each session now', formatCents(e.sessions[0]!.netCents)],
    ['After the deductible', formatCents(e.afterDeductibleNetCents)],
    [`Over ${input.months} months`, formatCents(e.total.netCents)],
  ];
};

test('the estimator tells a parent everything it computed, answer first, and only for what the boxes hold', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/fees');
  const e = estimator(page);
  // The card keeps its side padding on a phone.
  const padding = await page
    .locator('#estimate [data-requires-script]')
    .evaluate((card) => parseFloat(getComputedStyle(card).paddingLeft));
  expect(padding).toBeGreaterThanOrEqual(16);
  // It opens on the worked example's clinician, at the associates' rate, over the default period.
  await wakeEstimator(page);
  await expect(e.clinician).toHaveValue(WORKED_EXAMPLE.therapist.id);
  await expect(e.months).toHaveValue(String(FEES.estimator.months));

  // A fraction for the coinsurance, and the in-network maximum (below the deductible): asked, no figures.
  await estimate(page, {
    clinician: family.name,
    session: rateLine(familyRate),
    deductible: '500',
    coinsurance: '0.3',
    allowed: String(allowed),
    outOfPocketMax: '400',
  });
  await expect(e.coinsurance).toHaveAccessibleDescription(/Did you mean 30%\?/);
  await expect(e.outOfPocketMax).toHaveAccessibleDescription(/less than the deductible still to meet/);
  await expect(e.result).toHaveCount(0);
  await expect(e.figures).toHaveCount(0);

  await e.coinsurance.fill('30');
  await e.outOfPocketMax.fill('1,500');
  await e.estimate.click();
  const expected = estimateCosts(plan);
  expect(await figures(page)).toEqual(figuresOf(plan));
  const main = page.locator('main');
  // The part above the allowed amount, what counted toward the deductible, the month of the maximum.
  await expect(main).toContainText(
    `${formatCents(expected.aboveAllowedCents)} of each ${formatCents(plan.feeCents)} session is above your plan's allowed amount: it is always yours to pay, and it never counts toward your deductible or your out-of-pocket maximum`,
  );
  await expect(main).toContainText(
    `${formatCents(expected.total.toDeductibleCents)} of what you pay counts toward your deductible, which is met in month ${expected.deductibleMetInMonth}.`,
  );
  await expect(main).toContainText(
    `Your out-of-network out-of-pocket maximum is reached in month ${expected.outOfPocketMaxReachedInMonth}`,
  );
  await expect(
    e.result.getByRole('row', { name: `Month ${expected.outOfPocketMaxReachedInMonth}` }),
  ).toContainText('Maximum reached');
  // The answer comes before the table, and the caveats stand beside it.
  const top = async (locator: typeof e.result) => (await locator.boundingBox())!.y;
  expect(await top(e.figures)).toBeLessThan(await top(e.result));
  const caveats = page.getByRole('list', { name: 'What an estimate cannot know' }).first();
  for (const caveat of FEES.caveats) await expect(caveats).toContainText(caveat);

  // Another period: the figures follow at once.
  await e.months.selectOption('6');
  expect(await figures(page)).toEqual(figuresOf({ ...plan, months: 6 }));
  await expect(main).toContainText(
    'Your out-of-network out-of-pocket maximum is not reached within these 6 months.',
  );
  // Typing in a box: the figures go, since they no longer describe it.
  await e.deductible.fill('0');
  await expect(e.figures).toHaveCount(0);
  await expect(e.summary).toHaveText(/Your answers changed/);
  // Another pace: the figures come back, for what every box holds now.
  await e.perMonth.selectOption('2');
  expect(await figures(page)).toEqual(
    figuresOf({ ...plan, months: 6, sessionsPerMonth: 2, deductibleCents: 0 }),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('bad input gets a message beside its field and no figures; an allowed amount above the fee is explained', async ({
  page,
}) => {
  await page.goto('/fees');
  const e = estimator(page);
  const associate = WORKED_EXAMPLE.therapist;
  const individual = { clinician: associate.name, session: rateLine(WORKED_EXAMPLE.rate) };
  await estimate(page, { ...individual, deductible: '-5', coinsurance: '120', allowed: 'abc' });
  await expect(e.deductible).toHaveAccessibleDescription(/cannot be a negative amount/);
  await expect(e.deductible).toHaveAttribute('aria-invalid', 'true');
  await expect(e.coinsurance).toHaveAccessibleDescription(/cannot be over 100%/);
  await expect(e.allowed).toHaveAccessibleDescription(/no letters/);
  await expect(e.outOfPocketMax).not.toHaveAttribute('aria-invalid', 'true');
  await expect(e.deductible).toBeFocused();
  await expect(e.result).toHaveCount(0);
  await expect(e.summary).toHaveText('No estimate yet: 3 fields need correcting.');

  await e.deductible.fill('500');
  await e.coinsurance.fill('thirty');
  await e.estimate.click();
  await expect(e.coinsurance).toHaveAccessibleDescription(/no letters/);
  await expect(e.result).toHaveCount(0);

  await e.coinsurance.fill('30');
  await e.allowed.fill(String(WORKED_EXAMPLE.rate.amount + 35));
  await e.estimate.click();
  await expect(e.result).toBeVisible();
  await expect(e.allowed).toHaveAccessibleDescription(
    literal(`Your plan allows more than the ${formatCents(WORKED_EXAMPLE.rate.amount * 100)} fee`),
  );
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/NaN|-\$|\$-/);

  // From the top, as the site-wide audit reads pages: scrolled, the sticky header covers targets beneath it.
  const top = () => page.evaluate(() => window.scrollTo(0, 0));
  await top();
  expect(await axeViolations(page), 'axe with an estimate shown').toEqual([]);
  await e.deductible.fill('x');
  await e.estimate.click();
  await top();
  expect(await axeViolations(page), 'axe with errors shown').toEqual([]);
  expect(await darkContrastViolations(page), 'axe, dark theme').toEqual([]);
});

test('keyboard only: from the skip link to an estimate', async ({ page }) => {
  await page.goto('/fees');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const e = estimator(page);
  for (let i = 0; i < 10 && !(await e.clinician.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(e.clinician).toBeFocused();
  await expect(page.locator('astro-island[component-url*="FeeEstimator"]')).not.toHaveAttribute('ssr', /.*/);
  for (const next of [e.session, e.perMonth, e.months, e.deductible]) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }
  await page.keyboard.type(String(WORKED_EXAMPLE.deductible));
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(WORKED_EXAMPLE.coinsurancePercent));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(e.estimate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(e.summary).toContainText(
    `your net cost is ${formatCents(estimateCosts(worked).total.netCents)}`,
  );
  // Enter in a box estimates again, with what it now holds.
  await e.coinsurance.focus();
  await page.keyboard.press('End');
  for (const _ of String(WORKED_EXAMPLE.coinsurancePercent)) await page.keyboard.press('Backspace');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(e.summary).toContainText(
    `your net cost is ${formatCents(estimateCosts({ ...worked, coinsurancePercent: 0 }).total.netCents)}`,
  );
});

test('without JavaScript: the worked example as a table and the rules in words @mobile', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fees');
  const example = page.getByRole('table', { name: /^Worked example/ });
  await expect(example).toBeVisible();
  const expected = estimateCosts(worked);
  await expect(
    example.getByRole('row', { name: `Total over ${FEES.estimator.months} months` }),
  ).toContainText(formatCents(expected.total.netCents));
  await expect(
    example.getByRole('row', { name: `Month ${expected.deductibleMetInMonth}` }).first(),
  ).toContainText('Deductible met');
  await expect(page.getByRole('heading', { name: 'How the estimate works' })).toBeVisible();
  await expect(page.getByText(/goes first to the part of your deductible/)).toBeVisible();
  // The estimator needs JavaScript, so it is not offered.
  await expect(page.getByLabel('Out-of-network deductible still to meet')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Estimate my costs' })).toBeHidden();
  await context.close();
});

test('nothing typed leaves the page: no request, no storage, no cookie, no change of address, no log', async ({
  page,
  context,
}) => {
  await page.goto('/fees', { waitUntil: 'networkidle' });
  const address = page.url();
  const storage = () =>
    page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]));
  await wakeEstimator(page);
  // The first key press fetches the page counter's web-vitals library: before anything is typed.
  await page.keyboard.press('Shift');
  await page.waitForLoadState('networkidle');
  const before = await storage();
  const requests: Request[] = [];
  const logs: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => logs.push(message.text()));

  await estimate(page, {
    clinician: WORKED_EXAMPLE.therapist.name,
    session: rateLine(WORKED_EXAMPLE.rate),
    deductible: '777.77',
    coinsurance: '23',
    allowed: '143.21',
    outOfPocketMax: '4,321',
  });
  await expect(estimator(page).result).toBeVisible();
  await page.waitForTimeout(500);

  expect(requests.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
  expect(page.url()).toBe(address);
  expect(await storage()).toBe(before);
  expect(await context.cookies()).toEqual([]);
  expect(logs.filter((line) => /777|143\.21|4,?321/.test(line))).toEqual([]);
});

test('every way in: the notice, the cards, the services page, the FAQ and the footer lead to /fees', async ({
  page,
}) => {
  await page.goto('/fees');
  await expect(
    page.getByRole('link', { name: 'Request a Good Faith Estimate', exact: true }),
  ).toHaveAttribute('href', '/contact?topic=good-faith-estimate');
  await expect(
    page.getByRole('link', { name: 'Your right to a Good Faith Estimate', exact: true }),
  ).toHaveAttribute('href', '/good-faith-estimate');
  await expect(page.getByRole('link', { name: 'cancellation policy', exact: true })).toHaveAttribute(
    'href',
    '/terms#cancellations-and-missed-sessions',
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Fees and Insurance', exact: true }),
  ).toHaveAttribute('href', '/fees');
  const clinic = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
  expect(clinic.find((data) => data['@type'] === 'MedicalClinic')?.priceRange).toBe(
    priceRange(PRACTICE.therapists),
  );

  await page.goto('/good-faith-estimate');
  await expect(
    page.getByRole('link', { name: 'request a Good Faith Estimate', exact: true }),
  ).toHaveAttribute('href', '/contact?topic=good-faith-estimate');
  await expect(page.getByRole('link', { name: 'fees and insurance page', exact: true })).toHaveAttribute(
    'href',
    '/fees',
  );

  await page.goto('/therapists');
  for (const card of await page.locator('main article').all()) {
    await expect(card.getByRole('link', { name: 'Fees and insurance', exact: true })).toHaveAttribute(
      'href',
      '/fees',
    );
  }
  // The founder's profile is a way in where the practice has one.
  if (FOUNDER?.profilePath) {
    await page.goto(FOUNDER.profilePath);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Fees and insurance', exact: true }),
    ).toHaveAttribute('href', '/fees');
  }

  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'fees and insurance', exact: true })).toHaveAttribute(
    'href',
    '/fees',
  );

  await page.goto('/faq');
  await page.getByRole('button', { name: 'Do you take insurance?' }).click();
  await expect(page.getByRole('link', { name: /^Fees, insurance and an estimate/ })).toHaveAttribute(
    'href',
    '/fees',
  );
});
