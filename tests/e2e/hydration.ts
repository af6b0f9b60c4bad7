import type { Page } from '@playwright/test';

/** Waits until every island in the main content has hydrated (the mobile menu only hydrates on small screens) (Astro removes the `ssr` attribute when it has). */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('main astro-island[ssr]').length === 0);
}

/** Waits until the mobile menu island in the header has hydrated (it only does below the medium breakpoint). */
export async function waitForMenu(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('header astro-island[ssr]').length === 0);
}
