/**
 * On a slow connection a visitor chooses and types before an island's code has arrived (its module is held
 * until release()). Once the island is live it must compute with what its fields hold: the same figures,
 * the same answer, as a visitor who did the same after the code had arrived, on another page of the same
 * site. The choices are read from the page (the last clinician, the third audience...), not spelled here.
 */
import { expect, test, type Page } from '@playwright/test';
import { estimator, wakeEstimator } from './fees-journey.ts';
import { holdScript } from './hold-script.ts';

const island = (page: Page, name: string) => page.locator(`astro-island[component-url*="${name}"]`);

test.describe('a choice made before the code arrives is kept and used', () => {
  async function chooseFigures(page: Page, clinician: string) {
    const e = estimator(page);
    await e.clinician.selectOption({ label: clinician });
    await e.perMonth.selectOption({ index: 1 });
    await e.deductible.fill('500');
    await e.coinsurance.fill('30');
  }

  test('the estimator: the clinician, pace and amounts chosen early, and Estimate pressed early', async ({
    page,
  }) => {
    const slow = holdScript(page, 'FeeEstimator');
    await slow.ready;
    await page.goto('/fees');
    const e = estimator(page);
    const clinicians = await e.clinician.locator('option').allInnerTexts();
    const chosen = clinicians.at(-1)!;
    expect(chosen, 'a clinician other than the one the page starts on').not.toBe(clinicians[0]);
    await chooseFigures(page, chosen);
    await e.estimate.click();
    await expect(island(page, 'FeeEstimator')).toHaveAttribute('ssr');
    await expect(e.result).toHaveCount(0);

    slow.release();
    await expect(e.result).toBeVisible();
    await expect(e.result).toContainText(chosen);
    await expect(e.clinician.locator('option:checked')).toHaveText(chosen);
    await expect(e.perMonth.locator('option:checked')).toHaveText('2');
    await expect(e.deductible).toHaveValue('500');

    const live = await page.context().newPage();
    await live.goto('/fees');
    await wakeEstimator(live);
    await chooseFigures(live, chosen);
    await estimator(live).estimate.click();
    await expect(estimator(live).result).toBeVisible();
    expect(await e.result.innerText()).toBe(await estimator(live).result.innerText());
    expect(await e.summary.innerText()).toBe(await estimator(live).summary.innerText());
    // Acting again once live keeps the early choice: the list does not spring back to the first clinician.
    await e.estimate.click();
    await expect(e.clinician.locator('option:checked')).toHaveText(chosen);
    await expect(e.result).toContainText(chosen);
  });

  const finder = (page: Page) => page.getByRole('region', { name: 'Find who fits' });

  /** An audience, a concern and a fee ceiling: the finder's first questions, answered from the page. */
  async function answerEarly(page: Page) {
    const region = finder(page);
    await region.getByRole('radio').nth(2).check();
    await region.getByRole('checkbox').nth(0).check();
    await region.getByRole('textbox').fill('250');
  }

  test('the finder: answers given early count, and an answer given once it is live adds to them', async ({
    page,
  }) => {
    const slow = holdScript(page, 'TherapistFinder');
    await slow.ready;
    await page.goto('/therapists');
    await answerEarly(page);
    await expect(island(page, 'TherapistFinder')).toHaveAttribute('ssr');
    slow.release();
    await expect(island(page, 'TherapistFinder')).not.toHaveAttribute('ssr');
    await expect(finder(page).getByRole('status')).not.toHaveText('');
    await finder(page).getByRole('checkbox').nth(1).check();

    const live = await page.context().newPage();
    await live.goto('/therapists');
    await finder(live).getByRole('radio').first().focus();
    await expect(island(live, 'TherapistFinder')).not.toHaveAttribute('ssr');
    await answerEarly(live);
    await finder(live).getByRole('checkbox').nth(1).check();

    await expect(finder(page).getByRole('status')).toHaveText(
      await finder(live).getByRole('status').innerText(),
    );
    expect(await finder(page).innerText()).toBe(await finder(live).innerText());
    await expect(finder(page).getByRole('radio').nth(2)).toBeChecked();
    await expect(finder(page).getByRole('checkbox').nth(0)).toBeChecked();
    await expect(finder(page).getByRole('textbox')).toHaveValue('250');
  });
});
