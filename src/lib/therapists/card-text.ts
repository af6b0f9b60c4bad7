/**
 * The words of a clinician's card that are derived from the configuration rather than typed: one line of
 * credentials, who they see in the third person, and where an email address may break.
 */
import type { PracticeConfig, Therapist } from '../../config/schema.ts';

/**
 * "a", "a and b", "a, b and c"; with an Oxford comma when an item has its own "and" ("adults, families,
 * and teens and young adults"), so the last item reads as one.
 */
export function andList(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  const comma = items.some((item) => item.includes(' and ')) ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${comma} and ${items.at(-1)}`;
}

/**
 * The title and the credentials on one line, each part once: "Founder, Licensed Clinical Psychologist,
 * PhD" rather than the title and the credentials both saying "Licensed Clinical Psychologist".
 */
export function credentialLine(therapist: Pick<Therapist, 'title' | 'credentials'>): string {
  const parts = [...therapist.title.split(','), ...therapist.credentials.split(',')].map((p) => p.trim());
  return [...new Set(parts.filter((p) => p !== ''))].join(', ');
}

/**
 * The credentials a title does not already say, for a page that shows the title on a line of its own:
 * "PhD" under "Founder, Licensed Clinical Psychologist", not the psychologist twice.
 */
export function credentialsBeyondTitle(therapist: Pick<Therapist, 'title' | 'credentials'>): string {
  const inTitle = new Set(therapist.title.split(',').map((p) => p.trim()));
  return therapist.credentials
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !inTitle.has(p))
    .join(', ');
}

/**
 * Who a clinician sees, in the third person and the audiences' order: "adults, couples and families".
 * The finder's answers are the visitor's words ("Myself"); a card speaks about the clinician.
 */
export function seesText(therapist: Pick<Therapist, 'sees'>, audiences: PracticeConfig['audiences']): string {
  return andList(audiences.filter((a) => therapist.sees.includes(a.id)).map((a) => a.group));
}

/**
 * An email address cut after its "@" and after each dot, the only places a line may break inside it:
 * ["jordan.", "ellis@", "livedeeply.", "example"].
 */
export function emailBreaks(email: string): string[] {
  return email.split(/(?<=[@.])/);
}

/** Words before a name that are not part of it: "Dr. Ana Lee" is "AL", not "DL". */
const HONORIFICS = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'rev']);

/**
 * The initials a clinician's card shows in place of a photograph: the first letters of the first and
 * last words of the name, without an honorific: "Dr. Ana Lee" is "AL", "Sam Ortiz" is "SO".
 */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== '' && !HONORIFICS.has(word.replace(/\.$/, '').toLowerCase()));
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map((w) => w?.charAt(0) ?? '');
  return letters.join('').toUpperCase();
}

/** The license a clinician practises under, as a line names it for a visitor to look up: "<state> license <number>". */
export function licenseText(therapist: Pick<Therapist, 'license'>): string {
  return `${therapist.license.state} license ${therapist.license.number}`;
}

/** The licence or degree a clinician's credentials open with: "PhD", "LPC". */
export function leadCredential(therapist: Pick<Therapist, 'credentials'>): string {
  return therapist.credentials.split(',')[0]!.trim();
}
