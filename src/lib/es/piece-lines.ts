import type { HelpConfig, HelpResource, HelpSituation } from '../../config/help-schema.ts';
import { BOX_WORDS } from '../../config/instructions.ts';
import type { Audience } from '../content/audience.ts';
import {
  CONTACTS_MARK,
  NALOXONE_LINE,
  emergencyNoteKeys,
  firstLineWords,
  type HappeningNowLine,
} from '../help/happening-now.ts';
import { helpLinesFor, helpResource } from '../help/help-lines.ts';
import { PIECE_COPY } from './piece-copy.ts';

/**
 * The words of a Spanish first box: 911's question, then one question per crisis situation, in order.
 * What 911's line adds where pills taken on purpose or bleeding cannot wait, and 911 before naloxone, are
 * the instructions' short words (BOX_WORDS), to usted on the Spanish page and to tú in a piece for a teen.
 */
export interface SpanishNowWords {
  danger: string;
  /** 988's question where both suicide and self-harm are declared, when the reader may be either. */
  suicideAndSelfHarm?: string;
  questions: readonly (readonly [HelpSituation, string])[];
}

/** The instructions' short Spanish words for a reader: tú for a teen, usted for an adult. */
const boxRegister = (audience: Audience) => (audience === 'teen' ? 'esFamiliar' : 'es');

/**
 * The first box of a Spanish piece (or of the Spanish page, with its own words): 911 first (with how to
 * get an interpreter, and what cannot wait: firstLineWords), then, for each crisis situation
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
      text: firstLineWords(situations, audience, words.danger, boxRegister(audience)),
      contacts: help.emergency.spanish ?? help.emergency.contact,
    },
  ];
  const used = new Set<string>();
  // As in English: where suicide or self-harm meets overdose, 911 with naloxone follows their line.
  const naloxone =
    (situations.includes('suicide') || situations.includes('self-harm')) && situations.includes('overdose');
  for (const [situation, text] of words.questions) {
    if (!situations.includes(situation)) continue;
    const line = (help.situations[situation] ?? [])
      .map((id) => helpResource(help, id))
      .find((resource) => resource.spanish && !used.has(resource.id));
    if (!line) continue;
    used.add(line.id);
    const both = situation === 'suicide' && situations.includes('self-harm') && words.suicideAndSelfHarm;
    lines.push({
      id: line.id,
      text: both || text,
      contacts: line.spanish!.filter((contact) => contact.kind !== 'web'),
    });
    if (naloxone && (situation === 'suicide' || situation === 'self-harm') && !used.has(NALOXONE_LINE)) {
      used.add(NALOXONE_LINE);
      lines.push({
        id: NALOXONE_LINE,
        text: BOX_WORDS.overdose[boxRegister(audience)],
        contacts: lines[0]!.contacts,
      });
    }
  }
  return lines;
}

/**
 * A Spanish piece's help box: what the English box under the same piece holds (helpLinesFor), every line,
 * each reached in Spanish where it answers in Spanish and otherwise marked as answering in English, after
 * 911 with what cannot wait (emergencyNoteKeys). A test holds the two boxes to the same lines and notes for
 * every combination of situations.
 */
export function spanishPieceLines(help: HelpConfig, situations: readonly HelpSituation[]): HelpResource[] {
  return helpLinesFor(help, situations).lines;
}

/** 911's notes in a Spanish help box, in Spanish to tú or to usted, its link's words where {contacts} stands. */
export function spanishEmergencyNotes(
  situations: readonly HelpSituation[],
  audience: Audience,
  call: string,
): string[] {
  return emergencyNoteKeys(situations, audience).map((key) =>
    BOX_WORDS[key][boxRegister(audience)].replace(CONTACTS_MARK, call),
  );
}
