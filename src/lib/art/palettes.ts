import { PRACTICE } from '#practice';
import type { BLOG_CATEGORIES } from '../content/categories.ts';

/** The roles of a drawing's colours: a ground, a deeper disc on it, a line, the motifs' ink and an accent. */
const ROLES = ['ground', 'disc', 'line', 'ink', 'accent'] as const;
type Role = (typeof ROLES)[number];
interface Palette {
  light: Record<Role, string>;
  dark: Record<Role, string>;
}

/** The practice's own light colours, which the light drawings share: its brand, clay and their grounds. */
const THEME = PRACTICE.theme.light;

/**
 * Tones of the site's palette (global.css) for each theme: a drawing on a page takes the theme's own
 * (src/components/art/ArtSvg.astro), so it is never a light slab on a dark page.
 */
const PALETTES = {
  sage: {
    light: { ground: THEME.mist, disc: '#c9ddd6', line: '#7fa8a0', ink: THEME.brand, accent: THEME.clay },
    dark: { ground: '#1a2b29', disc: '#24403c', line: '#4f7e76', ink: '#a9d6cc', accent: '#e8a283' },
  },
  clay: {
    light: { ground: THEME.claySoft, disc: '#efc9b3', line: '#d98f6b', ink: '#8a3f1f', accent: THEME.brand },
    dark: { ground: '#2e211b', disc: '#4a3227', line: '#a8694b', ink: '#f2c3a8', accent: '#8fd0c4' },
  },
  dusk: {
    light: { ground: '#e4e6ef', disc: '#cdd2e4', line: '#8c9cc4', ink: '#3d4f7a', accent: THEME.clay },
    dark: { ground: '#1d2233', disc: '#2b3350', line: '#6272a0', ink: '#c3cdef', accent: '#e8a283' },
  },
  sand: {
    light: { ground: '#f2ebe0', disc: '#e6d7bd', line: '#c4a574', ink: '#6e5330', accent: THEME.brand },
    dark: { ground: '#2a241b', disc: '#3f3526', line: '#9a8157', ink: '#ecd8b3', accent: '#8fd0c4' },
  },
  sea: {
    light: { ground: '#dcecef', disc: '#bcdbe0', line: '#6fb0bd', ink: '#1d5f6d', accent: THEME.clay },
    dark: { ground: '#15282c', disc: '#1f3c42', line: '#4d8f9c', ink: '#b2e0e8', accent: '#e8a283' },
  },
  moss: {
    light: { ground: '#e6ecd9', disc: '#d1dcb9', line: '#9bb37a', ink: '#4a6332', accent: THEME.clay },
    dark: { ground: '#1f2618', disc: '#2f3a23', line: '#78905a', ink: '#cfe0b0', accent: '#e8a283' },
  },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;

/** Each category's colour, so the blog's grid reads as shelves of a library. */
export const CATEGORY_PALETTES: Record<(typeof BLOG_CATEGORIES)[number], PaletteName> = {
  Anxiety: 'sea',
  'Teen Support': 'dusk',
  'Mental Health': 'sage',
  Communication: 'clay',
  'Emotional Health': 'dusk',
  Parenting: 'sand',
  'Personal Growth': 'moss',
  Relationships: 'clay',
  Boundaries: 'sage',
  'Addiction Recovery': 'sea',
  'Child Psychology': 'sand',
  Personal: 'moss',
};

/**
 * A drawing's colours as custom properties on its <svg>, both themes', by the first letter of each role
 * (--gl ground, --gd its dark tone): the page's CSS picks the theme's (src/components/art/ArtSvg.astro).
 */
export function paletteVars(name: PaletteName): string {
  const { light, dark } = PALETTES[name];
  return ROLES.map((role) => `--${role[0]}l:${light[role]};--${role[0]}d:${dark[role]}`).join(';');
}

/** A drawing's colours as a stylesheet inside it, for a picture drawn to a file (light theme). */
export function paletteStyle(name: PaletteName): string {
  const p = PALETTES[name].light;
  return `<style>.g{fill:${p.ground}}.d{fill:${p.disc}}.l{stroke:${p.line}}.lf{fill:${p.line}}.i{color:${p.ink}}.a{color:${p.accent}}</style>`;
}
