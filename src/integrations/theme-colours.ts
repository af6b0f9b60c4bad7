/**
 * The practice's colours in the stylesheet: src/styles/global.css refers to each role as
 * var(--practice-<role>) (light) and var(--practice-dark-<role>) (dark), and this Vite plugin adds the
 * rule that gives them the values of the practice's `theme` (practices/<name>/practice.ts) before Tailwind
 * reads the file. A practice changes its colours in its configuration, never in the stylesheet.
 */
import type { ViteUserConfig } from 'astro';
import type { Palette } from '../config/schema.ts';

type Plugin = Extract<NonNullable<ViteUserConfig['plugins']>[number], { name: string }>;

const STYLESHEET = /\/src\/styles\/global\.css(\?.*)?$/;

/** brandDeep is --practice-brand-deep (light) or --practice-dark-brand-deep (dark). */
const declarations = (palette: Palette, prefix: string) =>
  Object.entries(palette).map(
    ([role, value]) =>
      `  --${prefix}${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
  );

/** The rule that defines the practice's colours, appended to the stylesheet. */
export function themeRule(theme: { light: Palette; dark: Palette }): string {
  return `\n:root {\n${[...declarations(theme.light, 'practice-'), ...declarations(theme.dark, 'practice-dark-')].join('\n')}\n}\n`;
}

export function themeColours(theme: { light: Palette; dark: Palette }): Plugin {
  return {
    name: 'practice-theme-colours',
    enforce: 'pre',
    transform(code, id) {
      if (!STYLESHEET.test(id)) return undefined;
      return { code: `${code}${themeRule(theme)}`, map: null };
    },
  };
}
