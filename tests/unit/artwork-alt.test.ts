import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFile } from '@/lib/content-check/content-file';
import { artworkAlt } from '@/lib/content-check/rules/artwork';
import { artworkExif, drawnMotifs, namesMotif } from '@/lib/content/artwork';

/** A small JPEG encoded as scripts/make-artwork.ts encodes the article pictures, marked or not. */
async function jpeg(motifs?: string[]): Promise<Buffer> {
  let image = sharp({ create: { width: 32, height: 18, channels: 3, background: '#dcecef' } });
  if (motifs) image = image.withExif(artworkExif(motifs));
  return image.jpeg({ quality: 88, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
}

const article = (image: string, alt: string) => `---
title: 'Panic is not danger'
category: 'Anxiety'
image: '../../assets/blog/${image}'
imageAlt: '${alt}'
---

Text.
`;

let root = '';

/** The rule's messages for one article whose picture is `image` under practices/sample/assets/blog/. */
const check = (image: string, alt: string) => {
  const path = 'practices/sample/content/blog/panic-is-not-danger.mdx';
  const file = readContentFile(path, 'blog', article(image, alt));
  return artworkAlt([file], { root, today: '2025-06-15', routes: new Set() }).map(
    (problem) => `${problem.path}:${problem.line}: ${problem.message}`,
  );
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'artwork-alt-'));
  mkdirSync(join(root, 'practices', 'sample', 'assets', 'blog'), { recursive: true });
  writeFileSync(
    join(root, 'practices', 'sample', 'assets', 'blog', 'drawn.jpg'),
    await jpeg(['wind', 'moon-stars']),
  );
  writeFileSync(join(root, 'practices', 'sample', 'assets', 'blog', 'photo.jpg'), await jpeg());
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the motifs a drawn article picture carries', () => {
  it('are read back from the JPEG they were written into, lead first', async () => {
    expect(drawnMotifs(await jpeg(['chats-circle', 'ear']))).toEqual(['chats-circle', 'ear']);
    expect(drawnMotifs(await jpeg())).toBeUndefined();
    expect(drawnMotifs(new Uint8Array())).toBeUndefined();
  });

  it('are plain motif names, or the drawing stops', () => {
    expect(() => artworkExif(['Speech Bubble'])).toThrow(/not a list of motif names/);
    expect(() => artworkExif([])).toThrow(/not a list of motif names/);
  });

  it('is named by an alt text that says the word, in any case or number, not inside another word', () => {
    expect(namesMotif('Two speech bubbles, with a small ear beside them', 'speech bubble')).toBe(true);
    expect(namesMotif('Gusts of Wind', 'wind')).toBe(true);
    expect(namesMotif('A rewind button', 'wind')).toBe(false);
    expect(namesMotif('Two soft circles of warm light', 'wind')).toBe(false);
  });
});

describe('the content rule on imageAlt', () => {
  it("reports an alt text that does not name each of its drawn picture's motifs, at the imageAlt line", () => {
    expect(check('drawn.jpg', 'Two soft circles of warm light')).toEqual([
      'practices/sample/content/blog/panic-is-not-danger.mdx:5: imageAlt does not say "wind" or "moon": its picture, ../../assets/blog/drawn.jpg, is drawn with those motifs (npm run artwork); describe what the picture shows',
    ]);
    expect(check('drawn.jpg', 'Gusts of wind')).toEqual([
      'practices/sample/content/blog/panic-is-not-danger.mdx:5: imageAlt does not say "moon": its picture, ../../assets/blog/drawn.jpg, is drawn with that motif (npm run artwork); describe what the picture shows',
    ]);
  });

  it('accepts an alt text that names them', () => {
    expect(check('drawn.jpg', 'Gusts of wind, with a moon and stars beside them')).toEqual([]);
  });

  it('leaves alone a photograph put in place of the drawing, a missing file and an alt still marked TODO', () => {
    expect(check('photo.jpg', 'A window open onto a garden')).toEqual([]);
    expect(check('missing.jpg', 'A window open onto a garden')).toEqual([]);
    expect(check('drawn.jpg', 'TODO: what the picture shows')).toEqual([]);
  });
});
