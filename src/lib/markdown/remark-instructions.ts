/**
 * Draws the blocks a piece places with one line of its own, at build time, into the piece's HTML (so they
 * are read with it, counted, printed and in its first paint): `<Instruction id="overdose" />` becomes the
 * instruction's block (src/lib/help/instruction-blocks.ts), in Spanish in a piece of the Spanish folder;
 * `<PracticeNote id="after-hours" />` becomes what the practice's configuration says of itself. A tag that
 * names nothing stops the build with the file and the name (the content check names it first).
 */
import type { Element } from 'hast';
import type { BlockContent, Root, RootContent } from 'mdast';
import { isInstructionId } from '../../config/instructions.ts';
import { instructionElement, type InstructionLanguage } from '../help/instruction-blocks.ts';
import { practiceNoteElement, type PracticeNoteSource } from '../help/practice-notes.ts';

export interface InstructionsOptions extends PracticeNoteSource {
  /** The folder of the pieces in Spanish, from the project root (practices/<name>/content/es). */
  spanishFolder: string;
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: JsxNode[];
}

/** The string value of a JSX attribute written as text (`id="overdose"`). */
function attribute(node: JsxNode, name: string): string | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** An mdast node that mdast-util-to-hast turns into the given HTML tree, whatever its own children. */
function asHtml(element: Element): BlockContent {
  return {
    type: 'blockquote',
    data: { hName: element.tagName, hProperties: element.properties, hChildren: element.children },
    children: [],
  } as BlockContent;
}

export default function remarkInstructions(options: InstructionsOptions) {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const path = (file.path ?? file.history?.[0] ?? '').split('\\').join('/');
    const language: InstructionLanguage = path.includes(`/${options.spanishFolder}/`) ? 'es' : 'en';
    // A block's heading sits one level under the section it stands in; the title is the page's h1.
    let depth = 1;
    const seen = new Map<string, number>();
    tree.children = tree.children.map((node: RootContent): RootContent => {
      if (node.type === 'heading') depth = node.depth;
      const jsx = node as unknown as JsxNode;
      if (node.type !== 'mdxJsxFlowElement' || (jsx.name !== 'Instruction' && jsx.name !== 'PracticeNote')) {
        return node;
      }
      const id = attribute(jsx, 'id') ?? '';
      const count = (seen.get(id) ?? 0) + 1;
      seen.set(id, count);
      const key = count > 1 ? `${id}-${count}` : id;
      if (jsx.name === 'PracticeNote') {
        return asHtml(practiceNoteElement(id, options, { headingLevel: depth + 1, key, path }));
      }
      if (!isInstructionId(id)) throw new Error(`${path}: <Instruction id="${id}" /> names no instruction`);
      return asHtml(instructionElement(id, options.help, { language, headingLevel: depth + 1, key }));
    });
  };
}
