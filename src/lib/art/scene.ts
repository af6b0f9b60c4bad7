import DRAWINGS from './drawings.json' with { type: 'json' };
import { seededRandom } from '../seeded-random.ts';
import type { Motif } from './motifs.ts';

/**
 * The drawings' compositions, as SVG markup whose colours are classes of role (g ground, d disc, l
 * line, lf line-coloured fill, i ink, a accent): a page colours them from the theme
 * (src/components/art/ArtSvg.astro), `npm run artwork` from a stylesheet of the light palette.
 */
export interface Drawing {
  width: number;
  height: number;
  body: string;
}

/** A generator seeded by a name (FNV-1a of its characters), so each name draws the same picture every time. */
function random(seedText: string) {
  return seededRandom(
    [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0,
  );
}

const drawings: Record<string, string> = DRAWINGS;
const n = (value: number) => Math.round(value);

/** A Phosphor duotone icon, `size` px square, centred on (cx, cy), in the ink or the accent. */
function motif(name: Motif, cx: number, cy: number, size: number, tone: 'i' | 'a' = 'i'): string {
  const body = drawings[name];
  if (!body) throw new Error(`artwork: no drawing of "${name}" (run npm run artwork)`);
  return `<svg class="${tone}" x="${n(cx - size / 2)}" y="${n(cy - size / 2)}" width="${n(size)}" height="${n(size)}" viewBox="0 0 256 256">${body}</svg>`;
}

/** A soft ridge across the picture's foot, seeded: the ground a scene stands on. */
function ridge(rnd: () => number, width: number, height: number, top: number, cls: string, opacity = 1) {
  const y = (f: number) => n(height * (top + (rnd() - 0.5) * 0.08 * f));
  const d = `M0 ${y(1)} C${n(width * 0.3)} ${y(2)} ${n(width * 0.55)} ${y(2)} ${n(width)} ${y(1)} V${height} H0Z`;
  return `<path class="${cls}" d="${d}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/**
 * A piece's picture: a scene of ground, sun and two ridges with its lead motif in a disc at the centre
 * (a card shows only this); its own page's picture adds its two other motifs on smaller discs at the
 * sides, clear of the centre the social card crops to.
 */
export function pieceScene(
  slug: string,
  motifs: readonly Motif[],
  full: boolean,
  width = 1600,
  height = 900,
): Drawing {
  const rnd = random(slug);
  const left = rnd() < 0.5;
  const sunX = width * (left ? 0.12 + rnd() * 0.08 : 0.8 + rnd() * 0.08);
  const [lead, ...others] = motifs;
  const r = height * 0.27;
  const cx = width / 2;
  const cy = height * 0.47;
  const sides = full
    ? others
        .slice(0, 2)
        .map((name, i) => {
          const x = width * (i === 0 ? 0.19 : 0.81);
          const y = height * ((i === 0) === left ? 0.62 : 0.56);
          return `<circle class="g" cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.55)}"/><circle class="l" cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.55)}" fill="none" stroke-width="4"/>${motif(name, x, y, r * 0.62, 'a')}`;
        })
        .join('')
    : '';
  return {
    width,
    height,
    body: [
      `<rect class="g" width="${width}" height="${height}"/>`,
      `<circle class="d" cx="${n(sunX)}" cy="${n(height * 0.2)}" r="${n(height * 0.1)}"/>`,
      ridge(rnd, width, height, 0.7, 'd'),
      ridge(rnd, width, height, 0.84, 'lf', 0.35),
      `<circle class="l" cx="${cx}" cy="${n(cy)}" r="${n(r * 1.22)}" fill="none" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>`,
      `<circle class="d" cx="${cx}" cy="${n(cy)}" r="${n(r)}"/>`,
      lead ? motif(lead, cx, cy, r * 1.2) : '',
      sides,
    ].join(''),
  };
}

/**
 * The home page's picture of a systemic practice: each service's motif in a disc around the family's,
 * every disc joined to the ones beside it and to the centre.
 */
export function practiceScene(around: readonly Motif[], centre: Motif, width = 1600, height = 1200): Drawing {
  const cx = width / 2;
  const cy = height / 2;
  const orbit = height * 0.3;
  const points = around.map((_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / around.length;
    return [cx + Math.cos(angle) * orbit * 1.25, cy + Math.sin(angle) * orbit] as const;
  });
  const lines = points
    .map(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length]!;
      return `<path d="M${n(x)} ${n(y)}L${cx} ${cy}M${n(x)} ${n(y)}L${n(nx)} ${n(ny)}"/>`;
    })
    .join('');
  const small = height * 0.105;
  const discs = points
    .map(
      ([x, y], i) =>
        `<circle class="d" cx="${n(x)}" cy="${n(y)}" r="${n(small)}"/>${motif(around[i]!, x, y, small * 1.2, i % 2 ? 'a' : 'i')}`,
    )
    .join('');
  return {
    width,
    height,
    body: [
      `<rect class="g" width="${width}" height="${height}"/>`,
      `<circle class="d" cx="${cx}" cy="${cy}" r="${n(height * 0.47)}" opacity=".45"/>`,
      `<g class="l" stroke-width="4" stroke-linecap="round" stroke-dasharray="1 12">${lines}</g>`,
      `<circle class="d" cx="${cx}" cy="${cy}" r="${n(height * 0.17)}"/>`,
      motif(centre, cx, cy, height * 0.22),
      discs,
    ].join(''),
  };
}

/**
 * Motifs on discs around an empty middle: the video's poster, whose middle holds the play button and
 * its label, and the about page's story. The first two motifs stand at the left and right edges, the
 * others in the upper left and lower right corners.
 */
export function edgeScene(seed: string, motifs: readonly Motif[], width: number, height: number): Drawing {
  const rnd = random(seed);
  const places = [
    [0.13, 0.56, 0.2],
    [0.87, 0.44, 0.2],
    [0.1, 0.17, 0.1],
    [0.9, 0.85, 0.1],
  ] as const;
  const discs = motifs
    .slice(0, places.length)
    .map((name, i) => {
      const [fx, fy, fr] = places[i]!;
      const r = height * fr;
      return `<circle class="d" cx="${n(width * fx)}" cy="${n(height * fy)}" r="${n(r)}"/>${motif(name, width * fx, height * fy, r * 1.25, i < 2 ? 'i' : 'a')}`;
    })
    .join('');
  return {
    width,
    height,
    body: [
      `<rect class="g" width="${width}" height="${height}"/>`,
      ridge(rnd, width, height, 0.8, 'd', 0.7),
      `<ellipse class="l" cx="${width / 2}" cy="${height / 2}" rx="${n(width * 0.3)}" ry="${n(height * 0.36)}" fill="none" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>`,
      discs,
    ].join(''),
  };
}

/** A drawing as a standalone SVG file, coloured by `style` (a <style> element). */
export function svgFile(
  { width, height, body }: Drawing,
  style: string,
  outWidth = width,
  outHeight = height,
) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${width} ${height}">${style}${body}</svg>`;
}
