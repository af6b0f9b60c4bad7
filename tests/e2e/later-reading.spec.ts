/**
 * A block drawn later (content-visibility: auto) is left out of the page's rendered text until it nears
 * the screen: `innerText` skips it. A screen reader reads the accessibility tree instead, which the
 * browser builds for the whole page once an assistive technology has switched accessibility on, as it
 * does before the page loads. This holds that a screen reader reaches every heading and link of every
 * block drawn later on the longest page to read, on a phone's first screen, before any of it is drawn.
 */
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/helpers/chromium.ts';
import { contentSamples } from './samples';

test.use({
  launchOptions: {
    ...(existsSync(TEST_CHROMIUM_PATH) ? { executablePath: TEST_CHROMIUM_PATH } : {}),
    // What a screen reader does to the browser: the accessibility tree is built from the start.
    args: [...CHROMIUM_FLAGS, '--force-renderer-accessibility'],
  },
  viewport: { width: 375, height: 667 },
});

interface AxNode {
  role?: { value?: string };
  name?: { value?: string };
}

test('a screen reader reaches every heading and link of the blocks not yet drawn', async ({ page }) => {
  await page.goto(contentSamples().longest);
  // A block's content is skipped while it is undrawn: checkVisibility finds it hidden.
  const later = await page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>('.later')];
    const undrawn = blocks.filter(
      (block) => !block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    );
    const named = (selector: string) =>
      undrawn.flatMap((block) =>
        [...block.querySelectorAll<HTMLElement>(selector)]
          // What nobody is shown yet: a closed disclosure's content, hidden content.
          .filter(
            (element) =>
              !element.closest('[hidden], [aria-hidden="true"]') &&
              !element.parentElement?.closest('details:not([open])'),
          )
          .map((element) => element.textContent!.replace(/\s+/g, ' ').trim()),
      );
    return {
      blocks: blocks.length,
      undrawn: undrawn.length,
      headings: named('h2, h3, h4'),
      links: named('a'),
    };
  });
  // The page has blocks a phone has not drawn yet, with headings and links in them.
  expect(later.undrawn).toBeGreaterThan(1);
  expect(later.headings.length * later.links.length).toBeGreaterThan(0);

  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const names = (role: string) =>
    new Set(
      nodes
        .filter((node) => node.role?.value === role)
        .map((node) => (node.name?.value ?? '').replace(/\s+/g, ' ').trim()),
    );
  const headings = names('heading');
  const links = names('link');
  expect(later.headings.filter((heading) => !headings.has(heading))).toEqual([]);
  expect(later.links.filter((link) => ![...links].some((name) => name.includes(link)))).toEqual([]);
  // Still undrawn: the tree was read from the blocks as they stand in, not from drawn ones.
  expect(
    await page.evaluate(
      () =>
        [...document.querySelectorAll('.later')].filter(
          (block) => !block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
    ),
  ).toBe(later.undrawn);
});
