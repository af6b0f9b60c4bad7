/**
 * The build's check that every public page has its own social card: its head tags name the card at
 * /og/<path>.png with its size and a text alternative, the file is there and is a 1200 x 630 PNG, and the
 * card was drawn with the page's own title. Error pages and pages kept out of search engines are left out.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { asksNoindex, parseHtml } from '../built-pages.ts';
import { pagePath } from '../pages/registry.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardPath } from './paths.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The content of a <meta> with this property or name, entities decoded. */
function metaContent(document: HTMLElement, key: string): string | undefined {
  return document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
}

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface PublicPage {
  path: string;
  document: HTMLElement;
}

/** The pages a card is owed to: every built page but the error pages and the noindex ones. */
function publicPages(clientDir: string): PublicPage[] {
  return htmlFiles(clientDir)
    .map((file) => {
      return { path: pagePath(relative(clientDir, file)), document: parseHtml(readFileSync(file, 'utf8')) };
    })
    .filter(({ path, document }) => path !== '/404' && path !== '/500' && !asksNoindex(document))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Every way a public page lacks its card, one line each naming the page; empty when all is well. */
export function checkSocialCards(
  clientDir: string,
  siteUrl: string,
  titles: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  for (const { path, document } of publicPages(clientDir)) {
    const card = cardPath(path);
    const expected = `${siteUrl}${card}`;
    const image = metaContent(document, 'og:image');
    if (image !== expected)
      problems.push(`${path}: og:image is ${image ?? 'missing'}, not its card ${expected}`);
    if (metaContent(document, 'twitter:image') !== expected)
      problems.push(`${path}: twitter:image is not its card`);
    if (metaContent(document, 'og:image:width') !== String(CARD_WIDTH))
      problems.push(`${path}: og:image:width is not ${CARD_WIDTH}`);
    if (metaContent(document, 'og:image:height') !== String(CARD_HEIGHT))
      problems.push(`${path}: og:image:height is not ${CARD_HEIGHT}`);
    if (!metaContent(document, 'og:image:alt')) problems.push(`${path}: og:image:alt is missing`);
    const file = join(clientDir, card);
    if (!existsSync(file)) {
      problems.push(`${path}: has no social card (${card}); add the page to src/lib/social-cards/pages.ts`);
      continue;
    }
    const size = pngSize(readFileSync(file));
    if (size?.width !== CARD_WIDTH || size.height !== CARD_HEIGHT)
      problems.push(`${path}: ${card} is not a ${CARD_WIDTH} x ${CARD_HEIGHT} PNG`);
    const drawnWith = titles.get(path);
    const title = metaContent(document, 'og:title');
    // A page's title may name its section after the piece's own ("... | Answers").
    if (drawnWith !== undefined && title !== drawnWith && !title?.startsWith(`${drawnWith} | `))
      problems.push(
        `${path}: its card says "${drawnWith}" but the page's title is "${title}" (src/lib/social-cards/pages.ts)`,
      );
  }
  return problems;
}
