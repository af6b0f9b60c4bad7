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

/** Where a clinician's byline links: the founder's own page when she has one, otherwise her card. */
export const clinicianPage = (therapist: Therapist): string =>
  therapist.profilePath ?? `/therapists#${therapist.id}`;

/** The founder's own page; these tests need one (the sample practice's founder has it). */
export const FOUNDER_PAGE: string = (() => {
  if (!FOUNDER.profilePath) throw new Error("these tests need the founder's profile page (profilePath)");
  return FOUNDER.profilePath;
})();

/** How the site names a clinician in running text: title and surname ("Dr. Lee"), or the whole name without a title. */
export const shortName = (therapist: Therapist): string => {
  const parts = therapist.name.split(/\s+/);
  return parts.length > 2 ? `${parts[0]} ${parts.at(-1)}` : therapist.name;
};

/** Text as a regular expression that matches it literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
