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
