import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allRoutes } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One page of every kind also runs on the phone profile, where the header and the mobile menu differ. */
const MOBILE_SAMPLES = new Set([
  '/',
  '/about',
  '/therapists',
  '/dr-miriam-hale',
  '/services',
  '/faq',
  '/contact',
  '/blog',
  '/blog/panic-is-not-danger',
  '/answers',
  '/answers/how-to-let-go',
  '/privacy',
  '/thank-you',
  '/no-such-page',
]);

// Starlight's model: axe over every page of the sitemap (plus the noindex pages and the 404 page).
for (const route of [...allRoutes(), '/no-such-page']) {
  const tag = MOBILE_SAMPLES.has(route) ? ' @mobile' : '';
  test(`axe finds no WCAG 2.2 AA violation on ${route}${tag}`, async ({ page }) => {
    await page.goto(route);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}

test('axe finds nothing with the mobile menu open @mobile-only', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});
