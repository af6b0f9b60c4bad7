import { expect, test } from '@playwright/test';
import { allRoutes } from './routes';

test('no page logs a console error or a failed request', async ({ page }) => {
  test.slow();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`${page.url()}: failed ${request.url()}`));
  for (const route of allRoutes()) {
    await page.goto(route, { waitUntil: 'networkidle' });
  }
  expect(problems).toEqual([]);
});

test('web vitals go to an analytics global when the practice adds one, after the page is idle', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { vitals: unknown[] }).vitals = events;
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => events.push(args);
  });
  await page.goto('/about');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { vitals: unknown[][] }).vitals.map((e) => e[1])))
    .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'DCL']));
  const [first] = await page.evaluate(() => (window as unknown as { vitals: unknown[][] }).vitals);
  expect(first![0]).toBe('event');
});

test('without an analytics global, the web-vitals library is never downloaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/about', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // The loader is in the page (inline, no request of its own) and names the library it would fetch.
  const loaders = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) =>
      scripts.filter((script) => /\/web-vitals\.[\w-]+\.js/.test(script.textContent ?? '')),
    );
  expect(loaders).toHaveLength(1);
  expect(scripts.filter((url) => /\/web-vitals\.[\w-]+\.js$/.test(url))).toEqual([]);
});
