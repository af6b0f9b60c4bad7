/**
 * The clinician finder on /therapists as a visitor meets it: the journeys a parent, a couple and someone
 * nobody fits exactly would take, keyboard only, without JavaScript (the cards carry the same facts),
 * and that nothing typed leaves the page. Selectors are roles and labels only, so the spec runs in any
 * engine.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRACTICE } from '#practice';
import type { SessionKind } from '../../src/config/schema.ts';
import { sessionRate } from '../../src/lib/rates.ts';
import { waitText } from '../../src/lib/therapists/availability.ts';
import { clinicianNextStep } from '../../src/lib/therapists/next-step.ts';
import {
  EMPTY_ANSWERS,
  findClinicians,
  formatsText,
  summaryText,
  type FinderAnswers,
  type FinderMatch,
} from '../../src/lib/therapists/finder.ts';
import { axeViolations, darkContrastViolations } from './a11y/axe.ts';
import { estimator } from './fees-journey.ts';

const finder = (page: Page) => page.getByRole('region', { name: 'Find who fits' });
const clinicianNamed = (name: string) => PRACTICE.therapists.find((t) => t.name === name)!;
const audience = (id: string) => PRACTICE.audiences.find((a) => a.id === id)!;
const concern = (id: string) => PRACTICE.concerns.find((c) => c.id === id)!;
/** The sentence a result gives for a clinician's rate for a kind of session, from the configuration. */
const feeSentence = (name: string, kind: SessionKind) => {
  const rate = sessionRate(clinicianNamed(name), kind)!;
  return `$${rate.amount} for a ${rate.minutes}-minute ${kind === 'individual' ? 'individual' : kind === 'couple' ? 'couples' : 'family'} session`;
};
/** What the finder's rules make of answers about the practice's own clinicians: what the page must show. */
const expected = (answers: Partial<FinderAnswers>) =>
  findClinicians(PRACTICE.therapists, { ...EMPTY_ANSWERS, ...answers }, PRACTICE);
const namesOf = (matches: FinderMatch[]) => matches.map((m) => m.name);
/** The clinicians' names in a list of results (each links to the card, by its id). */
const names = (items: Locator) => items.locator('a[href^="#"]');
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
    await region.getByRole('radio', { name: audience('teen').label }).check();
    await region.getByRole('checkbox', { name: concern('anxiety').label }).check();
    await region.getByRole('radio', { name: 'By video' }).check();
    const result = expected({ audience: 'teen', concerns: ['anxiety'], format: 'video' });
    expect(
      result.fitting.length,
      'a clinician of the practice sees teens with anxiety by video',
    ).toBeGreaterThan(0);
    await expect(region.getByRole('status')).toHaveText(summaryText(result));
    const fit = results(page, 'Who fits');
    await expect(names(fit)).toHaveText(namesOf(result.fitting));
    const best = result.fitting[0]!;
    for (const reason of [
      audience('teen').reason,
      `works with ${concern('anxiety').label.toLowerCase()}`,
      'offers video sessions',
      feeSentence(best.name, audience('teen').session),
      `first appointments usually ${waitText(clinicianNamed(best.name).availability)}`,
    ]) {
      await expect(fit.first()).toContainText(reason);
    }
    const others = results(page, 'The others');
    for (const other of result.others) {
      await expect(others.filter({ hasText: other.name }), other.name).toContainText(other.misses[0]!);
    }
    // Adding substance use: nobody fits every answer, and the phone number is offered.
    await region.getByRole('checkbox', { name: concern('substance-use').label }).check();
    await expect(region.getByRole('status')).toHaveText(
      /^No clinician fits every answer; \d come(s)? closest$/,
    );
    await expect(
      region
        .getByRole('region', { name: 'Who comes closest' })
        .getByRole('link', { name: PRACTICE.phone.display, exact: true }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await darkContrastViolations(page)).toEqual([]);
  });

  test('a couple: the clinicians who see couples, a waitlist said plainly', async ({ page }) => {
    await page.goto('/therapists');
    const region = finder(page);
    await region.getByRole('radio', { name: audience('couple').label }).check();
    await region.getByRole('checkbox', { name: concern('relationship').label }).check();
    const result = expected({ audience: 'couple', concerns: ['relationship'] });
    await expect(region.getByRole('status')).toHaveText(summaryText(result));
    const fit = results(page, 'Who fits');
    await expect(names(fit)).toHaveText(namesOf(result.fitting));
    const waitlisted = result.fitting.findIndex((m) => m.caveats.length > 0);
    expect(waitlisted, 'a clinician who sees couples has a waitlist').toBeGreaterThanOrEqual(0);
    await expect(fit.nth(waitlisted)).toContainText('has a waitlist');
  });

  test('nothing fits every answer: who comes closest, and the phone number', async ({ page }) => {
    await page.goto('/therapists');
    const region = finder(page);
    await region.getByRole('radio', { name: audience('child').label }).check();
    await region.getByRole('radio', { name: 'By video' }).check();
    await region.getByLabel(/Most you can spend per session/).fill('100');
    await expect(region.getByRole('status')).toHaveText(/^No clinician fits every answer/);
    const closest = results(page, 'Who comes closest');
    await expect(closest.first()).toContainText('more than $100');
    await expect(region.getByRole('link', { name: PRACTICE.phone.display, exact: true })).toHaveAttribute(
      'href',
      `tel:${PRACTICE.phone.tel}`,
    );
    // A fee that is not a number is said beside its field, and counts as no ceiling.
    await region.getByLabel(/Most you can spend per session/).fill('lots');
    await expect(region.getByText('Enter a whole number of dollars, such as 200.')).toBeVisible();
    await expect(region.getByRole('status')).toHaveText(
      summaryText(expected({ audience: 'child', format: 'video' })),
    );
  });

  test('where two facts meet: the fee of the session the person needs, closest only among who sees them, and a next step', async ({
    page,
  }) => {
    await page.goto('/therapists');
    const region = finder(page);
    // "My family" at just over the lowest rate: that rate is not the family session's.
    const lowest = Math.min(...PRACTICE.therapists.flatMap((t) => t.rates.map((r) => r.amount)));
    await region.getByRole('radio', { name: audience('family').label }).check();
    await region.getByLabel(/Most you can spend per session/).fill(String(lowest + 5));
    await expect(region).toContainText(`more than $${lowest + 5}`);
    for (const heading of ['Who fits', 'Who comes closest']) {
      for (const item of await results(page, heading).all()) {
        const name = (await names(item).innerText()).trim();
        await expect(item, name).toContainText(feeSentence(name, 'family'));
        if (heading === 'Who fits')
          expect(sessionRate(clinicianNamed(name), 'family')!.amount).toBeLessThanOrEqual(lowest + 5);
      }
    }

    // "My child", a concern and video: whoever comes closest sees children.
    await region.getByLabel(/Most you can spend per session/).fill('');
    await region.getByRole('radio', { name: audience('child').label }).check();
    await region.getByRole('checkbox', { name: concern('trauma').label }).check();
    await region.getByRole('radio', { name: 'By video' }).check();
    await expect(region.getByRole('status')).toHaveText(/^No clinician fits every answer/);
    const closest = results(page, 'Who comes closest');
    for (const item of await closest.all()) {
      const name = (await names(item).innerText()).trim();
      expect(clinicianNamed(name).sees, name).toContain('child');
    }

    // Beside the name: the consultation, a call, or the cost with them.
    const first = closest.first();
    const clinician = clinicianNamed((await names(first).innerText()).trim());
    await expect(first.getByRole('link', { name: `Call ${clinician.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${clinician.phone.tel}`,
    );
    const next = clinicianNextStep(clinician);
    await expect(first.getByRole('link', { name: `${next.label} with ${clinician.name}` })).toHaveAttribute(
      'href',
      next.href,
    );
    await first.getByRole('link', { name: `Estimate your cost with ${clinician.name}` }).click();
    // The address names the clinician, as the card's own link does, and nothing the visitor answered.
    await expect(page).toHaveURL(new RegExp(`/fees\\?clinician=${clinician.id}#estimate$`));
    await expect(estimator(page).clinician).toHaveValue(clinician.id);
  });

  test('keyboard only: every question answered with Tab, arrows and Space; the result announced', async ({
    page,
  }) => {
    await page.goto('/therapists');
    const region = finder(page);
    const [first, ...rest] = PRACTICE.audiences;
    const teen = rest.findIndex((a) => a.id === 'teen') + 1;
    await region.getByRole('radio', { name: first!.label }).focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < teen; step += 1) await page.keyboard.press('ArrowDown');
    await expect(region.getByRole('radio', { name: audience('teen').label })).toBeChecked();
    await page.keyboard.press('Tab'); // first concern
    const firstConcern = PRACTICE.concerns[0]!;
    await expect(region.getByRole('checkbox', { name: firstConcern.label })).toBeFocused();
    await page.keyboard.press('Space');
    const result = expected({ audience: 'teen', concerns: [firstConcern.id] });
    await expect(region.getByRole('status')).toHaveText(summaryText(result));
    // The result's links lead to the cards.
    const chosen = result.fitting[0]!;
    await region.getByRole('link', { name: chosen.name, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${chosen.id}$`));
  });

  test('without JavaScript the finder is hidden and the cards show the same facts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/therapists');
    await expect(page.getByRole('region', { name: 'Find who fits' })).toBeHidden();
    // A clinician who sees teens by video: the card says so in the card's words, not the finder's.
    const clinician = PRACTICE.therapists.find(
      (t) => t.sees.includes('teen') && t.formats.includes('video'),
    )!;
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: clinician.name }) });
    await expect(card).toContainText(new RegExp(`Sees [^.]*${audience('teen').group}`));
    await expect(card).not.toContainText(audience('teen').label);
    await expect(card).toContainText(concern(clinician.concerns[0]!).label.toLowerCase());
    await expect(card).toContainText(`Meets ${formatsText(clinician.formats).toLowerCase()}`);
    for (const rate of clinician.rates) await expect(card).toContainText(`$${rate.amount}`);
    await expect(card).toContainText(`first appointments usually ${waitText(clinician.availability)}`);
    await expect(card).toContainText(/confirmed on \w+ \d+, \d{4}/);
    const inPersonOnly = PRACTICE.therapists.find((t) => !t.formats.includes('video'));
    if (inPersonOnly) {
      const only = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: inPersonOnly.name }) });
      await expect(only).toContainText('Meets in person only');
    }
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
