/**
 * `npm run artwork`: draws the site's artwork until the practice has photographs of its own: a picture
 * per article made of its category's motif (and a second motif where its title names something drawable),
 * the page illustrations, the share image and the favicon set. The motifs are Phosphor's duotone icons
 * (@iconify-json/ph, MIT), drawn here, at artwork time, so no page loads a drawing library.
 * Deterministic: the same name always gives the same picture. Clinicians are not drawn: a drawn face
 * passes for a person, so a clinician without a photograph is shown by initials (ClinicianPortrait).
 * A real photo replaces any of these by dropping a file of the same name into src/assets/; re-running
 * this script only adds missing files unless --force is given.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { icons as phosphor } from '@iconify-json/ph';
import sharp from 'sharp';
import { PRACTICE } from '../src/config/practice.ts';
import { artworkExif } from '../src/lib/content/artwork.ts';
import { BLOG_CATEGORIES } from '../src/lib/content/categories.ts';

type BlogCategory = (typeof BLOG_CATEGORIES)[number];
const isBlogCategory = (name: string): name is BlogCategory =>
  (BLOG_CATEGORIES as readonly string[]).includes(name);

const root = join(import.meta.dirname, '..');
const force = process.argv.includes('--force');

/**
 * Tones of the site's palette (global.css): a ground, a deeper disc on it, a line colour, the motif's
 * ink and an accent. Light grounds on purpose: the dark theme tones every picture down (global.css).
 */
interface Palette {
  ground: string;
  disc: string;
  line: string;
  ink: string;
  accent: string;
}
const PALETTES = {
  sage: { ground: '#e3efec', disc: '#c9ddd6', line: '#7fa8a0', ink: '#1f5f5b', accent: '#a14d28' },
  clay: { ground: '#f6e3d8', disc: '#efc9b3', line: '#d98f6b', ink: '#8a3f1f', accent: '#1f5f5b' },
  dusk: { ground: '#e4e6ef', disc: '#cdd2e4', line: '#8c9cc4', ink: '#3d4f7a', accent: '#a14d28' },
  sand: { ground: '#f2ebe0', disc: '#e6d7bd', line: '#c4a574', ink: '#6e5330', accent: '#1f5f5b' },
  sea: { ground: '#dcecef', disc: '#bcdbe0', line: '#6fb0bd', ink: '#1d5f6d', accent: '#a14d28' },
  moss: { ground: '#e6ecd9', disc: '#d1dcb9', line: '#9bb37a', ink: '#4a6332', accent: '#a14d28' },
} satisfies Record<string, Palette>;
type PaletteName = keyof typeof PALETTES;

/**
 * Each category's colour and motif, so the blog's grid reads as shelves of a library, and the word an
 * article's `imageAlt` names the motif by: the picture carries it (src/lib/content/artwork.ts) and the
 * content check holds the alt text to it. The list is src/lib/content/categories.ts's: a new category
 * fails the type check until it has a line here.
 */
const CATEGORY_ART: Record<BlogCategory, { palette: PaletteName; motif: string; word: string }> = {
  Anxiety: { palette: 'sea', motif: 'wind', word: 'wind' },
  'Teen Support': { palette: 'dusk', motif: 'backpack', word: 'backpack' },
  'Mental Health': { palette: 'sage', motif: 'flower-lotus', word: 'lotus' },
  Communication: { palette: 'clay', motif: 'chats-circle', word: 'speech bubble' },
  'Emotional Health': { palette: 'dusk', motif: 'heart', word: 'heart' },
  Parenting: { palette: 'sand', motif: 'hand-heart', word: 'heart' },
  'Personal Growth': { palette: 'moss', motif: 'plant', word: 'plant' },
  Relationships: { palette: 'clay', motif: 'users', word: 'people' },
  Boundaries: { palette: 'sage', motif: 'hand-palm', word: 'hand' },
  'Addiction Recovery': { palette: 'sea', motif: 'footprints', word: 'footprints' },
  'Child Psychology': { palette: 'sand', motif: 'shapes', word: 'shapes' },
  Personal: { palette: 'moss', motif: 'feather', word: 'feather' },
};

/**
 * A second motif for an article whose title or address names something drawable: the first word of
 * the title (then of the address) found here. Words, not titles, so a new article is matched too.
 */
const WORD_MOTIFS: Record<string, string> = {
  phone: 'device-mobile',
  phones: 'device-mobile',
  night: 'moon-stars',
  '3am': 'moon-stars',
  sleep: 'moon-stars',
  school: 'chalkboard-teacher',
  holidays: 'gift',
  divorce: 'signpost',
  stay: 'signpost',
  trust: 'handshake',
  betrayal: 'heart-break',
  grief: 'flower-tulip',
  baby: 'baby',
  medications: 'pill',
  vapes: 'warning-circle',
  trauma: 'house-line',
  home: 'house-line',
  tantrums: 'lightning',
  listening: 'ear',
  repair: 'bandaids',
  fight: 'lightning',
  worry: 'cloud-rain',
  body: 'heartbeat',
  panic: 'heartbeat',
  courage: 'mountains',
  stepfamilies: 'users-four',
  co: 'house-line',
  consequences: 'scales',
  out: 'rainbow',
  therapy: 'armchair',
  diagnosis: 'clipboard-text',
  forty: 'hourglass',
  therapist: 'armchair',
  relapse: 'arrows-clockwise',
  recovery: 'sun-horizon',
  suicide: 'lifebuoy',
  shame: 'mask-sad',
  depression: 'cloud',
  control: 'lock-simple',
  no: 'hand-palm',
  system: 'graph',
  door: 'door',
  walls: 'wall',
  crisis: 'lifebuoy',
  ordinary: 'coffee',
};

/** Each service's motif on the home page's picture of the practice (ids of src/config/practice.ts). */
const SERVICE_MOTIFS: Record<string, string> = {
  individual: 'user',
  couples: 'users',
  family: 'users-three',
  'teens-young-adults': 'backpack',
  'addiction-recovery': 'footprints',
  'parent-coaching': 'hand-heart',
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

/** A Phosphor duotone icon, `size` px square, centred on (cx, cy), drawn in `colour`. */
function motif(name: string, cx: number, cy: number, size: number, colour: string): string {
  const icon = phosphor.icons[`${name}-duotone`];
  if (!icon) throw new Error(`artwork: Phosphor has no icon "${name}-duotone"`);
  const box = icon.width ?? phosphor.width ?? 256;
  return `<svg x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" viewBox="0 0 ${box} ${box}" color="${colour}">${icon.body}</svg>`;
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Quiet dots along a ring: the pattern that joins the motifs. */
function ringDots(rnd: () => number, cx: number, cy: number, r: number, colour: string, count: number) {
  return Array.from({ length: count }, () => {
    const angle = rnd() * Math.PI * 2;
    const x = cx + Math.cos(angle) * r;
    const y = cy + Math.sin(angle) * r;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(6 + rnd() * 8).toFixed(0)}" fill="${colour}"/>`;
  }).join('');
}

/**
 * An article's picture: its category's motif in a disc at the centre (the social card crops the
 * centre), on a ring, with the title's motif in a smaller disc on the ring when it has one.
 */
function articleSvg(slug: string, title: string, category: BlogCategory, width = 1600, height = 900) {
  const rnd = random(slug);
  const { palette: paletteName, motif: categoryMotif } = CATEGORY_ART[category];
  const p: Palette = PALETTES[paletteName];
  const cx = width / 2 + (rnd() - 0.5) * 60;
  const cy = height / 2;
  const r = height * 0.34;
  const ring = r * 1.32;
  const words = [...title.toLowerCase().split(/[^a-z0-9]+/), ...slug.split('-')];
  const word = words.find((w) => WORD_MOTIFS[w] && WORD_MOTIFS[w] !== categoryMotif);
  // Upper right or lower left of the ring, so the second disc never covers the first motif's middle.
  const angle = (rnd() < 0.5 ? -0.25 : 0.75) * Math.PI + (rnd() - 0.5) * 0.5;
  const accent = r * 0.46;
  const ax = cx + Math.cos(angle) * ring;
  // Inside the frame, with a margin, wherever the ring takes it.
  const ay = Math.min(height - accent - 36, Math.max(accent + 36, cy + Math.sin(angle) * ring));
  const side = (x: number) =>
    `<circle cx="${x}" cy="${(height * (0.2 + rnd() * 0.6)).toFixed(0)}" r="${(height * (0.18 + rnd() * 0.1)).toFixed(0)}" fill="none" stroke="${p.disc}" stroke-width="28"/>`;
  return svgDocument(
    width,
    height,
    [
      `<rect width="100%" height="100%" fill="${p.ground}"/>`,
      side(width * 0.1),
      side(width * 0.9),
      `<circle cx="${cx}" cy="${cy}" r="${ring.toFixed(0)}" fill="none" stroke="${p.line}" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>`,
      ringDots(rnd, cx, cy, ring, p.line, 4),
      `<circle cx="${cx}" cy="${cy}" r="${r.toFixed(0)}" fill="${p.disc}"/>`,
      motif(categoryMotif, cx, cy, Math.round(r * 1.2), p.ink),
      word
        ? `<circle cx="${ax.toFixed(0)}" cy="${ay.toFixed(0)}" r="${accent.toFixed(0)}" fill="${PALETTES.sand.ground}" stroke="${p.line}" stroke-width="3"/>${motif(WORD_MOTIFS[word]!, Math.round(ax), Math.round(ay), Math.round(accent * 1.2), p.accent)}`
        : '',
    ].join(''),
  );
}

/**
 * The home page's picture of a systemic practice: each service's motif in a disc, around the family's,
 * every disc joined to the ones beside it and to the centre.
 */
function practiceSvg(width: number, height: number): string {
  const p = PALETTES.sage;
  const cx = width / 2;
  const cy = height / 2;
  const services = PRACTICE.services.map((service) => SERVICE_MOTIFS[service.id] ?? 'heart');
  const around = services.filter((name) => name !== 'users-three');
  const orbit = height * 0.3;
  const points = around.map((_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / around.length;
    return [cx + Math.cos(angle) * orbit * 1.25, cy + Math.sin(angle) * orbit] as const;
  });
  const lines = points
    .flatMap(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length]!;
      return [
        `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${cx}" y2="${cy}"/>`,
        `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${nx.toFixed(0)}" y2="${ny.toFixed(0)}"/>`,
      ];
    })
    .join('');
  const small = height * 0.105;
  const tones = [PALETTES.sage, PALETTES.clay, PALETTES.sand, PALETTES.dusk, PALETTES.sea, PALETTES.moss];
  const discs = points
    .map(([x, y], i) => {
      const tone = tones[i % tones.length]!;
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${small.toFixed(0)}" fill="${tone.disc}"/>${motif(around[i]!, Math.round(x), Math.round(y), Math.round(small * 1.2), tone.ink)}`;
    })
    .join('');
  return svgDocument(
    width,
    height,
    [
      `<rect width="100%" height="100%" fill="${PALETTES.sand.ground}"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${(height * 0.47).toFixed(0)}" fill="${p.ground}"/>`,
      `<g stroke="${p.line}" stroke-width="4" stroke-linecap="round" stroke-dasharray="1 12">${lines}</g>`,
      `<circle cx="${cx}" cy="${cy}" r="${(height * 0.17).toFixed(0)}" fill="${p.disc}"/>`,
      motif('users-three', cx, cy, Math.round(height * 0.22), p.ink),
      discs,
    ].join(''),
  );
}

/** One motif large in a disc, others small around it: the about page's story and the video's poster. */
function sceneSvg(width: number, height: number, palette: PaletteName, main: string, around: string[]) {
  const p = PALETTES[palette];
  const cx = width / 2;
  const cy = height / 2;
  const r = height * 0.3;
  const satellites = around
    .map((name, i) => {
      const angle = Math.PI * (0.85 + (i * 1.3) / Math.max(1, around.length - 1));
      const x = Math.round(cx + Math.cos(angle) * r * 1.75);
      const y = Math.round(cy + Math.sin(angle) * r * 1.2);
      return `<circle cx="${x}" cy="${y}" r="${Math.round(r * 0.38)}" fill="${p.disc}"/>${motif(name, x, y, Math.round(r * 0.45), p.accent)}`;
    })
    .join('');
  return svgDocument(
    width,
    height,
    [
      `<rect width="100%" height="100%" fill="${p.ground}"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 1.3)}" fill="none" stroke="${p.line}" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(r)}" fill="${p.disc}"/>`,
      motif(main, cx, cy, Math.round(r * 1.2), p.ink),
      satellites,
    ].join(''),
  );
}

async function writeRaster(
  path: string,
  svg: string,
  format: 'jpg' | 'png',
  { size, exif }: { size?: number; exif?: ReturnType<typeof artworkExif> } = {},
) {
  if (existsSync(path) && !force) return false;
  mkdirSync(dirname(path), { recursive: true });
  let image = sharp(Buffer.from(svg));
  if (size) image = image.resize(size, size);
  if (exif) image = image.withExif(exif);
  // Flat colours and thin lines: a high quality keeps their edges clean; the site re-encodes to AVIF/WebP.
  const output =
    format === 'jpg'
      ? image.jpeg({ quality: 88, mozjpeg: true, chromaSubsampling: '4:4:4' })
      : image.png({ compressionLevel: 9 });
  writeFileSync(path, await output.toBuffer());
  return true;
}

function frontmatterValue(text: string, key: string): string | undefined {
  const match = text.match(new RegExp(`^${key}:\\s*(.+)$`, 'm'));
  return match?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
}

let made = 0;

// Article pictures: one per blog file, by category and title.
const blogDir = join(root, 'src', 'content', 'blog');
for (const file of existsSync(blogDir) ? readdirSync(blogDir) : []) {
  if (!file.endsWith('.mdx')) continue;
  const slug = basename(file, '.mdx');
  const text = readFileSync(join(blogDir, file), 'utf8');
  const written = frontmatterValue(text, 'category') ?? '';
  const category = isBlogCategory(written) ? written : 'Mental Health';
  const svg = articleSvg(slug, frontmatterValue(text, 'title') ?? slug, category);
  const exif = artworkExif(CATEGORY_ART[category].word);
  if (await writeRaster(join(root, 'src', 'assets', 'blog', `${slug}.jpg`), svg, 'jpg', { exif })) made += 1;
}

// Page illustrations.
const illustrations: Array<[string, string]> = [
  ['home-hero', practiceSvg(1600, 1000)],
  ['video-poster', sceneSvg(1280, 720, 'dusk', 'armchair', ['plant', 'chats-circle', 'coffee'])],
  ['about-story', sceneSvg(1200, 900, 'sand', 'tree', ['users-three', 'hourglass', 'heart'])],
];
for (const [name, svg] of illustrations) {
  if (await writeRaster(join(root, 'src', 'assets', 'illustrations', `${name}.jpg`), svg, 'jpg')) made += 1;
}

// Share image and favicon set.
const mark = (size: number, bg = '#fbf8f3') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${bg}"/><circle cx="12.5" cy="16" r="8" fill="#1f5f5b" opacity=".9"/><circle cx="19.5" cy="16" r="8" fill="#a14d28" opacity=".75"/></svg>`;
const publicDir = join(root, 'public');
mkdirSync(publicDir, { recursive: true });
// The SVG favicon is drawn from the practice's theme by the build (src/pages/favicon.svg.ts).
await writeRaster(join(publicDir, 'apple-touch-icon.png'), mark(180), 'png', { size: 180 });
await writeRaster(join(publicDir, 'icon-192.png'), mark(192), 'png', { size: 192 });
await writeRaster(join(publicDir, 'icon-512.png'), mark(512), 'png', { size: 512 });
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
const og = svgDocument(
  1200,
  630,
  `${practiceSvg(1200, 630).replace(/^<svg[^>]*>|<\/svg>$/g, '')}<rect x="80" y="170" width="1040" height="290" rx="28" fill="#fbf8f3" opacity=".94"/><text x="600" y="300" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="72" fill="#153f3c">${PRACTICE.shortName}</text><text x="600" y="380" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#4a5659">${PRACTICE.homeEyebrow}</text>`,
);
await writeRaster(join(publicDir, 'og-default.png'), og, 'png');
console.log(`artwork: ${made} images drawn`);
