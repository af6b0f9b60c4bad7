/**
 * Form controls in the site's colours in both themes: selects draw the theme's field colour and text,
 * checkboxes and radios take the brand colour and the theme's light or dark drawing, and keep their
 * size beside a label that wraps. (Firefox and WebKit check the dark theme in tests/engines/journeys.ts.)
 */
import { expect, test, type Page } from '@playwright/test';

/** A palette token's value as the page resolves it, in the computed-style form. */
const token = (page: Page, name: string) =>
  page.evaluate((variable) => {
    const swatch = document.createElement('div');
    swatch.style.color = `var(${variable})`;
    document.body.append(swatch);
    const value = getComputedStyle(swatch).color;
    swatch.remove();
    return value;
  }, name);

for (const theme of ['light', 'dark'] as const) {
  test(`controls take the ${theme} theme's colours`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    await page.goto('/contact');
    const surface = await token(page, '--color-surface');
    const ink = await token(page, '--color-ink');
    for (const select of await page.locator('#contact-form select').all()) {
      await expect(select).toHaveCSS('background-color', surface);
      await expect(select).toHaveCSS('color', ink);
    }
    await page.goto('/therapists');
    const brand = await token(page, '--color-brand');
    const choices = page.locator('main input[type="checkbox"], main input[type="radio"]');
    expect(await choices.count()).toBeGreaterThan(0);
    for (const choice of await choices.all()) {
      await expect(choice).toHaveCSS('accent-color', brand);
      await expect(choice).toHaveCSS('color-scheme', theme);
    }
    await context.close();
  });
}

test('checkboxes and radios keep their size when their label wraps', async ({ page }) => {
  await page.goto('/therapists');
  const choices = page.locator('main input[type="checkbox"], main input[type="radio"]');
  for (const width of [320, 640, 800]) {
    await page.setViewportSize({ width, height: 900 });
    const sizes = await choices.evaluateAll((inputs) =>
      inputs.map((input) => Math.round(input.getBoundingClientRect().width)),
    );
    expect(new Set(sizes).size, `one size at ${width} px: ${sizes.join(', ')}`).toBe(1);
  }
});
