/**
 * The practice's facts as tests use them, read from its configuration: a test that picks "a clinician
 * who is not the founder" stays true when a practice edits its clinicians, and still fails when a page
 * drops what it should show.
 */
import { FOUNDER, PRACTICE } from '../src/config/practice.ts';
import type { Therapist } from '../src/config/schema.ts';

/** The first clinician in the configuration who is not the founder. */
export const ASSOCIATE: Therapist = (() => {
  const associate = PRACTICE.therapists.find((t) => !t.isFounder);
  if (!associate)
    throw new Error('these tests need a clinician besides the founder (src/config/practice.ts)');
  return associate;
})();

/** The founder's own page, for the tests about it; a practice whose founder has none fails them, saying so. */
export function founderPage(): string {
  if (!FOUNDER.profilePath) throw new Error("these tests need the founder's profile page (profilePath)");
  return FOUNDER.profilePath;
}

/** Text as a regular expression that matches it literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
