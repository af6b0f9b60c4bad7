/**
 * `npm run artwork`: draws the site's artwork until the practice has photographs of its own: the
 * drawings' motifs (src/lib/art/drawings.json, the Phosphor duotone icons the compositions of
 * src/lib/art/scene.ts use, so no page build reads the whole icon set), a picture per article (its
 * share image, which also carries its motifs for the page to draw in the theme's colours), the share
 * image and the favicon set. The motifs are Phosphor's duotone icons (@iconify-json/ph, MIT), drawn here,
 * at artwork time, so no page loads a drawing library. Deterministic: the same content always gives the
 * same pictures. Clinicians are not drawn: a drawn face passes for a person, so a clinician without a
 * photograph is shown by initials (ClinicianPortrait). A real photo replaces an article's picture by
 * dropping a file of the same name into the practice's assets/blog/; re-running this script only adds missing files
 * unless --force is given.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { icons as phosphor } from '@iconify-json/ph';
import sharp from 'sharp';
import { FOLDERS, PRACTICE } from '#practice';
import { articleArt } from '../src/lib/art/article-art.ts';
import { assignMotifs } from '../src/lib/art/assign.ts';
import { MOTIFS, motifWord, motifsAlt, serviceMotifs, type Motif } from '../src/lib/art/motifs.ts';
import { CATEGORY_PALETTES, paletteStyle } from '../src/lib/art/palettes.ts';
import { artworkExif, namesMotif } from '../src/lib/content/artwork.ts';
import { CONTENT_FOLDERS } from '../src/lib/content/content-folders.ts';

const root = join(import.meta.dirname, '..');
const force = process.argv.includes('--force');

// The motifs' drawings first: the compositions read them when they are imported.
const drawings = Object.fromEntries(
  Object.keys(MOTIFS).map((name) => {
    const icon = phosphor.icons[`${name}-duotone`];
    if (!icon) throw new Error(`artwork: Phosphor has no icon "${name}-duotone"`);
    if ((icon.width ?? phosphor.width ?? 256) !== 256) throw new Error(`artwork: "${name}" is not 256 wide`);
    return [name, icon.body];
  }),
);
writeFileSync(join(root, 'src', 'lib', 'art', 'drawings.json'), `${JSON.stringify(drawings, null, 2)}\n`);
const { pieceScene, practiceScene, svgFile } = await import('../src/lib/art/scene.ts');

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
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

let made = 0;

// Article pictures: one per blog file, by category and title, each with motifs no other has first.
const blogDir = join(root, CONTENT_FOLDERS.blog);
const articles = (existsSync(blogDir) ? readdirSync(blogDir) : [])
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => articleArt(basename(file, '.mdx'), readFileSync(join(blogDir, file), 'utf8')))
  .sort((a, b) => a.published.localeCompare(b.published) || a.slug.localeCompare(b.slug));
const assigned = assignMotifs(articles);
for (const article of articles) {
  const motifs: Motif[] = assigned.get(article.slug)!;
  const palette = CATEGORY_PALETTES[article.category];
  const svg = svgFile(pieceScene(article.slug, motifs, true), paletteStyle(palette));
  const path = join(root, FOLDERS.assets, 'blog', `${article.slug}.jpg`);
  if (await writeRaster(path, svg, 'jpg', { exif: artworkExif(motifs) })) made += 1;
  // The alt text is the article's to write; say what this drawing would need.
  if (!motifs.every((name) => namesMotif(article.alt, motifWord(name))))
    console.log(`artwork: ${article.slug}: imageAlt could say '${motifsAlt(motifs)}'`);
}

// Share image and favicon set.
const mark = (size: number, bg = '#fbf8f3') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${bg}"/><circle cx="12.5" cy="16" r="8" fill="#1f5f5b" opacity=".9"/><circle cx="19.5" cy="16" r="8" fill="#a14d28" opacity=".75"/></svg>`;
const publicDir = join(root, 'public');
mkdirSync(publicDir, { recursive: true });
// The SVG favicon is drawn from the practice's theme by the build (src/pages/favicon.svg.ts).
await writeRaster(join(publicDir, 'apple-touch-icon.png'), mark(180), 'png', { size: 180 });
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
  `${svgFile(
    practiceScene(
      serviceMotifs(
        PRACTICE.services.filter((service) => service.id !== 'family').map((service) => service.id),
      ),
      'users-three',
      1200,
      630,
    ),
    paletteStyle('sage'),
  ).replace(
    /^<svg[^>]*>|<\/svg>$/g,
    '',
  )}<rect x="80" y="170" width="1040" height="290" rx="28" fill="#fbf8f3" opacity=".94"/><text x="600" y="300" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="72" fill="#153f3c">${PRACTICE.shortName}</text><text x="600" y="380" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#4a5659">${PRACTICE.homeHeading}</text>`,
);
await writeRaster(join(publicDir, 'og-default.png'), og, 'png');
console.log(`artwork: ${made} images drawn`);
