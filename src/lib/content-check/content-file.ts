import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { CollectionName } from '../content/collections.ts';
import { transformAnswerBlocks } from '../markdown/remark-answer-blocks.ts';

/** One thing wrong in one file, at a line (1-based) of that file. */
export interface Problem {
  /** From the project root, with forward slashes. */
  path: string;
  line: number;
  message: string;
}

/** An MDX file of a content collection, read the way a writer sees it: text, lines and all. */
export interface ContentFile extends ParsedFile {
  collection: CollectionName;
}

/** An MDX file read as the check reads it, whatever folder it is in (the Spanish pieces' too). */
export interface ParsedFile {
  path: string;
  /** The piece's slug: its file name without .mdx (the glob loader's id), or a `slug` field. */
  id: string;
  /** The file's text. */
  source: string;
  /** The first line after the frontmatter. */
  bodyLine: number;
  /** The frontmatter as written: dates stay text. Null when it is missing or is not valid YAML. */
  data: Record<string, unknown> | null;
  /** The body as a Markdown tree, positions in the file's lines. Null when the MDX does not parse. */
  tree: Root | null;
  /** YAML and MDX syntax errors, found while reading. */
  syntaxProblems: Problem[];
  /**
   * The line of a frontmatter field (`['related', 2, 'answer']`), else of the nearest field above it
   * that exists; line 1 (the opening ---) for a missing top-level field or a problem of the whole file.
   */
  lineOf(path: readonly PropertyKey[]): number;
}

const FRONTMATTER = /^(\uFEFF?---\r?\n)([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

// Plain Markdown and MDX, without GFM: a link in a table cell is still a link, and skipping GFM's
// tables and autolinks saves a third of the parse, the check's main cost (about 8 ms per file here).
const markdown = unified().use(remarkParse).use(remarkMdx);

const linesIn = (text: string) => text.split('\n').length - 1;

/** The value node of a key in a YAML map, with the line its key is on. */
function childOf(node: unknown, key: PropertyKey): { node: unknown; offset: number } | null {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    const offset = (pair?.key as YamlNode | undefined)?.range?.[0];
    return pair && offset !== undefined ? { node: pair.value, offset } : null;
  }
  if (isSeq(node) && typeof key === 'number') {
    const item = node.items[key] as YamlNode | undefined;
    return item?.range ? { node: item, offset: item.range[0] } : null;
  }
  return null;
}

/** With `body: false` only the frontmatter is read (the tree stays null): what listing the pages needs. */
export function readContentFile(
  path: string,
  collection: CollectionName,
  source: string,
  { body = true } = {},
): ContentFile {
  // The answers' numbered blocks become boxed sections with headings, as on their pages.
  return { ...parseFile(path, source, { body, answerBlocks: collection === 'answers' }), collection };
}

/** A file's frontmatter and body, its answers' numbered blocks made boxes where `answerBlocks` says. */
export function parseFile(
  path: string,
  source: string,
  { body: parseBody = true, answerBlocks = false } = {},
): ParsedFile {
  const fileName = path
    .split('/')
    .pop()!
    .replace(/\.mdx$/, '');
  const match = FRONTMATTER.exec(source);
  const syntaxProblems: Problem[] = [];
  let data: Record<string, unknown> | null = null;
  let lineOf: ContentFile['lineOf'] = () => 1;

  if (!match) {
    syntaxProblems.push({
      path,
      line: 1,
      message: 'has no frontmatter: the file must start with a --- block',
    });
  } else {
    const yamlText = match[2] ?? '';
    const lineCounter = new LineCounter();
    const document = parseDocument(yamlText, { lineCounter, prettyErrors: false });
    // The YAML text starts on the line after the opening ---.
    const toFileLine = (offset: number) => lineCounter.linePos(offset).line + linesIn(match[1]!);
    for (const error of document.errors) {
      syntaxProblems.push({
        path,
        line: toFileLine(error.pos[0]),
        message: `frontmatter is not valid YAML: ${error.message.split('\n')[0]}`,
      });
    }
    if (document.errors.length === 0) {
      const value: unknown = document.toJS();
      data =
        value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      lineOf = (fieldPath) => {
        let node: unknown = document.contents;
        let line = 1;
        for (const key of fieldPath) {
          const child = childOf(node, key);
          if (!child) break;
          line = toFileLine(child.offset);
          node = child.node;
        }
        return line;
      };
    }
  }

  // The body keeps its place: the frontmatter becomes blank lines, so positions are the file's lines.
  const body = match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
  let tree: Root | null = null;
  if (parseBody)
    try {
      tree = markdown.parse(body);
      if (answerBlocks) transformAnswerBlocks(tree);
    } catch (error) {
      const place = error as { line?: number; reason?: string; message?: string };
      syntaxProblems.push({
        path,
        line: place.line ?? 1,
        message: `is not valid MDX: ${place.reason ?? place.message ?? String(error)}`,
      });
    }

  const slug = data && typeof data.slug === 'string' ? data.slug : fileName;
  const bodyLine = match ? linesIn(match[0]) + 1 : 1;
  return { path, id: slug, source, bodyLine, data, tree, syntaxProblems, lineOf };
}
