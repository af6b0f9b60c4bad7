import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FOLDERS } from '#practice';
import type { ContentRule } from '../rule.ts';
import type { Problem } from '../content-file.ts';
import { isJsxElement, jsxAttribute, walk } from './tree.ts';

const REMOTE = /^(https?:)?\/\//i;
const IMAGE_ELEMENTS = new Set(['img', 'Image', 'Picture']);

/** Where an image reference points: a file beside the piece, or one of public/ for a root path. */
export function imageFile(root: string, filePath: string, src: string): string {
  return src.startsWith('/') ? join(root, 'public', src) : join(root, dirname(filePath), src);
}

/**
 * Every image exists and says what it shows: the article's frontmatter image, and each image in a
 * body (Markdown ![alt](src) or an <img>/<Image> element) with its alt text. A picture from another
 * site is refused: no page may make a request to another origin while it loads.
 */
export const images: ContentRule = (files, { root }) =>
  files.flatMap((file) => {
    const problems: Problem[] = [];
    const report = (line: number, message: string) => problems.push({ path: file.path, line, message });
    const checkSource = (line: number, src: string, what: string) => {
      if (REMOTE.test(src))
        report(line, `${what} ${src} is on another site; put the file in ${FOLDERS.assets}/`);
      else if (!existsSync(imageFile(root, file.path, src))) report(line, `${what} ${src} does not exist`);
    };

    const frontmatterImage = file.data?.image;
    if (typeof frontmatterImage === 'string' && frontmatterImage.trim()) {
      checkSource(file.lineOf(['image']), frontmatterImage, 'image:');
    }

    walk(file.tree, (node, line) => {
      if (node.type === 'image') {
        if (!node.alt?.trim())
          report(line, `image ${node.url ?? ''} has no alt text: write it in ![here](...)`);
        if (node.url) checkSource(line, node.url, 'image');
      } else if (isJsxElement(node) && IMAGE_ELEMENTS.has(node.name ?? '')) {
        const alt = jsxAttribute(node, 'alt');
        if (alt === undefined || alt?.trim() === '') report(line, `<${node.name}> has no alt text`);
        const src = jsxAttribute(node, 'src');
        if (typeof src === 'string') checkSource(line, src, `<${node.name}> src`);
      }
    });
    return problems;
  });
