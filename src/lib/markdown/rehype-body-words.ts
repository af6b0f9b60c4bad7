/**
 * Counts the words of a piece's body as its page shows them, once Markdown and MDX have become HTML, and
 * gives the count to the page as `bodyWords` in the frontmatter Astro's `render()` returns
 * (`remarkPluginFrontmatter`). Read time and the structured data's word count are worked out from it, so
 * they follow what the page shows: the frontmatter, link targets, markup and a component's props are not
 * in the tree's text; a table's cells and a list's items are words apart, as on the screen.
 *
 * The body ends where its `## Sources` list begins: the documents a piece cites are a list to look things
 * up in, not words read as the article, and the read time says how long the article takes.
 */
import { countWords } from '../blog/read-time.ts';

/** What the site's rehype plugins read and write of a hast (HTML syntax tree) node, MDX's nodes too. */
export interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

/** The heading that starts a piece's list of sources (the content check holds the list to its rules). */
const SOURCES_HEADING = 'Sources';

/** Elements that sit inside a line of text: their text runs on into the words beside them. */
const PHRASING = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  // Element children are text on the page; MDX expressions and imports are code, props are not children.
  if (node.type !== 'root' && node.type !== 'element' && !node.type.startsWith('mdxJsx')) return '';
  // A block's list of sources (an instruction's "Where this comes from") is looked up, not read.
  if (node.properties?.['dataReference'] !== undefined) return '';
  const inner = (node.children ?? []).map(textOf).join('');
  const inline = node.type === 'mdxJsxTextElement' || PHRASING.has(node.tagName ?? '');
  return inline ? inner : ` ${inner} `;
}

const isSourcesHeading = (node: Node) => node.tagName === 'h2' && textOf(node).trim() === SOURCES_HEADING;

/** The words of a body's tree, up to its sources list and from the next section on. */
export function bodyWords(tree: Node): number {
  let inSources = false;
  const shown = (tree.children ?? []).filter((node) => {
    if (node.tagName === 'h2') inSources = isSourcesHeading(node);
    return !inSources;
  });
  return countWords(textOf({ type: 'root', children: shown }));
}

export default function rehypeBodyWords() {
  return (tree: Node, file: { data: { astro?: { frontmatter?: Record<string, unknown> } } }) => {
    const astro = (file.data.astro ??= {});
    (astro.frontmatter ??= {}).bodyWords = bodyWords(tree);
  };
}
