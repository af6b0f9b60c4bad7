/**
 * A practice's module from its data: each practice's files under practices/ hold only what it writes
 * (its facts and people, its fees page's facts, its site's settings, where its content is), and this
 * validates them and derives the rest once (the founder, the address line, the fees' worked example,
 * the site's name), so no practice repeats a derivation it could get wrong.
 */
import { feesSchema, workedExampleOf, type FeesInput } from './fees-schema.ts';
import {
  addressLine,
  founderOf,
  practiceSchema,
  validateConfig,
  type PracticeInput,
  type SiteInput,
} from './schema.ts';
import { defineSite } from './site-config.ts';

export interface PracticeData {
  practice: PracticeInput;
  fees: FeesInput;
  site: SiteInput;
  /** Where its content folders and its pictures are, from the project root. */
  folders: { content: string; assets: string };
}

/** What `#practice` exports: the practice's validated configuration and what is derived from it. */
export function definePractice({ practice, fees, site, folders }: PracticeData) {
  const PRACTICE = validateConfig('practice', practiceSchema, practice);
  const FEES = validateConfig('fees', feesSchema, fees);
  return {
    PRACTICE,
    FOUNDER: founderOf(PRACTICE),
    ADDRESS_LINE: addressLine(PRACTICE),
    FEES,
    WORKED_EXAMPLE: workedExampleOf(FEES, PRACTICE),
    SITE: defineSite(site, PRACTICE),
    FOLDERS: folders,
  } as const;
}
