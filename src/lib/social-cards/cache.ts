/**
 * Social cards cached by a hash of what they are drawn from (title, kind, artwork bytes, the heading
 * font, the drawing's version), in node_modules/.cache/social-cards: a rebuild draws only the cards
 * whose page changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawCard, rendererFingerprint, type CardInput } from './draw.ts';
import { cardStats } from './stats.ts';

function cardKey(input: CardInput): string {
  const hash = createHash('sha256')
    .update(rendererFingerprint())
    .update('\0')
    .update(input.title)
    .update('\0')
    .update(input.kind)
    .update('\0');
  if (input.artwork) hash.update(readFileSync(input.artwork));
  return hash.digest('hex').slice(0, 24);
}

/** A page's card as a PNG: from the cache when these inputs were drawn before, else drawn and cached. */
export async function cachedCard(input: CardInput & { path: string }): Promise<Buffer> {
  const stats = cardStats();
  stats.first ??= performance.now();
  stats.titles.set(input.path, input.title);
  const file = join(stats.cacheDir, `${cardKey(input)}.png`);
  let png: Buffer;
  if (existsSync(file)) {
    png = readFileSync(file);
    stats.fromCache += 1;
  } else {
    png = await drawCard(input);
    mkdirSync(stats.cacheDir, { recursive: true });
    // Written aside and renamed, so a build cut short (or two at once) never leaves half a card in the cache.
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, png);
    renameSync(aside, file);
    stats.drawn += 1;
  }
  stats.last = performance.now();
  return png;
}
