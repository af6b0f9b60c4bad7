import { expect, test } from '@playwright/test';
import { routesOfKind } from './routes';

// The pages of the pieces the build publishes, from the page registry (drafts have none).
const piecePaths = [...routesOfKind('article'), ...routesOfKind('answer')];

test('every article and answer fits a phone without sideways scrolling @mobile-only', async ({ page }) => {
  test.setTimeout(120_000);
  const wide: string[] = [];
  for (const path of piecePaths) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > page.viewportSize()!.width) wide.push(`${path}: ${width}px`);
  }
  expect(wide).toEqual([]);
});

test('every place that shows rates links to the cancellation policy in the terms', async ({ page }) => {
  await page.goto('/therapists');
  const cards = page.locator('article[id]');
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index++) {
    await expect(cards.nth(index).getByRole('link', { name: 'Cancellation policy' })).toHaveAttribute(
      'href',
      '/terms#cancellations-and-missed-sessions',
    );
  }
  await page.goto('/services');
  await page.getByRole('link', { name: 'cancellation policy' }).click();
  await expect(page).toHaveURL(/\/terms#cancellations-and-missed-sessions$/);
  const section = page.getByRole('heading', { name: 'Cancellations and missed sessions' });
  await expect(section).toBeInViewport();
  await expect(page.locator('main')).toContainText(/late cancellation/);
  await expect(page.locator('main')).toContainText(/no-show/);
});
