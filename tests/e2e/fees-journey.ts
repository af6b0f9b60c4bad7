import { expect, type Page } from '@playwright/test';

/**
 * The fees page's estimator as a visitor uses it, by role and label only, so the same journey can run in
 * any engine Playwright drives.
 */
export interface PlanFigures {
  clinician: string;
  /** The session-length option as it reads, e.g. "50 minutes, $165". */
  length: string;
  sessionsPerMonth?: number;
  deductible: string;
  coinsurance: string;
  allowed?: string;
  outOfPocketMax?: string;
}

export const estimator = (page: Page) => ({
  clinician: page.getByLabel('Clinician', { exact: true }),
  length: page.getByLabel('Session length and fee'),
  perMonth: page.getByLabel('Sessions a month'),
  deductible: page.getByLabel('Deductible still to meet'),
  coinsurance: page.getByLabel('Coinsurance after the deductible'),
  allowed: page.getByLabel('Allowed amount per session'),
  outOfPocketMax: page.getByLabel('Out-of-pocket maximum still to meet'),
  estimate: page.getByRole('button', { name: 'Estimate my costs' }),
  result: page.getByRole('table', { name: /^Your estimate/ }),
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
  await e.length.selectOption({ label: figures.length });
  await e.perMonth.selectOption(String(figures.sessionsPerMonth ?? 4));
  await e.deductible.fill(figures.deductible);
  await e.coinsurance.fill(figures.coinsurance);
  await e.allowed.fill(figures.allowed ?? '');
  await e.outOfPocketMax.fill(figures.outOfPocketMax ?? '');
  await e.estimate.click();
}

/** A row of the result table by its heading ("Month 2, session 3"), as its cells read. */
export async function resultRow(page: Page, heading: string): Promise<string[]> {
  const row = estimator(page).result.getByRole('row', { name: new RegExp(`^${heading}\\b`) });
  return row.getByRole('cell').allInnerTexts();
}
