/** How the figures' names read to the practice, in the report and the digest. */
import type { ReferrerCategory } from './referrer.ts';
import type { VitalName, VitalRating } from './vitals.ts';
import { FROM_OUTSIDE, type CountedEvent } from './wire.ts';
import { OTHER_PAGE } from './figures.ts';

export const REFERRER_LABELS: Record<ReferrerCategory, string> = {
  search: 'Search engine',
  directory: 'Therapist directory',
  social: 'Social media',
  website: 'Another website',
  none: 'No referrer (typed, bookmarked, an app or an email)',
};

export const EVENT_LABELS: Record<CountedEvent, string> = {
  answer_cta_click: '"Book a Private Consult" clicks',
  finder_use: 'Clinician finder uses',
  estimator_use: 'Fee estimator uses',
  quick_exit: 'Quick exit presses',
};

export const RATING_LABELS: Record<VitalRating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};

/** A kind of page (the registry's kinds, and the kinds of origin) as the practice reads it. */
const KIND_LABELS: Record<string, string> = {
  home: 'the home page',
  page: 'the practice’s pages (services, about, fees and the like)',
  profile: 'clinicians’ profiles',
  legal: 'notices and policies',
  article: 'articles',
  answer: 'answers',
  listing: 'lists of articles or answers',
  placeholder: 'placeholder pages',
  utility: 'search and other utility pages',
  error: 'error pages',
  [OTHER_PAGE]: 'any other address',
  [FROM_OUTSIDE]: 'straight from outside the site',
};

export const kindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind;

/** A page key as the practice reads it: a path, or what the special keys stand for. */
export function pageLabel(key: string): string {
  if (key === OTHER_PAGE) return 'any other address';
  if (key === FROM_OUTSIDE) return 'straight from outside the site';
  return key;
}

/** A vital's figure with its unit: "1.2 s", "180 ms", "0.05". */
export function vitalText(name: VitalName, value: number): string {
  if (name === 'CLS') return String(value);
  return value >= 1000 ? `${(value / 1000).toLocaleString('en-US')} s` : `${value} ms`;
}
