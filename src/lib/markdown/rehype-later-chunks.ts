/**
 * Splits a long body, after its opening, into blocks a browser draws only as they near the screen (the
 * `later` utility): a phone then lays out the first screen of a piece before it paints, not the whole
 * piece. Each block starts at a heading, so the spacing above it is the heading's own, and stands in,
 * until drawn, at the heights worked out from its content (later-estimate.ts).
 */

import { laterContents, laterStyle } from '../later/later-estimate.ts';
import type { Node } from './rehype-body-words.ts';

/** Characters of text left as they are at the start: they fill the rest of a phone's first screen. */
const OPENING = 1500;
/** Characters of text a block gathers before it ends at the next heading. */
const BLOCK = 2500;

function textLength(node: Node): number {
  if (node.type === 'text') return node.value?.trim().length ?? 0;
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

const isHeading = (node: Node) => node.type === 'element' && /^h[2-3]$/.test(node.tagName ?? '');

function laterBlock(children: Node[]): Node {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['later'], style: laterStyle(laterContents(children)) },
    children,
  };
}

export default function rehypeLaterChunks() {
  return (tree: Node) => {
    const nodes = tree.children ?? [];
    const kept: Node[] = [];
    let read = 0;
    let block: Node[] | undefined;
    let inBlock = 0;
    for (const node of nodes) {
      const length = textLength(node);
      // Imports and exports of an MDX body, and the opening, stay where they are.
      const flow = node.type === 'element' || node.type === 'mdxJsxFlowElement' || node.type === 'text';
      if (block && isHeading(node) && inBlock >= BLOCK) {
        kept.push(laterBlock(block));
        block = undefined;
      }
      if (!block && flow && read >= OPENING && isHeading(node)) {
        block = [];
        inBlock = 0;
      }
      if (block && flow) {
        block.push(node);
        inBlock += length;
      } else kept.push(node);
      read += length;
    }
    if (block?.length) kept.push(laterBlock(block));
    tree.children = kept;
  };
}
