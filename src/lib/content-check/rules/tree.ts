import type { Root } from 'mdast';

/** A node of a body's tree, as far as the rules read it (Markdown and MDX JSX alike). */
export interface BodyNode {
  type: string;
  name?: string | null;
  depth?: number;
  url?: string;
  alt?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: BodyNode[];
}

/** The first line any part of a node comes from; undefined for a node made whole by a transform. */
function firstLine(node: BodyNode): number | undefined {
  if (node.position) return node.position.start.line;
  for (const child of node.children ?? []) {
    const line = firstLine(child);
    if (line !== undefined) return line;
  }
  return undefined;
}

/**
 * Calls `visit` on every node of a body with its line. A node a transform made (the answers' box
 * headings) takes the line of the text inside it, else of its parent.
 */
export function walk(tree: Root | null, visit: (node: BodyNode, line: number) => void): void {
  const go = (node: BodyNode, line: number) => {
    const own = firstLine(node) ?? line;
    visit(node, own);
    for (const child of node.children ?? []) go(child, own);
  };
  if (tree) go(tree as unknown as BodyNode, 1);
}

/** A JSX element's attribute written as text (`alt="..."`); undefined when absent, null for an expression. */
export function jsxAttribute(node: BodyNode, name: string): string | null | undefined {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  return typeof attribute.value === 'string' ? attribute.value : null;
}

export const isJsxElement = (node: BodyNode) =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
