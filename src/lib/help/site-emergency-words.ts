/**
 * The site's own words around its pieces that a reader in an emergency may read (the boxes' questions, the
 * safety plan, the Spanish page and the Spanish pieces' frame), listed for the content check, which holds
 * them to the same rule as the pieces: no emergency instruction in their own words (src/config/instructions.ts),
 * and where their words call for one, the page shows its block. The help lines' own descriptions (help.ts)
 * are the lines', not the site's, and are left to their `checked` notes.
 */
import type { HelpSituation } from '../../config/help-schema.ts';
import type { InstructionId } from '../../config/instructions.ts';
import { ES_COPY } from '../es/es-copy.ts';
import { PIECE_COPY } from '../es/piece-copy.ts';
import { REASONS_TO_LIVE, SAFETY_PLAN_COPY, SAFETY_PLAN_STEPS } from '../safety-plan/safety-plan-copy.ts';
import { HAPPENING_NOW_COPY } from './happening-now.ts';
import { HELP_COPY } from './help-copy.ts';
import type { InstructionLanguage } from './instruction-blocks.ts';

export interface SiteWords {
  /** The file the words are written in, where a problem points. */
  path: string;
  language: InstructionLanguage;
  texts: readonly string[];
  /** The situations the page is for, as a piece would declare them. */
  situations: readonly HelpSituation[];
  /** The instructions the page shows as blocks. */
  shows: readonly InstructionId[];
}

/** Every string of a words object, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function' || value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(stringsOf);
}

const CRISIS: readonly HelpSituation[] = [
  'suicide',
  'self-harm',
  'overdose',
  'domestic-violence',
  'child-abuse',
];

export const SITE_EMERGENCY_WORDS: readonly SiteWords[] = [
  {
    path: 'src/lib/safety-plan/safety-plan-copy.ts',
    language: 'en',
    texts: stringsOf([SAFETY_PLAN_STEPS, REASONS_TO_LIVE, SAFETY_PLAN_COPY]),
    situations: ['suicide', 'self-harm'],
    shows: ['means-safety'],
  },
  {
    path: 'src/lib/help/happening-now.ts',
    language: 'en',
    texts: stringsOf(HAPPENING_NOW_COPY),
    situations: CRISIS,
    shows: [],
  },
  {
    path: 'src/lib/help/help-copy.ts',
    language: 'en',
    texts: stringsOf(HELP_COPY),
    situations: CRISIS,
    shows: [],
  },
  {
    path: 'src/lib/es/es-copy.ts',
    language: 'es',
    texts: stringsOf(ES_COPY),
    situations: ['suicide', 'child-abuse'],
    shows: [],
  },
  {
    path: 'src/lib/es/piece-copy.ts',
    language: 'es',
    texts: stringsOf(PIECE_COPY),
    situations: CRISIS,
    shows: [],
  },
];
