import type {
  BlockContent,
  Heading,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';

/**
 * The answers' light markup, which writers type without knowing Markdown, as a remark plugin:
 * - a block starting "## " is a section heading (Markdown already does this);
 * - a block starting with a number and a period is a boxed sub-section whose first line is its heading;
 * - in a block of "- " lines, a line wrapped in double asterisks is a small heading, other lines
 *   paragraphs, and "- " lines bullets;
 * - any other block is a paragraph in which double-asterisk text is bold (Markdown already does this).
 */
export interface AnswerBlocksOptions {
  /**
   * Only the files of this folder, from the project root, are transformed (the answers collection, which
   * is the chosen practice's). Absent: every file.
   */
  only?: string;
}

type BoxNode = {
  type: 'answerBox';
  data: { hName: string; hProperties: Record<string, unknown> };
  children: BlockContent[];
};

const text = (value: string): PhrasingContent => ({ type: 'text', value });

/** Splits a paragraph's inline content at its first line break: [first line, the rest]. */
function splitFirstLine(children: PhrasingContent[]): [PhrasingContent[], PhrasingContent[]] {
  const first: PhrasingContent[] = [];
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i]!;
    if (node.type === 'break') return [first, children.slice(i + 1)];
    if (node.type === 'text' && node.value.includes('\n')) {
      const at = node.value.indexOf('\n');
      const before = node.value.slice(0, at).trimEnd();
      const after = node.value.slice(at + 1).trimStart();
      if (before) first.push(text(before));
      return [first, [...(after ? [text(after)] : []), ...children.slice(i + 1)]];
    }
    first.push(node);
  }
  return [first, []];
}

/** Heading text of a box: "**Title**" and "Title" both give Title, without the bold markers. */
function unwrapStrong(nodes: PhrasingContent[]): PhrasingContent[] {
  const only = nodes.filter((n) => !(n.type === 'text' && n.value.trim() === ''));
  if (only.length === 1 && only[0]!.type === 'strong') return only[0]!.children;
  return nodes;
}

function boxFromItem(item: ListItem, number: number): BoxNode {
  const [firstBlock, ...restBlocks] = item.children;
  const children: BlockContent[] = [];
  let headingContent: PhrasingContent[] = [];
  if (firstBlock?.type === 'paragraph') {
    const [firstLine, rest] = splitFirstLine(firstBlock.children);
    headingContent = unwrapStrong(firstLine);
    if (rest.length) children.push({ type: 'paragraph', children: rest });
  } else if (firstBlock) {
    children.push(firstBlock as BlockContent);
  }
  const heading: Heading = {
    type: 'heading',
    depth: 3,
    children: [text(`${number}. `), ...headingContent],
    data: { hProperties: { className: ['answer-box-heading'] } },
  };
  return {
    type: 'answerBox',
    data: { hName: 'section', hProperties: { className: ['answer-box'] } },
    children: [heading, ...children, ...(restBlocks as BlockContent[])],
  };
}

function isStrongOnly(node: RootContent): node is Paragraph {
  if (node.type !== 'paragraph') return false;
  const meaningful = node.children.filter((n) => !(n.type === 'text' && n.value.trim() === ''));
  return meaningful.length === 1 && meaningful[0]!.type === 'strong';
}

/** True when `next` starts on the line right after `node` ends: the two were one block in the source. */
function sameBlock(node: RootContent, next: RootContent | undefined): boolean {
  if (!next || !node.position || !next.position) return false;
  return next.position.start.line === node.position.end.line + 1;
}

export function transformAnswerBlocks(tree: Root): void {
  const output: RootContent[] = [];
  const children = tree.children;
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i]!;
    if (node.type === 'list' && (node as List).ordered) {
      const list = node as List;
      const start = list.start ?? 1;
      list.children.forEach((item, index) =>
        output.push(boxFromItem(item, start + index) as unknown as RootContent),
      );
      continue;
    }
    if (isStrongOnly(node) && children[i + 1]?.type === 'list' && sameBlock(node, children[i + 1])) {
      const heading: Heading = {
        type: 'heading',
        depth: 3,
        children: unwrapStrong(node.children),
        data: { hProperties: { className: ['answer-small-heading'] } },
      };
      output.push(heading);
      continue;
    }
    output.push(node);
  }
  tree.children = output;
}

export default function remarkAnswerBlocks(options: AnswerBlocksOptions = {}) {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const path = file.path ?? file.history?.[0] ?? '';
    if (options.only && !path.split('\\').join('/').includes(`/${options.only}/`)) return;
    transformAnswerBlocks(tree);
  };
}
