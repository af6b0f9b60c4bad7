import { HELP_SITUATIONS, type HelpSituation } from '../../../config/help-schema.ts';
import {
  INSTRUCTIONS,
  INSTRUCTION_IDS,
  STATE_INSTRUCTION_IDS,
  instructionRule,
  isInstructionId,
  type InstructionId,
} from '../../../config/instructions.ts';
import { PRACTICE } from '#practice';
import { spanishFiles } from '../../es/spanish-files.ts';
import type { InstructionLanguage } from '../../help/instruction-blocks.ts';
import { SITE_EMERGENCY_WORDS, type SiteWords } from '../../help/site-emergency-words.ts';
import { parseFile, type ParsedFile, type Problem } from '../content-file.ts';
import type { ContentRule } from '../rule.ts';
import { isJsxElement, jsxAttribute, walk, type BodyNode } from './tree.ts';

/** Headings that start a piece's list of sources, in either language: citations are not instructions. */
const REFERENCE_HEADING = /^(sources|references|further reading|fuentes)\b/i;
/** Frontmatter a reader reads with the piece: the summary, the excerpt, the practitioner's take. */
const READ_FIELDS = ['tldr', 'excerpt', 'practitionerTake'] as const;
const INSTRUCTIONS_FILE = 'src/config/instructions.ts';
/** Where an instruction's words are written: the practice's module for those a state's laws decide. */
const wordsAt = (id: InstructionId) =>
  (STATE_INSTRUCTION_IDS as readonly string[]).includes(id) ? "the practice's module" : INSTRUCTIONS_FILE;

/** A stretch of text a reader reads, with the line of the file it starts on. */
interface Passage {
  text: string;
  line: number;
}

const tag = (id: string) => `<Instruction id="${id}" />`;

/** How a message names an instruction: its title, or its id where this practice has not written it. */
const titleOf = (id: InstructionId) => `"${INSTRUCTIONS[id]?.en.title ?? id}"`;

/** What a piece that needs an instruction the practice has not written is told to do. */
const UNWRITTEN =
  "this practice has not written it for its state: add its words to instructions in the practice's module (docs/practice.md), or leave the subject out";

function textOf(node: BodyNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'break') return ' ';
  if (isJsxElement(node)) return '';
  return (node.children ?? []).map(textOf).join('');
}

/** The passages of a body, up to its sources: each paragraph, list item, heading and table cell. */
function bodyPassages(file: ParsedFile): Passage[] {
  const passages: Passage[] = [];
  const nodes = (file.tree?.children ?? []) as unknown as BodyNode[];
  const visit = (node: BodyNode) => {
    if (isJsxElement(node)) return;
    if (['paragraph', 'heading', 'tableCell'].includes(node.type)) {
      passages.push({ text: textOf(node), line: node.position?.start.line ?? file.bodyLine });
      return;
    }
    (node.children ?? []).forEach(visit);
  };
  for (const node of nodes) {
    if (node.type === 'heading' && REFERENCE_HEADING.test(textOf(node).trim())) break;
    visit(node);
  }
  const fields = READ_FIELDS.flatMap((field) => {
    const value = file.data?.[field];
    return typeof value === 'string' ? [{ text: value, line: file.lineOf([field]) }] : [];
  });
  return [...fields, ...passages];
}

/** The sentences of a passage: a sentence ends at . ! or ? before a space. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?]["'’”)\]]*)\s+/).filter((s) => s.trim());

/** The blocks a piece shows, by id, with the line of each tag, and the tags that name nothing. */
function shownBlocks(file: ParsedFile): { shown: Set<string>; problems: Problem[] } {
  const shown = new Set<string>();
  const problems: Problem[] = [];
  walk(file.tree, (node, line) => {
    if (!isJsxElement(node)) return;
    const id = jsxAttribute(node, 'id') ?? '';
    if (node.name === 'Instruction') {
      if (isInstructionId(id)) {
        shown.add(id);
        if (!INSTRUCTIONS[id]) problems.push({ path: file.path, line, message: `${tag(id)}: ${UNWRITTEN}` });
      } else
        problems.push({
          path: file.path,
          line,
          message: `${tag(id)} names no instruction: use one of ${INSTRUCTION_IDS.join(', ')} (${INSTRUCTIONS_FILE})`,
        });
    } else if (node.name === 'PracticeNote' && !PRACTICE.notes[id]) {
      problems.push({
        path: file.path,
        line,
        message: `<PracticeNote id="${id}" /> names no note of the practice: add it to notes in its configuration, or use one of ${Object.keys(PRACTICE.notes).join(', ') || '(none)'}`,
      });
    }
  });
  return { shown, problems };
}

/** A restatement found in a text: the instruction it retypes, what the text says wrong, and the words. */
interface Restatement {
  instruction: InstructionId;
  says: string;
  words: string;
}

/** The sentences of a text that say an instruction in their own words, or say what it contradicts. */
function restatementsIn(text: string, language: InstructionLanguage): Restatement[] {
  const found: Restatement[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const id of INSTRUCTION_IDS) {
      for (const phrase of instructionRule(id).restates[language]) {
        const match = phrase.pattern.exec(sentence);
        if (!match || phrase.unless?.test(sentence)) continue;
        found.push({ instruction: id, says: phrase.says, words: match[0] });
      }
    }
  }
  return found;
}

/** The instructions a text's words call for, in a piece that declares these situations. */
function mentionedInstructions(
  text: string,
  declared: readonly HelpSituation[],
  language: InstructionLanguage,
): { instruction: InstructionId; words: string }[] {
  return INSTRUCTION_IDS.flatMap((id) => {
    const mentions = instructionRule(id).required.mentions;
    if (!mentions) return [];
    if (mentions.among && !mentions.among.some((situation) => declared.includes(situation))) return [];
    const match = mentions[language].map((pattern) => pattern.exec(text)).find(Boolean);
    return match ? [{ instruction: id, words: match[0] }] : [];
  });
}

/** The instructions a piece must show because of what it declares. */
function declaredInstructions(declared: readonly HelpSituation[]): InstructionId[] {
  return INSTRUCTION_IDS.filter((id) => {
    const { declared: by, when } = instructionRule(id).required;
    return Boolean(by?.some((situation) => declared.includes(situation)) || when?.(declared));
  });
}

/** Whether a piece shows an instruction, itself or a block that says it for the same reader. */
const satisfies = (id: InstructionId, shown: ReadonlySet<string>) =>
  shown.has(id) || (instructionRule(id).required.orShows ?? []).some((other) => shown.has(other));

function declaredOf(file: ParsedFile): HelpSituation[] {
  const help = Array.isArray(file.data?.['help']) ? (file.data['help'] as string[]) : [];
  return help.filter((s): s is HelpSituation => (HELP_SITUATIONS as readonly string[]).includes(s));
}

/** Every problem of one piece with its emergency instructions. */
export function pieceInstructionProblems(file: ParsedFile, language: InstructionLanguage): Problem[] {
  if (!file.data || !file.tree) return [];
  const declared = declaredOf(file);
  const { shown, problems } = shownBlocks(file);
  const passages = bodyPassages(file);
  for (const id of declaredInstructions(declared)) {
    if (satisfies(id, shown)) continue;
    const because = instructionRule(id).required.declared?.filter((s) => declared.includes(s)) ?? [];
    const situations = because.length ? because.join(' and ') : declared.join(', ');
    problems.push({
      path: file.path,
      line: file.lineOf(['help']),
      message: INSTRUCTIONS[id]
        ? `declares ${situations} but does not show ${titleOf(id)}: add ${tag(id)} on a line of its own where the piece says what to do`
        : `declares ${situations}, which needs ${tag(id)}: ${UNWRITTEN}`,
    });
  }
  const asked = new Set<InstructionId>();
  for (const passage of passages) {
    for (const { instruction, words } of mentionedInstructions(passage.text, declared, language)) {
      if (asked.has(instruction) || satisfies(instruction, shown)) continue;
      asked.add(instruction);
      problems.push({
        path: file.path,
        line: passage.line,
        message: INSTRUCTIONS[instruction]
          ? `the text mentions "${words}" but does not show ${titleOf(instruction)}: add ${tag(instruction)} on a line of its own near these words`
          : `the text mentions "${words}", which needs ${tag(instruction)}: ${UNWRITTEN}`,
      });
    }
    for (const { instruction, says, words } of restatementsIn(passage.text, language)) {
      problems.push({
        path: file.path,
        line: passage.line,
        message: `"${words}" ${says}: say it only through ${tag(instruction)} (its words are in ${wordsAt(instruction)}), and lead into the block in a sentence`,
      });
    }
  }
  return problems;
}

/**
 * A piece that declares a situation shows its instruction (an overdose, the first aid after self-harm,
 * the months around a birth), and so does a piece whose words touch one (pills with thoughts of suicide,
 * signs of psychosis, an injury checked by a doctor, a gun at home); and no piece says an instruction in
 * its own words, in English or in Spanish. A clinician then reviews one block, not every piece.
 */
export const emergencyInstructions: ContentRule = (files, context) => [
  ...files
    .filter((file) => file.collection !== 'legal')
    .flatMap((file) => pieceInstructionProblems(file, 'en')),
  // The pieces in Spanish are no collection of the check's; they are read here, in their own language.
  ...spanishFiles(context.root).flatMap(({ path, source }) =>
    pieceInstructionProblems(parseFile(path, source), 'es'),
  ),
];

/** The problems of the site's own words around the pieces (the boxes, the safety plan, the Spanish page). */
export function siteWordsProblems(words: readonly SiteWords[]): Problem[] {
  return words.flatMap((entry) =>
    entry.texts.flatMap((text): Problem[] => [
      ...restatementsIn(text, entry.language).map(({ instruction, says, words: found }) => ({
        path: entry.path,
        line: 1,
        message: `"${found}" ${says}: the page should show ${tag(instruction)} (InstructionBlock.astro), or the box its short words (BOX_WORDS)`,
      })),
      ...mentionedInstructions(text, entry.situations, entry.language)
        .filter(({ instruction }) => !entry.shows.includes(instruction))
        .map(({ instruction, words: found }) => ({
          path: entry.path,
          line: 1,
          message: `"${found}" calls for ${titleOf(instruction)}, which the page does not show: show it with InstructionBlock.astro and list it in the words' shows`,
        })),
    ]),
  );
}

/** The site's own words around the pieces are held to the same instructions as the pieces. */
export const emergencyWords: ContentRule = () => siteWordsProblems(SITE_EMERGENCY_WORDS);
