import { expect, test, type Page } from '@playwright/test';

test('web vitals go to an analytics global the practice adds, once the visitor first interacts', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { vitals: unknown[] }).vitals = events;
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => events.push(args);
  });
  await page.goto('/about');
  await page.keyboard.press('Shift');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { vitals: unknown[][] }).vitals.map((e) => e[1])))
    .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'DCL']));
  const events = await page.evaluate(() => (window as unknown as { vitals: unknown[][] }).vitals);
  expect(events[0]![0]).toBe('event');
  // A figure and its name only: no per-load id and no timestamp that would tie a visit's events together.
  for (const [, , params] of events) {
    for (const key of ['metric_id', 'id', 'timestamp']) expect(params).not.toHaveProperty(key);
    // No epoch milliseconds, no web-vitals id ("v5-1732700000000-...").
    const values = Object.values(params as Record<string, unknown>);
    expect(values.filter((value) => typeof value === 'number' && value > 1e12)).toEqual([]);
    expect(values.filter((value) => typeof value === 'string' && /^v\d+-\d/.test(value))).toEqual([]);
  }
});

test('the web-vitals library is fetched on the first interaction, never before', async ({ page }) => {
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
  const library = (urls: string[]) => urls.filter((url) => /\/web-vitals\.[\w-]+\.js$/.test(url));
  expect(library(scripts)).toEqual([]);
  await page.keyboard.press('Shift');
  await expect.poll(() => library(scripts)).toHaveLength(1);
});

test.describe('the heading font', () => {
  const headingFamily = (page: Page) =>
    page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
  const fontRequests = (urls: string[]) => urls.filter((url) => /\/_astro\/fonts\/[\w-]+\.woff2$/.test(url));

  test('a first visit paints in the matched fallback, fetches the font after the page, and the next page uses it', async ({
    page,
  }) => {
    const requests: { url: string; at: number }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }));
    let loaded = 0;
    page.on('load', () => (loaded ||= Date.now()));
    await page.goto('/about');
    // Drawn in the fallback face whose metrics match the font's, not in the font itself.
    expect(await headingFamily(page)).toMatch(/^"Source Serif 4-\w+ fallback: /);
    await expect.poll(() => fontRequests(requests.map((r) => r.url))).toHaveLength(1);
    const font = requests.find((r) => fontRequests([r.url]).length)!;
    expect(font.at).toBeGreaterThanOrEqual(loaded);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('heading-font'))).toBe('1');

    await page.goto('/services');
    await expect(page.locator('html')).toHaveClass(/\bheading-font\b/);
    const family = await headingFamily(page);
    expect(family).toMatch(/^"Source Serif 4-\w+", /);
    // Loaded (from the cache), so the headings are drawn in it.
    const [face] = family.split(',');
    expect(await page.evaluate((name) => document.fonts.check(`600 1em ${name}`), face!)).toBe(true);
  });

  test('without JavaScript it is a plain web font', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    expect(await headingFamily(page)).toMatch(/^"Source Serif 4-\w+", /);
    await context.close();
  });
});
