/**
 * An emergency instruction (src/config/instructions.ts) as the page shows it: one HTML tree, built here
 * and nowhere else, which a piece's `<Instruction id="..." />` line becomes at build time
 * (src/lib/markdown/remark-instructions.ts) and a page's InstructionBlock.astro shows, so a reader meets
 * the same words wherever the situation comes up. The numbers in it are the help lines' own, linked to dial.
 */
import type { Element, ElementContent, Text } from 'hast';
import type { HelpConfig } from '../../config/help-schema.ts';
import {
  INSTRUCTIONS,
  type InstructionId,
  type InstructionPart,
  type InstructionWords,
} from '../../config/instructions.ts';
import { contactHref, helpResource } from './help-lines.ts';

export type InstructionLanguage = 'en' | 'es';

/** The words of the block's sources' toggle, and what an unknown line in the words says. */
const COPY = {
  en: { sources: 'Where this comes from', checked: 'Checked', locale: 'en-US' },
  es: { sources: 'De dónde viene esto', checked: 'Revisado', locale: 'es-US' },
} as const;

/** A calendar day (YYYY-MM-DD) in words: "December 1, 2026", "1 de diciembre de 2026". */
const dayWords = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const PLACEHOLDER = /\{call:([a-z0-9-]+)\}/g;

const text = (value: string): Text => ({ type: 'text', value });

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

/** A help line's number, in the reader's language where the line has a Spanish route, as a link that dials it. */
function callLink(help: HelpConfig, id: string, language: InstructionLanguage): Element {
  const resource = id === help.emergency.id ? help.emergency : helpResource(help, id);
  const routes = language === 'es' ? (resource.spanish ?? resource.contact) : resource.contact;
  const call = routes.find((contact) => contact.kind === 'call');
  if (!call || call.kind !== 'call') throw new Error(`Help line "${id}" has no number to call`);
  return element('a', { href: contactHref(call) }, [text(call.display)]);
}

/** A sentence of the words, its `{call:<line>}` places drawn as links. */
export function instructionText(
  value: string,
  help: HelpConfig,
  language: InstructionLanguage,
): ElementContent[] {
  const out: ElementContent[] = [];
  let at = 0;
  for (const match of value.matchAll(PLACEHOLDER)) {
    if (match.index > at) out.push(text(value.slice(at, match.index)));
    out.push(callLink(help, match[1]!, language));
    at = match.index + match[0].length;
  }
  if (at < value.length) out.push(text(value.slice(at)));
  return out;
}

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/** The plain sentences of the words, as a reader reads them (numbers as shown): for reading scores and tests. */
export function instructionSentences(
  words: InstructionWords,
  help: HelpConfig,
  language: InstructionLanguage,
): string[] {
  const plain = (value: string) => instructionText(value, help, language).map(textOf).join('');
  return [
    words.title,
    ...words.parts.flatMap((part) =>
      typeof part === 'string'
        ? [plain(part)]
        : [...(part.lead ? [plain(part.lead)] : []), ...part.items.map(plain)],
    ),
  ];
}

function partElements(part: InstructionPart, help: HelpConfig, language: InstructionLanguage): Element[] {
  if (typeof part === 'string') return [element('p', {}, instructionText(part, help, language))];
  const items = part.items.map((item) => element('li', {}, instructionText(item, help, language)));
  return [
    ...(part.lead
      ? [element('p', { className: ['instruction-lead'] }, instructionText(part.lead, help, language))]
      : []),
    element(part.ordered ? 'ol' : 'ul', {}, items),
  ];
}

export interface InstructionOptions {
  language: InstructionLanguage;
  /** The level of the block's heading, under the section it stands in (2 to 6). */
  headingLevel: number;
  /** Unique on the page: the heading's id, which names the block for assistive technology. */
  key?: string;
}

/**
 * The block: an aside named by its heading, the instruction's parts, then its sources folded away under
 * "Where this comes from" (left out of the read time: rehype-body-words.ts skips `data-reference`).
 */
export function instructionElement(
  id: InstructionId,
  help: HelpConfig,
  options: InstructionOptions,
): Element {
  const instruction = INSTRUCTIONS[id];
  // The content check refuses a piece that shows an instruction the practice has not written.
  if (!instruction)
    throw new Error(`The practice has not written the instruction "${id}" (its module's instructions)`);
  const words = instruction[options.language];
  const copy = COPY[options.language];
  const headingId = `instruction-${options.key ?? id}`;
  const level = Math.min(6, Math.max(2, options.headingLevel));
  const sources = element('details', { className: ['instruction-sources'], dataReference: '' }, [
    element('summary', {}, [text(copy.sources)]),
    element(
      'ul',
      {},
      instruction.sources.map((source) =>
        element('li', {}, [element('a', { href: source.url }, [text(source.name)])]),
      ),
    ),
    element('p', {}, [
      text(`${copy.checked}: `),
      element('time', { dateTime: instruction.checked.on }, [
        text(dayWords(instruction.checked.on, copy.locale)),
      ]),
    ]),
  ]);
  return element(
    'aside',
    {
      className: ['instruction'],
      dataInstruction: id,
      dataPagefindIgnore: '',
      ariaLabelledBy: [headingId],
    },
    [
      element(`h${level}`, { id: headingId, className: ['instruction-title'] }, [text(words.title)]),
      ...words.parts.flatMap((part) => partElements(part, help, options.language)),
      sources,
    ],
  );
}
