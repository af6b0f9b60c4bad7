import { expect, type Page } from '@playwright/test';

/**
 * The fees page's estimator as a visitor uses it, by role and label only, so the same journey can run in
 * any engine Playwright drives.
 */
export interface PlanFigures {
  clinician: string;
  /** The session option as it reads, e.g. "$165 (50 min, individuals)". */
  session: string;
  sessionsPerMonth?: number;
  /** The period, in months (the estimator opens on its own default). */
  months?: number;
  deductible: string;
  coinsurance: string;
  allowed?: string;
  outOfPocketMax?: string;
}

export const estimator = (page: Page) => ({
  clinician: page.getByLabel('Clinician', { exact: true }),
  session: page.getByLabel('Session', { exact: true }),
  perMonth: page.getByLabel('Sessions a month', { exact: true }),
  months: page.getByLabel('Estimate over', { exact: true }),
  deductible: page.getByLabel('Out-of-network deductible still to meet'),
  coinsurance: page.getByLabel('Out-of-network coinsurance'),
  allowed: page.getByLabel('Out-of-network allowed amount per session'),
  outOfPocketMax: page.getByLabel('Out-of-network out-of-pocket maximum still to meet'),
  estimate: page.getByRole('button', { name: 'Estimate my costs' }),
  result: page.getByRole('table', { name: /^Your estimate/ }),
  /** The three figures the answer opens with, as "label: amount" pairs. */
  figures: page.locator('#estimate [data-requires-script] dl'),
  summary: page.locator('[aria-live="polite"]').filter({ has: page.locator('p') }),
});

/** The estimator's code arrives on the first focus inside it; wait until it is live. */
export async function wakeEstimator(page: Page): Promise<void> {
  await estimator(page).clinician.focus();
  await expect(page.locator('astro-island[component-url*="FeeEstimator"]')).not.toHaveAttribute('ssr', /.*/);
}

export async function estimate(page: Page, figures: PlanFigures): Promise<void> {
  const e = estimator(page);
  await wakeEstimator(page);
  await e.clinician.selectOption({ label: figures.clinician });
  await e.session.selectOption({ label: figures.session });
  await e.perMonth.selectOption(String(figures.sessionsPerMonth ?? 4));
  if (figures.months) await e.months.selectOption(String(figures.months));
  await e.deductible.fill(figures.deductible);
  await e.coinsurance.fill(figures.coinsurance);
  await e.allowed.fill(figures.allowed ?? '');
  await e.outOfPocketMax.fill(figures.outOfPocketMax ?? '');
  await e.estimate.click();
}

/** The three figures as [label, amount] pairs, in the order they read. */
export async function figures(page: Page): Promise<string[][]> {
  const groups = estimator(page).figures.locator('> div');
  return groups.evaluateAll((divs) =>
    divs.map((div) => [
      div.querySelector('dt')!.textContent!.trim(),
      div.querySelector('dd')!.textContent!.trim(),
    ]),
  );
}
