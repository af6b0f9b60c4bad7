import {
  CRISIS_SITUATIONS,
  type HelpConfig,
  type HelpContact,
  type HelpSituation,
} from '../../config/help-schema.ts';
import { helpResource } from './help-lines.ts';

type CrisisSituation = (typeof CRISIS_SITUATIONS)[number];

/** One line of the box: a short question or instruction, then the ways to reach the line that answers it. */
export interface HappeningNowLine {
  id: string;
  text: string;
  contacts: HelpContact[];
}

/**
 * What each crisis situation says first, in a few short words, and which line answers it. The words
 * never hold a number: the links beside them are made from the configuration.
 */
const SAYS: Record<CrisisSituation, { text: string; resource: string; kinds: HelpContact['kind'][] }> = {
  suicide: {
    text: 'Thinking about suicide, or scared for someone?',
    resource: '988-lifeline',
    kinds: ['call', 'text'],
  },
  'self-harm': { text: 'Hurting yourself, or want to?', resource: '988-lifeline', kinds: ['call', 'text'] },
  'domestic-violence': {
    text: 'Afraid of your partner, or of someone at home?',
    resource: 'domestic-violence-hotline',
    kinds: ['call', 'text'],
  },
  'child-abuse': { text: 'Is a child being hurt?', resource: 'childhelp-hotline', kinds: ['call', 'text'] },
  overdose: { text: 'Not sure it is an overdose?', resource: 'poison-help', kinds: ['call'] },
};

/** The line for a reader who cannot speak out loud where they are. */
const TEXT_LINE = 'crisis-text-line';

export const HAPPENING_NOW_COPY = {
  heading: 'If this is happening now',
  danger: 'In danger right now?',
  overdose: 'Someone will not wake up or is not breathing well? Give naloxone if you have it.',
  talk: 'Need to talk to someone now?',
  text: 'Rather text than talk?',
} as const;

/** The crisis situations a piece declares, in its order: the pieces that open with the box. */
function crisisSituations(help: readonly string[]): CrisisSituation[] {
  return help.filter((situation): situation is CrisisSituation =>
    (CRISIS_SITUATIONS as readonly string[]).includes(situation),
  );
}

/**
 * The three lines of "If this is happening now": 911 first (with what to do for an overdose), then the
 * line for each declared crisis situation in the piece's order, each line once, then 988 for anyone
 * who needs to talk and the Crisis Text Line for anyone who cannot talk out loud, until there are three.
 */
export function happeningNowLines(
  help: HelpConfig,
  situations: readonly HelpSituation[],
): HappeningNowLine[] {
  const crisis = crisisSituations(situations);
  if (crisis.length === 0) return [];
  const lines: HappeningNowLine[] = [
    {
      id: help.emergency.id,
      text: crisis.includes('overdose') ? HAPPENING_NOW_COPY.overdose : HAPPENING_NOW_COPY.danger,
      contacts: help.emergency.contact,
    },
  ];
  const add = (text: string, resourceId: string, kinds: readonly HelpContact['kind'][]) => {
    if (lines.length >= 3 || lines.some((line) => line.id === resourceId)) return;
    const contacts = helpResource(help, resourceId).contact.filter((contact) => kinds.includes(contact.kind));
    lines.push({ id: resourceId, text, contacts });
  };
  for (const situation of crisis) add(SAYS[situation].text, SAYS[situation].resource, SAYS[situation].kinds);
  add(HAPPENING_NOW_COPY.talk, help.anyCrisis, ['call', 'text']);
  add(HAPPENING_NOW_COPY.text, TEXT_LINE, ['text']);
  return lines;
}
