/**
 * The practice's facts as tests use them, read from its configuration: a test that picks "a clinician
 * who is not the founder" stays true when a practice edits its clinicians, and still fails when a page
 * drops what it should show.
 */
import { FOUNDER, PRACTICE } from '#practice';
import { NATIONAL_HELP } from '../src/config/help.ts';
import type { HelpResource } from '../src/config/help-schema.ts';
import type { Therapist } from '../src/config/schema.ts';
import { readAnalyticsConfig } from '../src/server/analytics/analytics-config.ts';

/** The first clinician in the configuration who is not the founder. */
export const ASSOCIATE: Therapist = (() => {
  const associate = PRACTICE.therapists.find((t) => !t.isFounder);
  if (!associate)
    throw new Error('these tests need a clinician besides the founder (practices/<name>/practice.ts)');
  return associate;
})();

/**
 * The clinician fixtures name as reviewer (and as a second author beside ASSOCIATE): the founder, or in a
 * practice of peers the first clinician besides ASSOCIATE.
 */
export const LEAD: Therapist = (() => {
  const lead = FOUNDER ?? PRACTICE.therapists.find((t) => t !== ASSOCIATE);
  if (!lead) throw new Error('these tests need two clinicians (practices/<name>/practice.ts)');
  return lead;
})();

/**
 * Whether the practice has a founder: the tests about the founder's words and page run only where one
 * is (a practice of peers has no founder, no profile page and no founder on the home page).
 */
export const HAS_FOUNDER = FOUNDER !== undefined;

/** The founder, for the tests about the founder's words and page; a practice of peers fails them, saying so. */
export function founder(): Therapist {
  if (!FOUNDER) throw new Error('these tests need a founder (isFounder in practices/<name>/practice.ts)');
  return FOUNDER;
}

/** The founder's own page, for the tests about it; a practice whose founder has none fails them, saying so. */
export function founderPage(): string {
  const { profilePath } = founder();
  if (!profilePath) throw new Error("these tests need the founder's profile page (profilePath)");
  return profilePath;
}

/**
 * The tag of a browser test whose outcome no practice's facts can change (a privacy facade, an island
 * that hydrates late): the second practice's browse leaves it out, since the sample's run proves it.
 */
export const SAME_FOR_EVERY_PRACTICE = { tag: '@same-for-every-practice' };

/** Text as a regular expression that matches it literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The help lines of the practice's own state: those it lists beyond the national lines every practice has. */
export const STATE_HELP_LINES: readonly HelpResource[] = (() => {
  const national = new Set(NATIONAL_HELP.resources.map((line) => line.id));
  return PRACTICE.help.resources.filter((line) => !national.has(line.id));
})();

/** The numbers a help line is called or texted at, as its configuration writes them. */
export const lineNumbers = (line: HelpResource): string[] =>
  line.contact.flatMap((contact) =>
    contact.kind === 'call' ? [contact.tel] : contact.kind === 'text' ? [contact.sms] : [],
  );

/**
 * Whether the site counts its visits (the counting's flags on): only then does a form send the page it
 * came from, the practice's own tag hear a button, and the privacy policy describe the counts.
 */
export const COUNTS = readAnalyticsConfig({}).enabled;
