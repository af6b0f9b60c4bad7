import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { themeRule } from '../../src/integrations/theme-colours.ts';

const css = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'styles', 'global.css'), 'utf8');

describe("the practice's colours in the stylesheet", () => {
  it('gives every --practice- variable the stylesheet uses a value from the theme, light and dark', () => {
    const rule = themeRule(PRACTICE.theme);
    const used = [...new Set([...css.matchAll(/var\((--practice-[a-z-]+)\)/g)].map((m) => m[1]!))];
    expect(used.length).toBe(10);
    for (const variable of used)
      expect(rule, variable).toMatch(new RegExp(`${variable}: #[0-9a-f]{6};`, 'i'));
    expect(rule).toContain(`--practice-brand-deep: ${PRACTICE.theme.light.brandDeep};`);
    expect(rule).toContain(`--practice-dark-clay-soft: ${PRACTICE.theme.dark.claySoft};`);
  });
});
