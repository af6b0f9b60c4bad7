/**
 * The clinician finder on /therapists as a visitor meets it: the journeys a parent, a couple and someone
 * nobody fits exactly would take, keyboard only, without JavaScript (the cards carry the same facts),
 * and that nothing typed leaves the page. Selectors are roles and labels only, so the spec runs in any
 * engine.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, darkContrastViolations } from './a11y/axe.ts';

const finder = (page: Page) => page.getByRole('region', { name: 'Find who fits' });
const results = (page: Page, heading: string) =>
  finder(page)
    .getByRole('region', { name: heading })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });

test.describe('clinician finder', () => {
  test('a parent of a teen who wants video: who fits, with reasons in plain words, and why not the others', async ({
    page,
  }) => {
    await page.goto('/therapists');
    const region = finder(page);
    await region.getByRole('radio', { name: 'My teen or young adult' }).check();
    await region.getByRole('checkbox', { name: 'Anxiety and worry' }).check();
    await region.getByRole('radio', { name: 'By video' }).check();
    await expect(region.getByRole('status')).toHaveText('1 clinician fits');
    const fit = results(page, 'Who fits');
    await expect(fit).toHaveCount(1);
    await expect(fit.first().getByRole('link')).toHaveText('Jordan Ellis');
    for (const reason of [
      'sees teens and young adults',
      'works with anxiety and worry',
      'offers video sessions',
      '$165 for 50 minutes',
      'first appointments usually within 2 weeks',
    ]) {
      await expect(fit.first()).toContainText(reason);
    }
    const others = results(page, 'The others');
    await expect(others.filter({ hasText: 'Dr. Miriam Hale' })).toContainText('meets in person only');
    await expect(others.filter({ hasText: 'Priya Raman' })).toContainText('does not see teens');
    // Adding substance use: two clinicians come closest, and the phone number is offered.
    await region.getByRole('checkbox', { name: 'Substance use' }).check();
    await expect(region.getByRole('status')).toHaveText(
      /^No clinician fits every answer; \d come(s)? closest$/,
    );
    await expect(
      region
        .getByRole('region', { name: 'Who comes closest' })
        .getByRole('link', { name: /\(404\) 555-0142/ }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await darkContrastViolations(page)).toEqual([]);
  });

  test('a couple: the clinicians who see couples, a waitlist said plainly', async ({ page }) => {
    await page.goto('/therapists');
    const region = finder(page);
    await region.getByRole('radio', { name: 'My relationship' }).check();
    await region.getByRole('checkbox', { name: 'Conflict or distance in a relationship' }).check();
    await expect(region.getByRole('status')).toHaveText('2 clinicians fit');
    const fit = results(page, 'Who fits');
    await expect(fit.getByRole('link')).toHaveText(['Dr. Miriam Hale', 'Priya Raman']);
    await expect(fit.nth(1)).toContainText('has a waitlist');
  });

  test('nothing fits every answer: who comes closest, and the phone number', async ({ page }) => {
    await page.goto('/therapists');
    const region = finder(page);
    await region.getByRole('radio', { name: 'My child' }).check();
    await region.getByRole('radio', { name: 'By video' }).check();
    await region.getByLabel(/Most you can spend per session/).fill('100');
    await expect(region.getByRole('status')).toHaveText(/^No clinician fits every answer/);
    const closest = results(page, 'Who comes closest');
    await expect(closest.first()).toContainText('more than $100');
    await expect(region.getByRole('link', { name: '(404) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14045550142',
    );
    // A fee that is not a number is said beside its field, and counts as no ceiling.
    await region.getByLabel(/Most you can spend per session/).fill('lots');
    await expect(region.getByText('Enter a whole number of dollars, such as 200.')).toBeVisible();
    await expect(region.getByRole('status')).toHaveText('1 clinician fits');
  });

  test('keyboard only: every question answered with Tab, arrows and Space; the result announced', async ({
    page,
  }) => {
    await page.goto('/therapists');
    const region = finder(page);
    await region.getByRole('radio', { name: 'Myself' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown'); // My relationship
    await page.keyboard.press('ArrowDown'); // My family
    await page.keyboard.press('ArrowDown'); // My teen or young adult
    await expect(region.getByRole('radio', { name: 'My teen or young adult' })).toBeChecked();
    await page.keyboard.press('Tab'); // first concern
    await expect(region.getByRole('checkbox', { name: 'Anxiety and worry' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(region.getByRole('status')).toHaveText('2 clinicians fit');
    // The result's links lead to the cards.
    await region.getByRole('link', { name: 'Jordan Ellis' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#jordan-ellis$/);
  });

  test('without JavaScript the finder is hidden and the cards show the same facts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/therapists');
    await expect(page.getByRole('region', { name: 'Find who fits' })).toBeHidden();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Jordan Ellis' }) });
    await expect(card).toContainText('My teen or young adult');
    await expect(card).toContainText('Anxiety and worry');
    await expect(card).toContainText('In person or by video');
    await expect(card).toContainText('$165');
    await expect(card).toContainText(/first appointments usually within 2 weeks/);
    await expect(card).toContainText(/confirmed on November \d+, 2026/);
    const founder = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Dr. Miriam Hale' }) });
    await expect(founder).toContainText('In person only');
    await context.close();
  });

  test('the page runs no script file before interaction, and nothing typed leaves the page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const requests: { method: string; url: string; body: string | null }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      requests.push({ method: request.method(), url: request.url(), body: request.postData() });
    });
    await page.goto('/therapists', { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => /\/_astro\/.*\.js/.test(url))).toEqual([]);
    const before = requests.length;

    const region = finder(page);
    await region.getByRole('radio', { name: 'My teen or young adult' }).check();
    await region.getByRole('checkbox', { name: 'Substance use' }).check();
    await region.getByRole('radio', { name: 'By video' }).check();
    await region.getByLabel(/Most you can spend per session/).fill('173');
    await region.getByLabel(/Most you can spend per session/).press('Enter');
    await expect(region.getByRole('status')).not.toHaveText('');
    await page.waitForLoadState('networkidle');

    // Only files were fetched (the island's code, photos further down): nothing sent, no answer in an address.
    const after = requests.slice(before);
    expect(after.filter((request) => request.method !== 'GET' || request.body !== null)).toEqual([]);
    for (const { url } of after)
      expect(new URL(url).search + new URL(url).hash).not.toMatch(/teen|substance|video|173/);
    expect(after.map(({ url }) => new URL(url).origin)).toEqual(after.map(() => new URL(page.url()).origin));
    expect(page.url()).toMatch(/\/therapists$/);
    // The site's own keys (the heading font's) may be there; none holds an answer.
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage]
        .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
        .concat(document.cookie),
    );
    expect(stored.join('\n')).not.toMatch(/teen|substance|video|173/);
  });
});
