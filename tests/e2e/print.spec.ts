import { expect, test } from '@playwright/test';
import { PRACTICE, SITE } from '#practice';
import { rolePath } from '../../src/lib/pages/page-roles.ts';
import { routesOfKind } from './routes';

/**
 * The practice's first article and first answer, the notice people keep and the fees page's checklist:
 * each must print as a plain document.
 */
const PRINTED = [
  routesOfKind('article')[0]!,
  routesOfKind('answer')[0]!,
  rolePath('goodFaithEstimate'),
  rolePath('fees'),
];

for (const path of PRINTED) {
  test(`${path} prints without navigation or calls to action, with the practice, the page's address and each link's address`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });

    // Who it is from and where it lives, at the top of the paper.
    const masthead = page.getByText(`${PRACTICE.name} · ${PRACTICE.phone.display}`);
    await expect(masthead).toBeVisible();
    await expect(page.getByText(`${SITE.url}${path}`, { exact: true })).toBeVisible();

    // No header, menu, footer, navigation, theme toggle, share button or call to action.
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(
      page.locator('.btn-primary, .btn-light, .btn-secondary').filter({ visible: true }),
    ).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Every link still on the paper is followed by its address, made absolute for links within the site.
    const printed = await page.locator('main a[href]').evaluateAll((links) =>
      links
        .filter((a) => a.checkVisibility())
        .map((a) => ({
          href: a.getAttribute('href') ?? '',
          after: getComputedStyle(a, '::after').content,
        })),
    );
    const followable = printed.filter(({ href }) => /^(\/|https?:)/.test(href));
    expect(followable.length, 'links with an address in the text').toBeGreaterThan(0);
    for (const { href, after } of followable) {
      const address = href.startsWith('/') ? `${SITE.url}${href}` : href;
      expect(after, href).toBe(`" (${address})"`);
    }
  });
}

test('a page read in the dark theme still prints black on white', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(rolePath('goodFaithEstimate'));
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.emulateMedia({ media: 'print' });
  const colours = await page
    .locator('main h1, main p')
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color));
  expect(new Set(colours)).toEqual(new Set(['rgb(0, 0, 0)']));
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
});
