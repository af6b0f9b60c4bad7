import type { HelpConfig, HelpResource, HelpSituation } from '../../config/help-schema.ts';
import type { Audience } from '../content/audience.ts';
import { NALOXONE_LINE, offersPoisonHelp, type HappeningNowLine } from '../help/happening-now.ts';
import { helpLinesFor, helpResource } from '../help/help-lines.ts';
import { PIECE_COPY } from './piece-copy.ts';

/**
 * The words of a Spanish first box: 911's question, what 911's line adds where pills taken on purpose or
 * bleeding cannot wait, then one question per crisis situation, in order.
 */
export interface SpanishNowWords {
  danger: string;
  onPurpose: string;
  bleeding: string;
  /** 911 again, with naloxone, for someone not breathing well: where suicide or self-harm meets overdose. */
  naloxone: string;
  questions: readonly (readonly [HelpSituation, string])[];
}

/**
 * 911's words in a Spanish first box, by the English box's rules (happening-now.ts): in danger now; then,
 * wherever the English box offers Poison Help, that pills taken on purpose are 911's; then, after
 * self-harm, the bleeding and burns that cannot wait for ten minutes of pressure.
 */
function spanishFirstLineText(
  words: SpanishNowWords,
  situations: readonly HelpSituation[],
  audience: Audience,
): string {
  return [
    words.danger,
    ...(offersPoisonHelp(situations, audience) ? [words.onPurpose] : []),
    ...(situations.includes('self-harm') ? [words.bleeding] : []),
  ].join(' ');
}

/**
 * The first box of a Spanish piece (or of the Spanish page, with its own words): 911 first (with how to
 * get an interpreter, and what cannot wait: spanishFirstLineText), then, for each crisis situation
 * declared in the words' order, the first of its lines that answers in Spanish and is not listed yet, by
 * phone or text (a web link waits for the help box). The pieces are written to a teen, the page to adults.
 */
export function spanishHappeningNow(
  help: HelpConfig,
  situations: readonly HelpSituation[],
  words: SpanishNowWords = PIECE_COPY,
  audience: Audience = 'teen',
): HappeningNowLine[] {
  const lines: HappeningNowLine[] = [
    {
      id: help.emergency.id,
      text: spanishFirstLineText(words, situations, audience),
      contacts: help.emergency.spanish ?? help.emergency.contact,
    },
  ];
  const used = new Set<string>();
  // As in English: where suicide or self-harm meets overdose, 911 with naloxone follows their line.
  const naloxone =
    (situations.includes('suicide') || situations.includes('self-harm')) && situations.includes('overdose');
  for (const [situation, text] of words.questions) {
    if (!situations.includes(situation)) continue;
    const line = help.situations[situation]
      .map((id) => helpResource(help, id))
      .find((resource) => resource.spanish && !used.has(resource.id));
    if (!line) continue;
    used.add(line.id);
    lines.push({ id: line.id, text, contacts: line.spanish!.filter((contact) => contact.kind !== 'web') });
    if (naloxone && (situation === 'suicide' || situation === 'self-harm') && !used.has(NALOXONE_LINE)) {
      used.add(NALOXONE_LINE);
      lines.push({ id: NALOXONE_LINE, text: words.naloxone, contacts: lines[0]!.contacts });
    }
  }
  return lines;
}

/** A Spanish piece's help box: the lines its situations bring (988 among them) that answer in Spanish. */
export function spanishPieceLines(help: HelpConfig, situations: readonly HelpSituation[]): HelpResource[] {
  return helpLinesFor(help, situations).lines.filter((line) => line.spanish);
}
