import type { Page } from '@playwright/test';
import { installAudit, type AuditName } from './in-page';

/** Runs one of the in-page checks (in-page.ts), installing them on the page first if need be. */
export async function audit(page: Page, name: AuditName): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.a11yAudit)))) await page.evaluate(installAudit);
  return page.evaluate((check) => window.a11yAudit!.run(check), name);
}

/**
 * WCAG 1.4.12's test: line height 1.5, paragraph spacing 2em, letter spacing 0.12em, word spacing
 * 0.16em, forced onto every element, as a reader's own stylesheet or bookmarklet would.
 */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

export async function setTextSpacing(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    ([css, enable]) => {
      document.getElementById('wcag-text-spacing')?.remove();
      if (!enable) return;
      const style = document.createElement('style');
      style.id = 'wcag-text-spacing';
      style.textContent = css;
      document.head.append(style);
    },
    [TEXT_SPACING, on] as const,
  );
}

/**
 * WCAG 1.4.10 measures reflow at 320 CSS px wide, which is a 1280 px window zoomed to 400%; 200% zoom
 * makes it 640 px. The window is 1280 x 1024, so the heights shrink the same way.
 */
export const ZOOMS = [
  { zoom: '200%', width: 640, height: 512 },
  { zoom: '400%', width: 320, height: 256 },
] as const;
