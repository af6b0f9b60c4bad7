/**
 * What a page's beacon carries to the counting endpoint, and what the endpoint accepts: one small JSON
 * object per page view, sent once as the page is left. Nothing in it can tell one visitor from another:
 * the page's path (never its query or fragment), where the visit came from as a category, the contact
 * page's previous page, the names of counted actions, the topic ids of searches that found nothing
 * (search-topics.ts: never their words), and the page's web vitals. Shared by the beacon (src/client/beacon.ts), the endpoint
 * (src/server/analytics/beacon-handler.ts) and the tests.
 */
import type { ReferrerCategory } from './referrer.ts';
import type { VitalName } from './vitals.ts';

/**
 * The counting endpoint, beside the contact endpoint. The beacon posts here unless PUBLIC_COUNT_ENDPOINT
 * names another host; the Astro route that answers it lives at the same path under src/pages.
 */
export const COUNT_ENDPOINT = '/functions/v1/count';

/** The "Mark as answered" link of each contact email opens this address (a page with one button). */
export const ANSWERED_ENDPOINT = '/functions/v1/answered';

/** Where the contact page was reached from when the page before it was not one of this site's. */
export const FROM_OUTSIDE = 'outside';

/** Actions a page counts by name: the answers' "Book a Private Consult", the finder, the estimator, the quick exit. */
export const COUNTED_EVENTS = ['answer_cta_click', 'finder_use', 'estimator_use', 'quick_exit'] as const;
export type CountedEvent = (typeof COUNTED_EVENTS)[number];

/** Bounds the endpoint holds a beacon to; a page sends far less (a few hundred bytes). */
export const BEACON_LIMITS = {
  bytes: 2048,
  path: 300,
  events: 20,
  searches: 5,
  /** The longest topic id: `site:` and a word of the site's. */
  topic: 64,
} as const;

export interface Beacon {
  /** The page's path: location.pathname. */
  p: string;
  /** Where the visit came from, when the previous page was not one of this site's. */
  r?: ReferrerCategory | undefined;
  /** The contact page only: the path of this site's page it was reached from, or FROM_OUTSIDE. */
  f?: string | undefined;
  /** Counted actions, in order. */
  e?: CountedEvent[];
  /** The topic id of each search on the page that found nothing (search-topics.ts). */
  s?: string[];
  /** The page's web vitals (milliseconds; CLS unitless). */
  v?: Partial<Record<VitalName, number>>;
}

/**
 * What a search reports to the page's counter: its topic (search-topics.ts), whether it found anything,
 * and its words (`topicWords`), which stay in the page: the counter only compares them, so a search still
 * being typed replaces the one it grew from. The beacon carries the topic alone.
 */
interface SearchOutcome {
  words: string;
  topic: string;
  found: boolean;
}

/**
 * The page's counter, set by the beacon when counting is on: islands and page scripts tell it about a
 * counted action or a search's outcome. Absent when counting is off or the visitor opted out, so every
 * caller writes `window.siteCount?.(...)`. A global rather than an import: a module shared by the inline
 * beacon and an island would become a script file of its own, loaded before interaction.
 */
type SiteCount = (what: CountedEvent | SearchOutcome) => void;

declare global {
  interface Window {
    siteCount?: SiteCount;
  }
}
