import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const contentDir = join(import.meta.dirname, '..', '..', 'src', 'content');
const piecePaths = ['blog', 'answers'].flatMap((collection) =>
  readdirSync(join(contentDir, collection))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `/${collection}/${file.replace(/\.mdx$/, '')}`),
);

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
