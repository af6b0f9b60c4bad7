import { expect, test, type Request } from '@playwright/test';
import { axeViolations, darkContrastViolations } from './a11y/axe';
import { estimate, estimator, resultRow, wakeEstimator } from './fees-journey';

const JORDAN_50 = { clinician: 'Jordan Ellis', length: '50 minutes, $165' };

test('the page runs no script file until the visitor reaches for the estimator', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/fees', { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  expect(scripts).toEqual([]);
  await wakeEstimator(page);
  expect(scripts.some((url) => /FeeEstimator/.test(url))).toBe(true);
});

test('the worked example by hand: $165, $1,000 deductible met in month 2, then 30% @mobile', async ({
  page,
}) => {
  await page.goto('/fees');
  await estimate(page, { ...JORDAN_50, deductible: '1,000', coinsurance: '30' });
  const e = estimator(page);
  await expect(e.result).toBeVisible();
  // Six sessions pay the deductible ($990); the seventh its last $10 plus 30% of $155 = $46.50.
  expect(await resultRow(page, 'Month 2, session 2')).toEqual(['$0.00', '$165.00']);
  expect(await resultRow(page, 'Month 2, session 3')).toEqual(['$108.50', '$56.50\nDeductible met']);
  await expect(e.result.getByRole('row', { name: /^Month 2, session 3/ })).toContainText('Deductible met');
  expect(await resultRow(page, 'Month 3, session 4')).toEqual(['$115.50', '$49.50']);
  expect(await resultRow(page, '3-month total')).toEqual(['$686.00', '$1,294.00']);
  await expect(e.summary).toHaveText(
    'Over 3 months (12 sessions) you pay $1,980.00 at the sessions, your plan is expected to pay back $686.00, and your net cost is $1,294.00. The deductible is met in month 2.',
  );
  await expect(page.getByText(/assumes your plan allows the full \$165\.00 fee/)).toBeVisible();
});

test('an allowed amount below the fee, no deductible, twice a month: the difference stays yours', async ({
  page,
}) => {
  await page.goto('/fees');
  await estimate(page, {
    clinician: 'Priya Raman',
    length: '60 minutes, $195 (couples or families)',
    sessionsPerMonth: 2,
    deductible: '0',
    coinsurance: '20%',
    allowed: '$120',
  });
  // The plan pays 80% of $120 = $96; the visitor keeps $195 - $96 = $99.
  expect(await resultRow(page, 'Month 1, session 1')).toEqual(['$96.00', '$99.00']);
  expect(await resultRow(page, '3-month total')).toEqual(['$576.00', '$594.00']);
  await expect(estimator(page).summary).toContainText('Over 3 months (6 sessions)');
  await expect(estimator(page).summary).toContainText('No deductible is left to meet.');
});

test('bad input gets a message beside its field and no figures; an allowed amount above the fee is explained', async ({
  page,
}) => {
  await page.goto('/fees');
  const e = estimator(page);
  await estimate(page, { ...JORDAN_50, deductible: '-5', coinsurance: '120', allowed: 'abc' });
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
  await e.allowed.fill('200');
  await e.estimate.click();
  await expect(e.result).toBeVisible();
  await expect(e.allowed).toHaveAccessibleDescription(/allows more than the \$165\.00 fee/);
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
  await page.keyboard.press('j');
  await expect(e.clinician).toHaveValue('jordan-ellis');
  await page.keyboard.press('Tab');
  await expect(e.length).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(e.perMonth).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('1000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('30');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(e.estimate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(e.summary).toContainText('your net cost is $1,294.00');
  // Enter in a box estimates again, with what it now holds.
  await e.coinsurance.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(e.summary).toContainText('your net cost is $1,000.00');
});

test('without JavaScript: the worked example as a table and the rules in words @mobile', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fees');
  const example = page.getByRole('table', { name: /^Worked example/ });
  await expect(example).toBeVisible();
  await expect(example.getByRole('row', { name: /^3-month total/ })).toContainText('$1,294.00');
  await expect(example.getByRole('row', { name: /^Month 2, session 3/ })).toContainText('Deductible met');
  await expect(page.getByRole('heading', { name: 'How the estimate works' })).toBeVisible();
  await expect(page.getByText(/goes first to the part of your deductible/)).toBeVisible();
  // The estimator needs JavaScript, so it is not offered.
  await expect(page.getByLabel('Deductible still to meet')).toBeHidden();
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
    ...JORDAN_50,
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
  expect(clinic.find((data) => data['@type'] === 'MedicalClinic')?.priceRange).toBe('$165-$465');

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
  await page.goto('/dr-miriam-hale');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Fees and insurance', exact: true }),
  ).toHaveAttribute('href', '/fees');

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
