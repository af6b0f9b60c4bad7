import type { Page } from '@playwright/test';

/**
 * The blocks a page draws only as they near the screen (the `later` utility, content-visibility) stand
 * in at their estimated height until then. An estimate shorter than its block leaves the block's content,
 * for whatever measures it unseen, over the block after it: axe then reads a link against the footer's
 * background. A block that starts on a phone's first screen is drawn a frame after the rest of it.
 */

/** Lighthouse's phone: no later block may start on its first screen. */
const PHONE = { width: 412, height: 823 };
/** The narrowest width of each estimate (the phone's, and from the md breakpoint on), and one wider. */
const WIDTHS = [320, 768, 1024];

/** Every later block whose estimate is shorter than the block, or which starts on the phone's first screen. */
export async function laterBlockFaults(page: Page): Promise<string[]> {
  const before = page.viewportSize();
  const faults: string[] = [];
  for (const width of [PHONE.width, ...WIDTHS]) {
    await page.setViewportSize({ width, height: width === PHONE.width ? PHONE.height : 800 });
    const firstScreen = width === PHONE.width ? PHONE.height : 0;
    faults.push(
      ...(await page.evaluate(
        ([viewWidth, screen]) =>
          [...document.querySelectorAll<HTMLElement>('.later')].flatMap((block) => {
            const heading = block.querySelector('h1, h2, h3')?.textContent?.trim();
            const name = `${block.tagName.toLowerCase()}${block.id ? `#${block.id}` : ''}${heading ? ` "${heading}"` : ''}`;
            const estimate = Number.parseFloat(
              getComputedStyle(block).containIntrinsicBlockSize.replace('auto', ''),
            );
            const top = block.getBoundingClientRect().top + window.scrollY;
            block.style.contentVisibility = 'visible';
            const height = block.getBoundingClientRect().height;
            block.style.contentVisibility = '';
            const found: string[] = [];
            if (!(estimate >= height)) {
              found.push(
                `${name} at ${viewWidth} px: ${Math.ceil(height)} px tall, its estimate ${estimate} px`,
              );
            }
            if (top < screen)
              found.push(`${name} starts at ${Math.round(top)} px, on a phone's first screen`);
            return found;
          }),
        [width, firstScreen] as const,
      )),
    );
  }
  if (before) await page.setViewportSize(before);
  return faults;
}

/** Draws every later block, for checks that measure the whole page as a visitor who scrolled it sees it. */
export async function drawLaterBlocks(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.later { content-visibility: visible !important; }' });
}
