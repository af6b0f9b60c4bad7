import type { Page } from '@playwright/test';

/**
 * Holds an island's code (/_astro/<name>.<hash>.js) until release() is called: a slow phone, on which the
 * visitor acts before the code has arrived. Await `ready` before the page loads.
 */
export function holdScript(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const ready = page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return { ready, release: () => release() };
}
