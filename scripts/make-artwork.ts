/**
 * `npm run artwork`: draws the site's original artwork (no stock photos are reachable from here, and the
 * practice has none yet): abstract article images, illustrated therapist portraits, page illustrations,
 * the share image and the favicon set. Deterministic: the same name always gives the same picture.
 * Real photos replace any of these by dropping a file of the same name into src/assets/ (or editing
 * the photo file name in src/config/practice.ts); re-running this script only adds missing files
 * unless --force is given.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { BLOG_CATEGORIES } from '../src/lib/content/categories.ts';

type BlogCategory = (typeof BLOG_CATEGORIES)[number];
const isBlogCategory = (name: string): name is BlogCategory =>
  (BLOG_CATEGORIES as readonly string[]).includes(name);

const root = join(import.meta.dirname, '..');
const force = process.argv.includes('--force');

type Palette = { bg: [string, string]; shapes: string[] };
const PALETTES: Record<string, Palette> = {
  sage: { bg: ['#e3efec', '#f7f3ec'], shapes: ['#1f5f5b', '#7fa8a0', '#c9ddd6', '#a14d28'] },
  clay: { bg: ['#f6e3d8', '#fbf8f3'], shapes: ['#a14d28', '#d98f6b', '#1f5f5b', '#f0c9b2'] },
  dusk: { bg: ['#dfe3ee', '#f4f1f8'], shapes: ['#3d4f7a', '#8c9cc4', '#c7b8d9', '#a14d28'] },
  sand: { bg: ['#f2ebe0', '#fbf8f3'], shapes: ['#b8894f', '#1f5f5b', '#e2cfa9', '#7a5c3a'] },
  sea: { bg: ['#dceef2', '#f3f8f8'], shapes: ['#1d6a7a', '#6fb0bd', '#bfe0e4', '#153f3c'] },
  moss: { bg: ['#e6ecd9', '#f8f8f0'], shapes: ['#55703a', '#9bb37a', '#d5e0bd', '#a14d28'] },
};
// One palette per blog category: the list is src/lib/content/categories.ts's, so a new category needs one here.
const CATEGORY_PALETTE: Record<BlogCategory, string> = {
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

/** A small seeded PRNG (mulberry32) so each name draws the same picture every time. */
function random(seedText: string) {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gradient(id: string, [a, b]: [string, string], angle = 135) {
  return `<linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/** Soft overlapping circles and a few quiet arcs: an abstract composition for an article. */
function abstractSvg(name: string, paletteName: string, width: number, height: number): string {
  const rnd = random(name);
  const palette = PALETTES[paletteName] ?? PALETTES.sage!;
  const shapes: string[] = [];
  const count = 5 + Math.floor(rnd() * 4);
  for (let i = 0; i < count; i += 1) {
    const r = (0.12 + rnd() * 0.3) * height;
    const cx = rnd() * width;
    const cy = rnd() * height;
    const colour = palette.shapes[Math.floor(rnd() * palette.shapes.length)];
    shapes.push(
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="${(0.25 + rnd() * 0.5).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 3; i += 1) {
    const y = height * (0.2 + rnd() * 0.6);
    const c1 = height * rnd();
    const c2 = height * rnd();
    shapes.push(
      `<path d="M-20 ${y.toFixed(0)} C ${(width * 0.3).toFixed(0)} ${c1.toFixed(0)}, ${(width * 0.7).toFixed(0)} ${c2.toFixed(0)}, ${width + 20} ${(height * rnd()).toFixed(0)}" fill="none" stroke="${palette.shapes[0]}" stroke-width="${(2 + rnd() * 3).toFixed(1)}" opacity=".35"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${gradient('bg', palette.bg, rnd() * 360)}<filter id="soft"><feGaussianBlur stdDeviation="${(height / 90).toFixed(1)}"/></filter></defs><rect width="100%" height="100%" fill="url(#bg)"/><g filter="url(#soft)">${shapes.join('')}</g></svg>`;
}

/** An illustrated head-and-shoulders portrait, deliberately not a likeness. */
function portraitSvg(
  name: string,
  paletteName: string,
  skin: string,
  hair: string,
  hairStyle: number,
): string {
  const palette = PALETTES[paletteName]!;
  const w = 800;
  const h = 1000;
  const hairShapes = [
    `<path d="M270 420 C 250 250, 550 230, 530 420 C 520 330, 290 330, 270 420 Z" fill="${hair}"/>`,
    `<path d="M255 470 C 220 230, 580 220, 545 470 L 560 640 C 520 560, 540 420, 400 330 C 260 420, 280 560, 240 640 Z" fill="${hair}"/>`,
    `<path d="M285 400 C 300 290, 500 290, 515 400 C 480 350, 320 350, 285 400 Z" fill="${hair}"/>`,
    `<path d="M262 430 C 240 260, 560 250, 538 430 C 545 380, 470 320, 400 330 C 330 320, 255 380, 262 430 Z" fill="${hair}"/><circle cx="400" cy="290" r="70" fill="${hair}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${gradient('bg', palette.bg, 160)}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${abstractSvg(
    name,
    paletteName,
    w,
    h,
  )
    .replace(/^.*?<g filter="url\(#soft\)">|<\/g><\/svg>$/g, '')
    .replace(
      /opacity="[\d.]+"/g,
      'opacity=".18"',
    )}<path d="M130 1000 C 150 760, 280 690, 400 690 C 520 690, 650 760, 670 1000 Z" fill="${palette.shapes[0]}"/><path d="M350 610 L 350 700 C 370 730, 430 730, 450 700 L 450 610 Z" fill="${skin}"/><ellipse cx="400" cy="470" rx="135" ry="165" fill="${skin}"/>${hairShapes[hairStyle % hairShapes.length]}<path d="M330 700 C 360 760, 440 760, 470 700" fill="none" stroke="${palette.shapes[2]}" stroke-width="14" stroke-linecap="round"/></svg>`;
}

async function writeRaster(path: string, svg: string, format: 'jpg' | 'png', size?: number) {
  if (existsSync(path) && !force) return false;
  mkdirSync(dirname(path), { recursive: true });
  let image = sharp(Buffer.from(svg));
  if (size) image = image.resize(size, size);
  const output =
    format === 'jpg' ? image.jpeg({ quality: 82, mozjpeg: true }) : image.png({ compressionLevel: 9 });
  writeFileSync(path, await output.toBuffer());
  return true;
}

function frontmatterValue(file: string, key: string): string | undefined {
  const text = readFileSyncUtf8(file);
  const match = text.match(new RegExp(`^${key}:\\s*(.+)$`, 'm'));
  return match?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
}
function readFileSyncUtf8(file: string) {
  return readFileSyncImpl(file, 'utf8');
}
import { readFileSync as readFileSyncImpl } from 'node:fs';

let made = 0;

// Article images: one per blog file, palette by category.
const blogDir = join(root, 'src', 'content', 'blog');
for (const file of existsSync(blogDir) ? readdirSync(blogDir) : []) {
  if (!file.endsWith('.mdx')) continue;
  const slug = basename(file, '.mdx');
  const category = frontmatterValue(join(blogDir, file), 'category') ?? 'Mental Health';
  const svg = abstractSvg(slug, isBlogCategory(category) ? CATEGORY_PALETTE[category] : 'sage', 1600, 900);
  if (await writeRaster(join(root, 'src', 'assets', 'blog', `${slug}.jpg`), svg, 'jpg')) made += 1;
}

// Therapist portraits (file names match `photo` in src/config/practice.ts).
const portraits: Array<[string, string, string, string, number]> = [
  ['miriam-hale', 'sage', '#e8c4a8', '#b9b3ad', 1],
  ['jordan-ellis', 'sea', '#c99a78', '#3b2a20', 0],
  ['priya-raman', 'clay', '#b07c5a', '#1f1a17', 1],
  ['marcus-bell', 'sand', '#7a5038', '#241a15', 2],
];
for (const [name, palette, skin, hair, style] of portraits) {
  if (
    await writeRaster(
      join(root, 'src', 'assets', 'therapists', `${name}.jpg`),
      portraitSvg(name, palette, skin, hair, style),
      'jpg',
    )
  )
    made += 1;
}

// Page illustrations.
const illustrations: Array<[string, string, number, number]> = [
  ['home-hero', 'sage', 1600, 1000],
  ['video-poster', 'dusk', 1280, 720],
  ['about-story', 'sand', 1200, 900],
  ['services', 'clay', 1200, 900],
];
for (const [name, palette, w, h] of illustrations) {
  if (
    await writeRaster(
      join(root, 'src', 'assets', 'illustrations', `${name}.jpg`),
      abstractSvg(name, palette, w, h),
      'jpg',
    )
  )
    made += 1;
}

// Share image and favicon set.
const mark = (size: number, bg = '#fbf8f3') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${bg}"/><circle cx="12.5" cy="16" r="8" fill="#1f5f5b" opacity=".9"/><circle cx="19.5" cy="16" r="8" fill="#a14d28" opacity=".75"/></svg>`;
const publicDir = join(root, 'public');
mkdirSync(publicDir, { recursive: true });
if (force || !existsSync(join(publicDir, 'favicon.svg')))
  writeFileSync(join(publicDir, 'favicon.svg'), mark(32));
await writeRaster(join(publicDir, 'apple-touch-icon.png'), mark(180), 'png', 180);
await writeRaster(join(publicDir, 'icon-192.png'), mark(192), 'png', 192);
await writeRaster(join(publicDir, 'icon-512.png'), mark(512), 'png', 512);
if (force || !existsSync(join(publicDir, 'favicon.ico'))) {
  // An ICO file is a 6-byte header, a 16-byte directory entry and, since Vista, a plain PNG.
  const png = await sharp(Buffer.from(mark(32)))
    .resize(32, 32)
    .png()
    .toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  writeFileSync(join(publicDir, 'favicon.ico'), Buffer.concat([header, png]));
}
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${abstractSvg('og', 'sage', 1200, 630).replace(/^<svg[^>]*>|<\/svg>$/g, '')}<rect x="80" y="170" width="1040" height="290" rx="28" fill="#fbf8f3" opacity=".92"/><text x="600" y="300" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="72" fill="#153f3c">Live Deeply</text><text x="600" y="380" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#4a5659">Systemic therapy in Atlanta</text></svg>`;
await writeRaster(join(publicDir, 'og-default.png'), og, 'png');
console.log(`artwork: ${made} images drawn`);
