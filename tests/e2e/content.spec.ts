import { expect, test } from '@playwright/test';

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
