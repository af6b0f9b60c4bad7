/**
 * The practice's numbers as its pages say them, derived from its configuration so no page writes the
 * sample's: the free consultation's length ("<minutes>-minute") and how many clinicians it has; and the
 * one name every link to the free consultation carries.
 */
import { PRACTICE } from '#practice';
import { capitalized } from './text.ts';

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A count as running text writes it: in words up to twelve ("four"), in digits above. */
export function countInWords(count: number): string {
  return WORDS[count] ?? String(count);
}

/** Things counted in words, opening a sentence: counted(3, 'step') is "Three steps". */
export function counted(count: number, singular: string): string {
  return `${capitalized(countInWords(count))} ${count === 1 ? singular : `${singular}s`}`;
}

/** The clinicians counted in words, opening a sentence ("One clinician", "Two clinicians"). */
export function cliniciansCount(count = PRACTICE.therapists.length): string {
  return counted(count, 'clinician');
}

/** The free consultation's length as an adjective: "a free <minutes>-minute consultation". */
export const CONSULTATION_LENGTH = `${PRACTICE.consultationMinutes}-minute`;

/**
 * The one name of every link to the free consultation, so a visitor meets one action under one name.
 * While the practice does not book here, the few buttons whose words the site's specification fixes keep
 * them (src/lib/therapists/next-step.ts names each).
 */
export const CONSULTATION_LABEL = 'Book a free consultation';
