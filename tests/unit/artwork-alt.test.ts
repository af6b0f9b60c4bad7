import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFile } from '@/lib/content-check/content-file';
import { artworkAlt } from '@/lib/content-check/rules/artwork';
import { artworkExif, drawnMotif, namesMotif } from '@/lib/content/artwork';

/** A small JPEG encoded as scripts/make-artwork.ts encodes the article pictures, marked or not. */
async function jpeg(word?: string): Promise<Buffer> {
  let image = sharp({ create: { width: 32, height: 18, channels: 3, background: '#dcecef' } });
  if (word) image = image.withExif(artworkExif(word));
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

/** The rule's messages for one article whose picture is `image` under src/assets/blog/. */
const check = (image: string, alt: string) => {
  const path = 'src/content/blog/panic-is-not-danger.mdx';
  const file = readContentFile(path, 'blog', article(image, alt));
  return artworkAlt([file], { root, today: '2025-06-15', routes: new Set() }).map(
    (problem) => `${problem.path}:${problem.line}: ${problem.message}`,
  );
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'artwork-alt-'));
  mkdirSync(join(root, 'src', 'assets', 'blog'), { recursive: true });
  writeFileSync(join(root, 'src', 'assets', 'blog', 'drawn.jpg'), await jpeg('wind'));
  writeFileSync(join(root, 'src', 'assets', 'blog', 'photo.jpg'), await jpeg());
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the motif a drawn article picture carries', () => {
  it('is read back from the JPEG it was written into', async () => {
    expect(drawnMotif(await jpeg('speech bubble'))).toBe('speech bubble');
    expect(drawnMotif(await jpeg())).toBeUndefined();
    expect(drawnMotif(new Uint8Array())).toBeUndefined();
  });

  it('is a plain lowercase word, or the drawing stops', () => {
    expect(() => artworkExif('Speech Bubble')).toThrow(/not a plain lowercase word/);
    expect(() => artworkExif('')).toThrow(/not a plain lowercase word/);
  });

  it('is named by an alt text that says the word, in any case or number, not inside another word', () => {
    expect(namesMotif('Two speech bubbles, with a small ear beside them', 'speech bubble')).toBe(true);
    expect(namesMotif('Gusts of Wind', 'wind')).toBe(true);
    expect(namesMotif('A rewind button', 'wind')).toBe(false);
    expect(namesMotif('Two soft circles of warm light', 'wind')).toBe(false);
  });
});

describe('the content rule on imageAlt', () => {
  it("reports an alt text that does not name its drawn picture's motif, at the imageAlt line", () => {
    expect(check('drawn.jpg', 'Two soft circles of warm light')).toEqual([
      'src/content/blog/panic-is-not-danger.mdx:5: imageAlt does not say "wind": its picture, ../../assets/blog/drawn.jpg, is drawn around that motif (npm run artwork); describe what the picture shows',
    ]);
  });

  it('accepts an alt text that names it', () => {
    expect(check('drawn.jpg', 'Gusts of wind, with a small heart beside them')).toEqual([]);
  });

  it('leaves alone a photograph put in place of the drawing, a missing file and an alt still marked TODO', () => {
    expect(check('photo.jpg', 'A window open onto a garden')).toEqual([]);
    expect(check('missing.jpg', 'A window open onto a garden')).toEqual([]);
    expect(check('drawn.jpg', 'TODO: what the picture shows')).toEqual([]);
  });
});
