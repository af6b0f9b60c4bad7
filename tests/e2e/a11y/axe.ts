import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the level the site aims at. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG's tags and axe's best practices: landmarks, heading order and the like, which the site's own
 * in-page checks leave to axe.
 */
const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * Runs axe in the page itself, one line per violation. axe's source goes into a document once and
 * stays there for every later run on it (its 0.5 MB script took a third of each run when injected per
 * call), and axe gathers only the violations: the passing nodes it would otherwise list took another
 * quarter. No page embeds a frame from another origin before a click, so axe.run in the top document
 * sees all there is.
 */
async function runAxe(page: Page, options: axe.RunOptions): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (runOptions) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await inPage.run(document, { ...runOptions, resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
  }, options);
}

/**
 * axe's violations of the given tags (by default WCAG 2.2 A/AA and best practice) on the page as it is
 * now, one line each. `except` names rules a state of the page makes wrong, each with its reason where
 * it is passed. With `newContrastOnly`, the contrast rule runs only when the page shows a text whose
 * colours, size and layers behind it no page before it in this worker showed (colourKeys); every other
 * rule runs on every call.
 */
export async function axeViolations(
  page: Page,
  except: string[] = [],
  { newContrastOnly = false, tags = AXE_TAGS } = {},
): Promise<string[]> {
  const keys = newContrastOnly ? await page.evaluate(colourKeys) : [];
  const disabled =
    newContrastOnly && keys.every((key) => checkedContrast.light.has(key))
      ? [...except, 'color-contrast']
      : except;
  const violations = await runAxe(page, {
    runOnly: { type: 'tag', values: tags },
    rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
  });
  for (const key of keys) checkedContrast.light.add(key);
  return violations;
}

/**
 * What decides the contrast axe measures for each piece of text now shown: its colour, size, weight and
 * shadow, and every layer behind it up to the first opaque background (colour, image, opacity, blending),
 * with the element's place in the page's structure where a positioned layer may cover other content.
 * Two texts with the same key have the same contrast. Runs in the page: self-contained.
 */
function colourKeys(): string[] {
  const keys = new Set<string>();
  // Computed colours read rgb(), rgba() or, for colours written in other spaces, oklch(... / alpha).
  const alpha = (colour: string) => {
    if (colour === 'transparent') return 0;
    const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour);
    if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
    const rgba = /^rgba\(.*,\s*([\d.]+)\)$/.exec(colour);
    return rgba ? Number(rgba[1]) : 1;
  };
  const path = (el: Element) => {
    const parts: string[] = [];
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement)
      parts.unshift(`${at.localName}.${[...at.classList].sort().join('.')}`);
    return parts.join('>');
  };
  const keyOf = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible' || el.getClientRects().length === 0) return;
    const layers: string[] = [];
    let positioned: Element | undefined;
    for (let at: Element | null = el; at; at = at.parentElement) {
      const layer = getComputedStyle(at);
      if (layer.position !== 'static' && layer.position !== 'relative') positioned ??= at;
      layers.push(
        [layer.backgroundColor, layer.backgroundImage, layer.opacity, layer.mixBlendMode, layer.filter].join(
          ' ',
        ),
      );
      if (alpha(layer.backgroundColor) === 1 && layer.backgroundImage === 'none') break;
    }
    const text = [style.color, style.fontSize, style.fontWeight, style.textShadow].join(' ');
    keys.add([text, ...layers, positioned ? path(positioned) : ''].join('|'));
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && node.parentElement) keyOf(node.parentElement);
  }
  for (const control of document.querySelectorAll('input, select, textarea')) keyOf(control);
  return [...keys];
}

/** The colour keys (colourKeys) this test worker has already had axe's contrast rule check, per theme. */
const checkedContrast = { light: new Set<string>(), dark: new Set<string>() };

/**
 * axe's contrast rule alone, in the dark theme (the system's, emulated), then back to light: what a
 * theme changes is colour, so a second full run would only repeat the first at twice the cost. With
 * `onlyNew`, axe runs only when the page shows a text whose colours, size and layers behind it (its
 * colourKeys) no page before it in this worker showed: the per-route audit then checks each combination
 * the site has once per worker instead of once per page.
 */
export async function darkContrastViolations(page: Page, { onlyNew = false } = {}): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Colours that change with the theme fade over a short transition (the buttons'): measured mid-fade on
  // a busy machine they mix the two themes, so every finite transition is run to its end first. A block
  // drawn later (content-visibility) computes its style only when asked, so it is asked first and its
  // fades start with the rest.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('.later *')) void getComputedStyle(element).color;
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
  let violations: string[] = [];
  const keys = onlyNew ? await page.evaluate(colourKeys) : [];
  if (!onlyNew || keys.some((key) => !checkedContrast.dark.has(key))) {
    violations = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    for (const key of keys) checkedContrast.dark.add(key);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return violations;
}
