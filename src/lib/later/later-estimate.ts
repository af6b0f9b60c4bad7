/**
 * The height a block drawn later (the `later` utility) stands in at until the browser draws it, worked out
 * at build time from what the block holds: its characters, headings, items, paragraphs and the divisions
 * around them (sections, lists and tables took a rate of 0 in the fit: their room is their items'). One rule for every later block, a long body's chunks (rehype-later-chunks.ts)
 * and a page's own blocks (Later.astro), so no height is set by hand and each practice's content sets its
 * own.
 *
 * The stand-in must be at least the block's height: a shorter one leaves the block's content, for whatever
 * measures it unseen (an audit's or an assistive tool's hit-testing), on top of what follows. Each width
 * has its rule, the one that over every later block of both practices stands closest above the block's
 * height at the narrowest width it covers (320 px on a phone, 768 from the md breakpoint, 1024 from lg),
 * with 15% to spare; docs/decisions.md says how it was fitted and how to fit it again. A browser test
 * holds every estimate of every page at each of those widths.
 */
import { parse, type HTMLElement, type Node as HtmlNode } from 'node-html-parser';
import type { Node } from '../markdown/rehype-body-words.ts';

/** What a block holds, as far as its height goes. */
export interface LaterContents {
  characters: number;
  /** Headings, with the room above and below them. */
  headings: number;
  /** List items, table rows, definitions, captions, labels, buttons: each starts a line of its own. */
  items: number;
  paragraphs: number;
  /** Plain divisions, which carry the padding and gaps of cards and bands. */
  divisions: number;
  /** 1 for a block of a page's own (Later.astro), whose padding and margins are its own; 0 for a chunk. */
  own: number;
}

const KINDS: Record<string, keyof LaterContents> = Object.fromEntries([
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, 'headings']),
  ...['li', 'dt', 'dd', 'tr', 'blockquote', 'figcaption', 'summary', 'pre', 'label', 'button'].map((tag) => [
    tag,
    'items',
  ]),
  ['p', 'paragraphs'],
  ['div', 'divisions'],
]);
const UNREAD = new Set(['script', 'style', 'template']);

const none = (): LaterContents => ({
  characters: 0,
  headings: 0,
  items: 0,
  paragraphs: 0,
  divisions: 0,
  own: 0,
});

/**
 * The contents of a hast tree's nodes. An emergency instruction an MDX body places is elements by then;
 * another component of the body counts as a division.
 */
export function laterContents(nodes: readonly Node[], contents = none()): LaterContents {
  for (const node of nodes) {
    if (node.type === 'text') contents.characters += (node.value ?? '').replace(/\s+/g, ' ').trim().length;
    if (node.type === 'mdxJsxFlowElement') contents.divisions += 1;
    if (node.type !== 'element' && node.type !== 'mdxJsxFlowElement') continue;
    if (UNREAD.has(node.tagName ?? '')) continue;
    const kind = KINDS[node.tagName ?? ''];
    if (kind) contents[kind] += 1;
    laterContents(node.children ?? [], contents);
  }
  return contents;
}

/** An HTML parser's node as a hast node, for laterContents. */
function asHast(node: HtmlNode): Node {
  if (node.nodeType === 3) return { type: 'text', value: node.text };
  const element = node as HTMLElement;
  return {
    type: 'element',
    tagName: element.rawTagName?.toLowerCase(),
    children: element.childNodes.map(asHast),
  };
}

/** The contents of a block of a page's own, rendered to HTML. */
export function htmlContents(html: string): LaterContents {
  const contents = laterContents(parse(html, { comment: false }).childNodes.map(asHast));
  return { ...contents, own: 1 };
}

/** Rem per unit of each kind of content, at each width the estimate covers. */
const RULES: Record<'later' | 'later-md' | 'later-lg', LaterContents> = {
  later: {
    characters: 0.087,
    headings: 11.187,
    items: 3.471,
    paragraphs: 0,
    divisions: 3.192,
    own: 4.482,
  },
  'later-md': {
    characters: 0.039,
    headings: 7.001,
    items: 1.962,
    paragraphs: 0.211,
    divisions: 4.649,
    own: 5.678,
  },
  'later-lg': {
    characters: 0.035,
    headings: 7,
    items: 2.215,
    paragraphs: 0.971,
    divisions: 4.367,
    own: 4.623,
  },
};

/** The block's stand-in heights, as the custom properties the `later` utility reads. */
export function laterStyle(contents: LaterContents): string {
  return Object.entries(RULES)
    .map(([property, rule]) => {
      const rem = (Object.keys(rule) as (keyof LaterContents)[]).reduce(
        (sum, kind) => sum + contents[kind] * rule[kind],
        0,
      );
      return `--${property}:${Math.ceil(rem)}rem`;
    })
    .join(';');
}
