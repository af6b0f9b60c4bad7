import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 A and AA, the level the site aims at, and axe's best practices: landmarks, heading order and
 * the like, which the site's own in-page checks leave to axe.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's WCAG 2.2 A/AA and best-practice violations on the page as it is now, one line each. Legacy mode runs axe.run in the
 * page itself instead of finishing the run in a second, blank page: about a third faster per call, and
 * the same results here, where no page embeds a frame from another origin before a click. `except`
 * names rules a state of the page makes wrong, each with its reason where it is passed.
 */
export async function axeViolations(page: Page, except: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode();
  const results = await (except.length ? builder.disableRules(except) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/**
 * axe's contrast rule alone, in the dark theme (the system's, emulated), then back to light: what a
 * theme changes is colour, so a second full run would only repeat the first at twice the cost.
 */
export async function darkContrastViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Colours that change with the theme fade over a short transition (the buttons'): measured mid-fade on
  // a busy machine they mix the two themes, so every finite transition is run to its end first.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).setLegacyMode().analyze();
  await page.emulateMedia({ colorScheme: 'light' });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}
