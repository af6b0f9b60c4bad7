import type { ClientDirective } from 'astro';

/**
 * `client:afterload`: hydrate when the page has loaded, painted a frame and the main thread is idle.
 * For islands that must come alive without a tap (the answers explorer applies the filters of a shared
 * address) but have nothing to add to the first paint: Astro's `client:idle` alone may start fetching
 * before the first frame on a fast connection, where the island's JavaScript then competes with the page.
 */
const afterLoadDirective: ClientDirective = (load) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  };
  // Two animation frames: the second starts after the first has been painted.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(whenIdle));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
};

export default afterLoadDirective;
