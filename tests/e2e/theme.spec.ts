import { expect, test, type Page } from '@playwright/test';

/** The page's background in each theme (global.css: paper). */
const LIGHT = 'rgb(251, 248, 243)';
const DARK = 'rgb(19, 27, 28)';

/**
 * Records, before the first frame is drawn, the theme on <html> and the page's background: what the
 * visitor's first paint shows. Runs before any of the page's own scripts.
 */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const element = document.body ?? document.documentElement;
      sessionStorage.setItem(
        'first-paint',
        JSON.stringify({
          theme: document.documentElement.dataset.theme ?? null,
          background: getComputedStyle(element).backgroundColor,
          body: Boolean(document.body),
        }),
      );
    });
  });
}

const firstPaint = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('first-paint') ?? 'null') as unknown);

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const toggle = (page: Page, where: 'banner' | 'menu') =>
  where === 'banner'
    ? page.getByRole('banner').getByRole('group', { name: 'Theme' }).first()
    : page.locator('#mobile-menu-panel').getByRole('group', { name: 'Theme' });

test('with no choice made the page follows the system theme, and System is pressed', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await background(page)).toBe(DARK);
  await expect(toggle(page, 'banner').getByRole('button', { name: 'System' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background(page)).toBe(LIGHT);
});

test('the theme chosen in the header applies at once, is remembered across pages and is there at the first paint', async ({
  page,
}) => {
  await recordFirstPaint(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const group = toggle(page, 'banner');
  await group.getByRole('button', { name: 'Dark' }).click();
  expect(await background(page)).toBe(DARK);
  await expect(group.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // The next page is dark from its first frame, and its toggles say so. The record survives in the
  // tab's session storage, so this page's is cleared first and the next page's awaited.
  await page.evaluate(() => sessionStorage.removeItem('first-paint'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(() => firstPaint(page)).toEqual({ theme: 'dark', background: DARK, body: true });
  await expect(toggle(page, 'banner').getByRole('button', { name: 'Dark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('[data-theme-choice="dark"][aria-pressed="true"]')).toHaveCount(2);

  // Light wins over a dark system; System forgets the choice and follows the system again.
  await page.emulateMedia({ colorScheme: 'dark' });
  await toggle(page, 'banner').getByRole('button', { name: 'Light' }).click();
  expect(await background(page)).toBe(LIGHT);
  await page.evaluate(() => sessionStorage.removeItem('first-paint'));
  await page.reload();
  await expect.poll(() => firstPaint(page)).toEqual({ theme: 'light', background: LIGHT, body: true });
  await toggle(page, 'banner').getByRole('button', { name: 'System' }).click();
  expect(await background(page)).toBe(DARK);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  await page.evaluate(() => sessionStorage.removeItem('first-paint'));
  await page.reload();
  await expect.poll(() => firstPaint(page)).toEqual({ theme: null, background: DARK, body: true });
});

test('the phone menu has the same toggle, working once the menu has opened @mobile-only', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/faq');
  await expect(toggle(page, 'banner')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const group = toggle(page, 'menu');
  await group.getByRole('button', { name: 'Dark' }).click();
  expect(await background(page)).toBe(DARK);
  await expect(group.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  // Choosing a theme leaves the menu open.
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await page.goto('/');
  expect(await background(page)).toBe(DARK);
});

test('the toggle works from the keyboard alone', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/contact');
  const dark = toggle(page, 'banner').getByRole('button', { name: 'Dark' });
  // Past the skip link, the logo and the main navigation: the toggle comes after them.
  for (let presses = 0; presses < 20; presses += 1) {
    if (await dark.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(dark).toBeFocused();
  await page.keyboard.press('Space');
  expect(await background(page)).toBe(DARK);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  expect(await background(page)).toBe(LIGHT);
  await expect(toggle(page, 'banner').getByRole('button', { name: 'Light' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('the system theme still applies, and the toggle that could not work is hidden', async ({ page }) => {
    await page.goto('/');
    expect(await background(page)).toBe(DARK);
    await expect(page.locator('[data-theme-choice]').first()).toBeHidden();
  });
});
