import {
  CRISIS_SITUATIONS,
  type HelpConfig,
  type HelpContact,
  type HelpSituation,
} from '../../config/help-schema.ts';
import { BOX_WORDS } from '../../config/instructions.ts';
import type { Audience } from '../content/audience.ts';
import { contactLabel, helpResource, inHelpOrder } from './help-lines.ts';

type CrisisSituation = (typeof CRISIS_SITUATIONS)[number];

/**
 * One line of the box: a short question or instruction, then the ways to reach the line that answers it;
 * where the words hold `{contacts}` (911 before naloxone), the ways to reach it stand there instead.
 */
export interface HappeningNowLine {
  id: string;
  text: string;
  contacts: HelpContact[];
}

/** Where a line's words place its links (BOX_WORDS in src/config/instructions.ts). */
export const CONTACTS_MARK = '{contacts}';

/** A line's words as read, its links where they stand: "…? Call 911 now. Then give naloxone…". */
export const lineWords = (line: HappeningNowLine): string =>
  line.text.includes(CONTACTS_MARK)
    ? line.text.replace(CONTACTS_MARK, line.contacts.map(contactLabel).join(' or '))
    : line.text;

interface Says {
  text: string;
  resource: string;
  kinds: HelpContact['kind'][];
}

/**
 * What each crisis situation says, in a few short words, and which lines answer it, for an adult reader
 * and for a teen. The words never hold a number: the links beside them come from the configuration. A
 * teen hurt by a parent may not read "Is a child being hurt?" as being about her. Poison Help is only for
 * something taken by mistake or a question about it: pills taken on purpose are 911's (the first line
 * says so wherever Poison Help is offered), and a cut or a burn is not a poison call, so self-harm's own
 * line is 988 and its Poison Help line asks only about something taken.
 */
const SAYS: Record<Audience, Record<CrisisSituation, Says[]>> = {
  adults: {
    suicide: [
      {
        text: 'Thinking about suicide, or scared for someone?',
        resource: '988-lifeline',
        kinds: ['call', 'text'],
      },
    ],
    'self-harm': [
      { text: 'Hurting yourself, or want to?', resource: '988-lifeline', kinds: ['call', 'text'] },
    ],
    'domestic-violence': [
      {
        text: 'Afraid of your partner, or of someone at home?',
        resource: 'domestic-violence-hotline',
        kinds: ['call', 'text'],
      },
    ],
    'child-abuse': [
      { text: 'Is a child being hurt?', resource: 'childhelp-hotline', kinds: ['call', 'text'] },
    ],
    overdose: [
      {
        text: 'Took or swallowed something by mistake, or not sure it is an overdose?',
        resource: 'poison-help',
        kinds: ['call'],
      },
    ],
  },
  teen: {
    suicide: [{ text: 'Thinking about dying?', resource: '988-lifeline', kinds: ['call', 'text'] }],
    'self-harm': [
      { text: 'Hurting yourself, or want to?', resource: '988-lifeline', kinds: ['call', 'text'] },
      {
        text: 'Took something by mistake, or not sure it is safe? Poison Help tells you what to do, even if you feel fine:',
        resource: 'poison-help',
        kinds: ['call'],
      },
    ],
    'domestic-violence': [
      { text: 'Is someone at home hurting you?', resource: 'childhelp-hotline', kinds: ['call', 'text'] },
    ],
    'child-abuse': [
      { text: 'Is someone at home hurting you?', resource: 'childhelp-hotline', kinds: ['call', 'text'] },
    ],
    overdose: [
      {
        text: 'Took something by mistake, or not sure it is safe? Call Poison Help:',
        resource: 'poison-help',
        kinds: ['call'],
      },
    ],
  },
};

/** What 988's line says on a piece that declares both suicide and self-harm. */
const SUICIDE_AND_SELF_HARM: Record<Audience, string> = {
  adults: 'Thinking about suicide or self-harm, or scared for someone?',
  teen: 'Thinking about dying or hurting yourself?',
};

/** The line for a reader who cannot speak out loud where they are. */
const TEXT_LINE = 'crisis-text-line';

/** The id of the 911 line that asks for naloxone on a piece where overdose is not the whole subject. */
export const NALOXONE_LINE = 'naloxone-911';

/**
 * The box's own words. What cannot wait (naloxone, pills taken on purpose, bleeding) is an emergency
 * instruction's short form, written once in src/config/instructions.ts (BOX_WORDS).
 */
export const HAPPENING_NOW_COPY = {
  adults: {
    heading: 'If this is happening now',
    danger: 'Is someone hurt badly or in danger right now?',
    talk: 'Need to talk to someone now?',
    text: 'Rather text than talk?',
  },
  teen: {
    heading: 'If this is happening now',
    danger: 'Hurt badly or in danger right now?',
    talk: 'Want to talk to someone now?',
    text: 'Rather text?',
  },
} as const;

/** The box's lines: three for an adult; four for a teen, who may need a line for home and one for herself. */
const MAX_LINES: Record<Audience, number> = { adults: 3, teen: 4 };

const isCrisis = (situation: string): situation is CrisisSituation =>
  (CRISIS_SITUATIONS as readonly string[]).includes(situation);

/** The crisis situations a piece declares, in its order. */
const crisisSituations = (help: readonly string[]): CrisisSituation[] => help.filter(isCrisis);

/** The box's heading for a reader. */
export const happeningNowHeading = (audience: Audience) => HAPPENING_NOW_COPY[audience].heading;

/**
 * Whether a piece opens with "If this is happening now", right under its title: one that declares a
 * crisis situation, and one written to a teen, who may be reading alone and in danger whatever the topic.
 */
export const opensWithHappeningNow = (piece: { help: readonly HelpSituation[]; audience: Audience }) =>
  piece.audience === 'teen' || piece.help.some(isCrisis);

/**
 * Whether overdose is the piece's subject, so the box opens with naloxone: it declares overdose and
 * neither suicide nor self-harm. Where either is declared the reader may be the one in danger, so being
 * hurt or in danger and 988 come first whatever the order of `help`, and the overdose line follows them.
 */
export const overdoseIsSubject = (situations: readonly HelpSituation[]) =>
  situations.includes('overdose') && !situations.includes('suicide') && !situations.includes('self-harm');

/** Whether the box offers Poison Help: for something taken, on a piece on overdose or a teen's on self-harm. */
const offersPoisonHelp = (crisis: readonly HelpSituation[], audience: Audience) =>
  crisis.includes('overdose') || (audience === 'teen' && crisis.includes('self-harm'));

/** The instructions' short words that 911's entry in a help box adds (BOX_WORDS). */
export type EmergencyNote = 'bleeding' | 'takenOnPurpose' | 'overdose';

/**
 * What 911's entry adds for a piece's situations, for a reader who must not wait: after self-harm, the
 * bleeding and burns that cannot wait for ten minutes of pressure; wherever Poison Help is offered, that
 * pills taken on purpose are 911's; and on a piece that touches overdose, 911 then naloxone for someone
 * not breathing well. The same for the help box in either language.
 */
export function emergencyNoteKeys(
  situations: readonly HelpSituation[],
  audience: Audience = 'adults',
): EmergencyNote[] {
  const crisis = crisisSituations(situations);
  return [
    ...(crisis.includes('self-harm') ? (['bleeding'] as const) : []),
    ...(offersPoisonHelp(crisis, audience) ? (['takenOnPurpose'] as const) : []),
    ...(crisis.includes('overdose') ? (['overdose'] as const) : []),
  ];
}

/**
 * Those notes in a reader's words, beside 911's own link in the help box under the piece, in the words of
 * the first box (its links read as `call`: "Call 911").
 */
export function emergencyNotes(
  situations: readonly HelpSituation[],
  audience: Audience = 'adults',
  call = 'Call 911',
): string[] {
  return emergencyNoteKeys(situations, audience).map((key) =>
    BOX_WORDS[key][audience].replace(CONTACTS_MARK, call),
  );
}

/** The register of the instructions' short words (BOX_WORDS): an adult's or a teen's, in English or Spanish. */
export type BoxRegister = keyof (typeof BOX_WORDS)['overdose'];

/**
 * The first line's words, in either language: where overdose is the subject, 911 for someone not waking,
 * not breathing well or who took pills on purpose, then naloxone (its links stand after "?", before
 * naloxone); else `danger` (hurt badly or in danger), then, where Poison Help is offered, pills taken on
 * purpose, which are 911's and never Poison Help's, then, after self-harm, the bleeding and burns that
 * cannot wait (its links follow).
 */
export function firstLineWords(
  situations: readonly HelpSituation[],
  audience: Audience,
  danger: string,
  register: BoxRegister = audience,
): string {
  const crisis = crisisSituations(situations);
  if (overdoseIsSubject(crisis)) return BOX_WORDS.overdoseLead[register];
  return [
    danger,
    ...(offersPoisonHelp(crisis, audience) ? [BOX_WORDS.takenOnPurpose[register]] : []),
    ...(crisis.includes('self-harm') ? [BOX_WORDS.bleeding[register]] : []),
  ].join(' ');
}

/**
 * The lines of "If this is happening now", up to the box's size, each line once: 911 first (see
 * firstLineWords); then 988 on a piece that declares suicide or self-harm, and there, if it also touches
 * overdose, 911 again for someone not breathing well, with naloxone (one line more than the box's size);
 * then the lines of each declared crisis situation in `inHelpOrder` (partner violence first where
 * neither suicide nor self-harm is declared); then 988 for anyone who needs to talk and the Crisis Text
 * Line for anyone who cannot talk out loud. None on an adults' piece that declares no crisis situation.
 */
export function happeningNowLines(
  help: HelpConfig,
  situations: readonly HelpSituation[],
  audience: Audience = 'adults',
): HappeningNowLine[] {
  if (!opensWithHappeningNow({ help: situations, audience })) return [];
  const crisis = crisisSituations(inHelpOrder(situations));
  const copy = HAPPENING_NOW_COPY[audience];
  const emergency = help.emergency.contact;
  const lines: HappeningNowLine[] = [
    { id: help.emergency.id, text: firstLineWords(crisis, audience, copy.danger), contacts: emergency },
  ];
  const suicide = crisis.includes('suicide');
  const selfHarm = crisis.includes('self-harm');
  const naloxone = (suicide || selfHarm) && crisis.includes('overdose');
  const size = MAX_LINES[audience] + (naloxone ? 1 : 0);
  const add = ({ text, resource, kinds }: Says) => {
    if (lines.length >= size || lines.some((line) => line.id === resource)) return;
    const contacts = helpResource(help, resource).contact.filter((contact) => kinds.includes(contact.kind));
    lines.push({ id: resource, text, contacts });
  };
  if (suicide && selfHarm) add({ ...SAYS[audience].suicide[0]!, text: SUICIDE_AND_SELF_HARM[audience] });
  else if (suicide || selfHarm) add(SAYS[audience][suicide ? 'suicide' : 'self-harm'][0]!);
  if (naloxone) lines.push({ id: NALOXONE_LINE, text: BOX_WORDS.overdose[audience], contacts: emergency });
  for (const situation of crisis) SAYS[audience][situation].forEach(add);
  add({ text: copy.talk, resource: help.anyCrisis, kinds: ['call', 'text'] });
  add({ text: copy.text, resource: TEXT_LINE, kinds: ['text'] });
  return lines;
}
