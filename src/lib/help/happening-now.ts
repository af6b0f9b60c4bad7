import {
  CRISIS_SITUATIONS,
  type HelpConfig,
  type HelpContact,
  type HelpSituation,
} from '../../config/help-schema.ts';
import type { Audience } from '../content/audience.ts';
import { helpResource } from './help-lines.ts';

type CrisisSituation = (typeof CRISIS_SITUATIONS)[number];

/** One line of the box: a short question or instruction, then the ways to reach the line that answers it. */
export interface HappeningNowLine {
  id: string;
  text: string;
  contacts: HelpContact[];
}

interface Says {
  text: string;
  resource: string;
  kinds: HelpContact['kind'][];
}

/**
 * What each crisis situation says first, in a few short words, and which line answers it, for an adult
 * reader and for a teen. The words never hold a number: the links beside them come from the
 * configuration. A teen hurt by a parent may not read "Is a child being hurt?" as being about her, and
 * a teen who swallowed pills needs Poison Help even when she feels fine.
 */
const SAYS: Record<Audience, Record<CrisisSituation, Says>> = {
  adults: {
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
  },
  teen: {
    suicide: { text: 'Thinking about dying?', resource: '988-lifeline', kinds: ['call', 'text'] },
    'self-harm': {
      text: 'Did you hurt yourself or take something? Poison Help tells you what to do, even if you feel fine:',
      resource: 'poison-help',
      kinds: ['call'],
    },
    'domestic-violence': {
      text: 'Is someone at home hurting you?',
      resource: 'childhelp-hotline',
      kinds: ['call', 'text'],
    },
    'child-abuse': {
      text: 'Is someone at home hurting you?',
      resource: 'childhelp-hotline',
      kinds: ['call', 'text'],
    },
    overdose: {
      text: 'Took something and not sure it is safe? Call Poison Help:',
      resource: 'poison-help',
      kinds: ['call'],
    },
  },
};

/** The line for a reader who cannot speak out loud where they are. */
const TEXT_LINE = 'crisis-text-line';

const COPY = {
  adults: {
    heading: 'If this is happening now',
    danger: 'In danger right now?',
    overdose: 'Someone will not wake up or is not breathing well? Give naloxone if you have it.',
    talk: 'Need to talk to someone now?',
    text: 'Rather text than talk?',
  },
  teen: {
    heading: 'If this is happening now',
    danger: 'Hurt badly or in danger right now?',
    overdose: 'Someone will not wake up or cannot breathe well? Give naloxone if you have it.',
    talk: 'Want to talk to someone now?',
    text: 'Rather text?',
  },
} as const;

/** The box's lines: three for an adult; four for a teen, who may need a line for home and one for herself. */
const MAX_LINES: Record<Audience, number> = { adults: 3, teen: 4 };

/** The crisis situations a piece declares, in its order: the pieces that open with the box. */
function crisisSituations(help: readonly string[]): CrisisSituation[] {
  return help.filter((situation): situation is CrisisSituation =>
    (CRISIS_SITUATIONS as readonly string[]).includes(situation),
  );
}

/** The box's heading for a reader. */
export const happeningNowHeading = (audience: Audience) => COPY[audience].heading;

/**
 * The lines of "If this is happening now": 911 first (with what to do for an overdose), then the line
 * for each declared crisis situation in the piece's order, each line once, then 988 for anyone who
 * needs to talk and the Crisis Text Line for anyone who cannot talk out loud, up to the box's size.
 */
export function happeningNowLines(
  help: HelpConfig,
  situations: readonly HelpSituation[],
  audience: Audience = 'adults',
): HappeningNowLine[] {
  const crisis = crisisSituations(situations);
  if (crisis.length === 0) return [];
  const copy = COPY[audience];
  const lines: HappeningNowLine[] = [
    {
      id: help.emergency.id,
      text: crisis.includes('overdose') ? copy.overdose : copy.danger,
      contacts: help.emergency.contact,
    },
  ];
  const add = (text: string, resourceId: string, kinds: readonly HelpContact['kind'][]) => {
    if (lines.length >= MAX_LINES[audience] || lines.some((line) => line.id === resourceId)) return;
    const contacts = helpResource(help, resourceId).contact.filter((contact) => kinds.includes(contact.kind));
    lines.push({ id: resourceId, text, contacts });
  };
  for (const situation of crisis) {
    const says = SAYS[audience][situation];
    add(says.text, says.resource, says.kinds);
  }
  add(copy.talk, help.anyCrisis, ['call', 'text']);
  add(copy.text, TEXT_LINE, ['text']);
  return lines;
}
