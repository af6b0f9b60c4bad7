import { expect, test } from '@playwright/test';
import { FOUNDER } from '#practice';
import { routesOfKind } from './routes';

/*
 * Pictures in the first screen are loaded at once (eager, and the page's largest with high priority);
 * only pictures below the first screen at every window width wait (lazy).
 */

const PAGES = [
  '/',
  '/about',
  '/therapists',
  ...(FOUNDER?.profilePath ? [FOUNDER.profilePath] : []),
  '/services',
  '/blog',
  routesOfKind('article')[0]!,
];
const WIDTHS = [360, 768, 1024, 1280];

test.describe('pictures above the fold', () => {
  for (const path of PAGES) {
    test(`${path}: no lazy picture in the first screen at any width`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const lazyInView = await page.evaluate(() =>
          [...document.querySelectorAll('img')]
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return img.loading === 'lazy' && box.height > 0 && box.top < window.innerHeight;
            })
            .map((img) => img.currentSrc || img.src),
        );
        expect(lazyInView, `${path} at ${width} px`).toEqual([]);
      }
    });
  }

  test('the home page hero picture is drawn inline: shown at once, with no request to wait for', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // The picture beside the words; the row of clinicians above it may show their photographs.
    const art = page.locator('main section').first().locator('[data-art-view]');
    await expect(art.locator('svg.art')).toBeVisible();
    await expect(art.locator('img')).toHaveCount(0);
  });
});
