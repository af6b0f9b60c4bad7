/**
 * The clinician finder on /therapists as a visitor meets it: the journeys a parent, a couple and someone
 * nobody fits exactly would take, keyboard only, without JavaScript (the cards carry the same facts),
 * and that nothing typed leaves the page. Each journey's answers are chosen from the practice's own
 * audiences, concerns and clinicians by what the finder's rules make of them, so the spec walks any
 * practice. Selectors are roles and labels only, so it runs in any engine.
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
  type FinderResult,
} from '../../src/lib/therapists/finder.ts';
import { axeViolations, darkContrastViolations } from './a11y/axe.ts';
import { estimator } from './fees-journey.ts';

const finder = (page: Page) => page.getByRole('region', { name: 'Find who fits' });
const clinicianNamed = (name: string) => PRACTICE.therapists.find((t) => t.name === name)!;
const audience = (id: string) => PRACTICE.audiences.find((a) => a.id === id)!;
const concern = (id: string) => PRACTICE.concerns.find((c) => c.id === id)!;
/** The sentence a result gives for a clinician's rate for a kind of session, from the configuration. */
const SESSION_WORDS: Record<SessionKind, string> = {
  individual: 'individual',
  couple: 'couples',
  family: 'family',
};
const feeSentence = (name: string, kind: SessionKind) => {
  const rate = sessionRate(clinicianNamed(name), kind)!;
  return `$${rate.amount} for a ${rate.minutes}-minute ${SESSION_WORDS[kind]} session`;
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

/** The answers a journey needs, found among every audience, concern and format of the practice. */
type Answers = { audience: string; concerns: string[]; format: FinderAnswers['format'] };
const EVERY_ANSWER: Answers[] = PRACTICE.audiences.flatMap((a) =>
  PRACTICE.concerns.flatMap((c) =>
    (['either', 'in-person', 'video'] as const).map((format) => ({
      audience: a.id,
      concerns: [c.id],
      format,
    })),
  ),
);
/** The first answers the rules judge as a journey needs; the journey cannot be walked without them. */
function answersWhere(what: string, holds: (answers: Answers, result: FinderResult) => boolean): Answers {
  const found = EVERY_ANSWER.find((answers) => holds(answers, expected(answers)));
  if (!found) throw new Error(`no answers of this practice make the finder show ${what}`);
  return found;
}
/** A concern that, added to the answers, leaves nobody fitting them all. */
const concernNobodyAdds = (answers: Answers) =>
  PRACTICE.concerns.find(
    (c) => expected({ ...answers, concerns: [...answers.concerns, c.id] }).fitting.length === 0,
  );
const FORMAT_LABEL = { 'in-person': 'In person', video: 'By video' } as const;

/** Answers the finder's questions on the page, as a visitor does. */
async function answer(page: Page, answers: Partial<Answers> & { maxFee?: string }) {
  const region = finder(page);
  if (answers.audience)
    await region.getByRole('radio', { name: audience(answers.audience).label, exact: true }).check();
  for (const id of answers.concerns ?? [])
    await region.getByRole('checkbox', { name: concern(id).label, exact: true }).check();
  if (answers.format && answers.format !== 'either')
    await region.getByRole('radio', { name: FORMAT_LABEL[answers.format] }).check();
  if (answers.maxFee !== undefined)
    await region.getByLabel(/Most you can spend per session/).fill(answers.maxFee);
}
const allRates = PRACTICE.therapists.flatMap((t) => t.rates.map((r) => r.amount));

test.describe('clinician finder', () => {
  test('a visitor who wants video: who fits, with reasons in plain words, and why not the others', async ({
    page,
  }) => {
    // Answers someone fits by video while others do not, and a concern that leaves nobody fitting.
    const answers = answersWhere(
      'a fit by video beside others, and a concern nobody adds',
      (a, r) => a.format === 'video' && r.fitting.length > 0 && r.others.length > 0 && !!concernNobodyAdds(a),
    );
    const asked = audience(answers.audience);
    const worry = concern(answers.concerns[0]!);
    await page.goto('/therapists');
    const region = finder(page);
    await answer(page, answers);
    const result = expected(answers);
    await expect(region.getByRole('status')).toHaveText(summaryText(result));
    const fit = results(page, 'Who fits');
    await expect(names(fit)).toHaveText(namesOf(result.fitting));
    const best = result.fitting[0]!;
    for (const reason of [
      asked.reason,
      `works with ${worry.label.toLowerCase()}`,
      'offers video sessions',
      feeSentence(best.name, asked.session),
      `first appointments usually ${waitText(clinicianNamed(best.name).availability)}`,
    ]) {
      await expect(fit.first()).toContainText(reason);
    }
    const others = results(page, 'The others');
    for (const other of result.others) {
      await expect(others.filter({ hasText: other.name }), other.name).toContainText(other.misses[0]!);
    }
    // Adding a concern nobody of them works with: nobody fits every answer, and the phone number is offered.
    await answer(page, { concerns: [concernNobodyAdds(answers)!.id] });
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

  test('a waitlist said plainly among who fits', async ({ page }) => {
    const answers = answersWhere('a waitlisted clinician who fits', (_, r) =>
      r.fitting.some((m) => m.caveats.length > 0),
    );
    await page.goto('/therapists');
    const region = finder(page);
    await answer(page, answers);
    const result = expected(answers);
    await expect(region.getByRole('status')).toHaveText(summaryText(result));
    const fit = results(page, 'Who fits');
    await expect(names(fit)).toHaveText(namesOf(result.fitting));
    await expect(fit.nth(result.fitting.findIndex((m) => m.caveats.length > 0))).toContainText(
      'has a waitlist',
    );
  });

  test('nothing fits every answer: who comes closest, and the phone number', async ({ page }) => {
    // A ceiling below every rate: nobody fits, whatever else is asked.
    const ceiling = String(Math.min(...allRates) - 1);
    const asked = { audience: PRACTICE.audiences[0]!.id, format: 'video' as const };
    await page.goto('/therapists');
    const region = finder(page);
    await answer(page, { ...asked, maxFee: ceiling });
    await expect(region.getByRole('status')).toHaveText(/^No clinician fits every answer/);
    const closest = results(page, 'Who comes closest');
    await expect(closest.first()).toContainText(`more than $${ceiling}`);
    await expect(region.getByRole('link', { name: PRACTICE.phone.display, exact: true })).toHaveAttribute(
      'href',
      `tel:${PRACTICE.phone.tel}`,
    );
    // A fee that is not a number is said beside its field, and counts as no ceiling.
    await answer(page, { maxFee: 'lots' });
    await expect(region.getByText('Enter a whole number of dollars, such as 200.')).toBeVisible();
    await expect(region.getByRole('status')).toHaveText(summaryText(expected(asked)));
  });

  test('where two facts meet: the fee of the session the person needs, closest only among who sees them, and a next step', async ({
    page,
  }) => {
    await page.goto('/therapists');
    const region = finder(page);
    // An audience seen in a session of its own kind (a couple's, a family's) where there is one, at just
    // over the lowest rate: that rate is not this session's.
    const asked = PRACTICE.audiences.find((a) => a.session !== 'individual') ?? PRACTICE.audiences[0]!;
    const lowest = Math.min(...allRates);
    await answer(page, { audience: asked.id, maxFee: String(lowest + 5) });
    await expect(region).toContainText(`more than $${lowest + 5}`);
    for (const heading of ['Who fits', 'Who comes closest']) {
      for (const item of await results(page, heading).all()) {
        const name = (await names(item).innerText()).trim();
        await expect(item, name).toContainText(feeSentence(name, asked.session));
        if (heading === 'Who fits')
          expect(sessionRate(clinicianNamed(name), asked.session)!.amount).toBeLessThanOrEqual(lowest + 5);
      }
    }

    // Answers nobody fits while someone who does not see the audience would meet the rest: whoever
    // comes closest sees the audience.
    const nobody = answersWhere('nobody fitting, with the closest among who sees the audience', (a, r) => {
      if (r.fitting.length > 0 || r.closest.length === 0) return false;
      const rest = expected({ concerns: a.concerns, format: a.format });
      return rest.fitting.some((m) => !clinicianNamed(m.name).sees.includes(a.audience));
    });
    await page.reload();
    await answer(page, nobody);
    await expect(region.getByRole('status')).toHaveText(/^No clinician fits every answer/);
    const closest = results(page, 'Who comes closest');
    await expect(names(closest)).toHaveText(namesOf(expected(nobody).closest));
    for (const item of await closest.all()) {
      const name = (await names(item).innerText()).trim();
      expect(clinicianNamed(name).sees, name).toContain(nobody.audience);
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
    // The last audience, reached from the first with the arrow keys.
    const audiences = PRACTICE.audiences;
    const last = audiences.at(-1)!;
    await region.getByRole('radio', { name: audiences[0]!.label, exact: true }).focus();
    await page.keyboard.press('Space');
    for (let step = 1; step < audiences.length; step += 1) await page.keyboard.press('ArrowDown');
    await expect(region.getByRole('radio', { name: last.label, exact: true })).toBeChecked();
    await page.keyboard.press('Tab'); // first concern
    const firstConcern = PRACTICE.concerns[0]!;
    await expect(region.getByRole('checkbox', { name: firstConcern.label, exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    const result = expected({ audience: last.id, concerns: [firstConcern.id] });
    await expect(region.getByRole('status')).toHaveText(summaryText(result));
    // The result's links lead to the cards.
    const chosen = [...result.fitting, ...result.closest][0]!;
    await region.getByRole('link', { name: chosen.name, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${chosen.id}$`));
  });

  test('without JavaScript the finder is hidden and the cards show the same facts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/therapists');
    await expect(page.getByRole('region', { name: 'Find who fits' })).toBeHidden();
    // A clinician who meets by video: the card says whom they see in the card's words, not the finder's.
    const clinician = PRACTICE.therapists.find((t) => t.formats.includes('video'))!;
    const seen = audience(clinician.sees[0]!);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: clinician.name }) });
    await expect(card).toContainText(new RegExp(`Sees [^.]*${seen.group}`));
    await expect(card).not.toContainText(seen.label);
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

    const answers = { ...EVERY_ANSWER.find((a) => a.format === 'video')!, maxFee: '173' };
    await answer(page, answers);
    await finder(page)
      .getByLabel(/Most you can spend per session/)
      .press('Enter');
    await expect(finder(page).getByRole('status')).not.toHaveText('');
    await page.waitForLoadState('networkidle');

    // Only files were fetched (the island's code, photos further down): nothing sent, no answer in an address.
    const typed = new RegExp([answers.audience, ...answers.concerns, 'video', '173'].join('|'));
    const after = requests.slice(before);
    expect(after.filter((request) => request.method !== 'GET' || request.body !== null)).toEqual([]);
    for (const { url } of after) expect(new URL(url).search + new URL(url).hash).not.toMatch(typed);
    expect(after.map(({ url }) => new URL(url).origin)).toEqual(after.map(() => new URL(page.url()).origin));
    expect(page.url()).toMatch(/\/therapists$/);
    // The site's own keys (the heading font's) may be there; none holds an answer.
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage]
        .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
        .concat(document.cookie),
    );
    expect(stored.join('\n')).not.toMatch(typed);
  });
});
