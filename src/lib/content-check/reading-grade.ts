import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import type { ContentFile } from './content-file.ts';
import type { BodyNode } from './rules/tree.ts';

/** The counts a reading grade is computed from (a type, not an interface: the library wants a plain record). */
type ReadingCounts = {
  sentence: number;
  word: number;
  syllable: number;
};

/** Headings that start the reference part of a piece: citations are not read as prose. */
const REFERENCE_HEADING = /^(sources|references|further reading)\b/i;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;
// A sentence ends at . ! or ? (quotes and brackets may follow) before a space or the end of a block.
const SENTENCE_END = /[.!?]+["'’”)\]]*(?=\s|$)/g;

/** The visible words of a node: text and link text, not URLs or JSX attribute values. */
function textOf(node: BodyNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'break') return ' ';
  return (node.children ?? []).map(textOf).join('');
}

/** The prose blocks of a body, in order, up to the references: paragraphs and table cells. */
function proseBlocks(children: readonly BodyNode[]): string[] {
  const blocks: string[] = [];
  for (const node of children) {
    if (node.type === 'heading') {
      if (REFERENCE_HEADING.test(textOf(node).trim())) break;
      continue;
    }
    if (node.type === 'paragraph' || node.type === 'tableCell') blocks.push(textOf(node));
    else if (node.children) blocks.push(...proseBlocks(node.children));
  }
  return blocks;
}

// The same block is counted once: the help boxes of every combination of situations share their lines.
const counted = new Map<string, ReadingCounts>();

function countBlock(block: string): ReadingCounts {
  const known = counted.get(block);
  if (known) return known;
  const counts = countWords(block);
  counted.set(block, counts);
  return counts;
}

function countWords(block: string): ReadingCounts {
  const words = block.match(WORD) ?? [];
  if (words.length === 0) return { sentence: 0, word: 0, syllable: 0 };
  // A block without closing punctuation (a list item, a label) is read as one sentence.
  const ends = block.trim().match(SENTENCE_END)?.length ?? 0;
  const closed = /[.!?]["'’”)\]]*$/.test(block.trim());
  return {
    sentence: Math.max(1, ends + (closed ? 0 : 1)),
    word: words.length,
    // A number is read as one word of one syllable ("988"), as a reader takes it in at a glance.
    syllable: words.reduce(
      (sum, word) => sum + (/^\p{N}+$/u.test(word) ? 1 : Math.max(1, syllable(word))),
      0,
    ),
  };
}

/**
 * The Flesch-Kincaid grade of what a reader reads of a piece: its summary (an answer's tldr), then the
 * prose of its body (paragraphs, list items, table cells; headings and the sources list left out).
 * Rounded to one decimal; null when the body does not parse or holds no words.
 */
export function readingGrade(file: Pick<ContentFile, 'tree' | 'data'>): number | null {
  if (!file.tree) return null;
  const blocks = proseBlocks(file.tree.children as unknown as BodyNode[]);
  const tldr = typeof file.data?.tldr === 'string' ? [file.data.tldr] : [];
  return textGrade([...tldr, ...blocks]);
}

/** The Flesch-Kincaid grade of blocks of plain text (a page's own copy), counted as a piece's prose is. */
export function textGrade(blocks: readonly string[]): number | null {
  const total = blocks.map(countBlock).reduce(
    (sum, counts) => ({
      sentence: sum.sentence + counts.sentence,
      word: sum.word + counts.word,
      syllable: sum.syllable + counts.syllable,
    }),
    { sentence: 0, word: 0, syllable: 0 },
  );
  if (total.word === 0) return null;
  return Math.round(fleschKincaid(total) * 10) / 10;
}
