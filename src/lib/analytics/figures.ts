/**
 * The practice's figures for a period, from the daily counters: what `npm run report` prints (terminal,
 * --json, --html) and the weekly digest sends. Pure: the store's rows in, one plain object out, so the
 * rules (thresholds, percentiles, "fewer than 5") are tested without a database.
 */
import { topicLabel } from './search-topics.ts';
import { COUNTED_EVENTS, type CountedEvent } from './wire.ts';
import { REFERRER_CATEGORIES, type ReferrerCategory } from './referrer.ts';
import { VITAL_NAMES, histogramPercentile, vitalRating, type VitalName, type VitalRating } from './vitals.ts';

/** The counters' names (the store's `metric` column). */
export const METRICS = {
  /** Page views, by registry path ('other' for any other address). */
  view: 'view',
  /** Page views, by the page registry's kind. */
  kind: 'kind',
  /** Visits from outside the site, by referrer category. */
  referrer: 'referrer',
  /** Contact page views, by the page they came from. */
  contactView: 'contact.view',
  /** Messages accepted, by the page the contact page was reached from. */
  contactAccepted: 'contact.accepted',
  /** Counted actions, by name. */
  event: 'event',
  /** Searches that found nothing, by topic id (search-topics.ts): never their words. */
  search: 'search',
  /** Web vitals: `<kind> <metric> <bucket bound>`. */
  vital: 'vital',
} as const;

/** Any address the page registry does not have. */
export const OTHER_PAGE = 'other';

/** Where figures travel (the digest, the HTML page), a count below this is shown as "fewer than 5". */
export const SMALL_COUNT = 5;

export interface CountRow {
  day: string;
  metric: string;
  key: string;
  n: number;
}

interface ReplyFigures {
  /** Messages marked as answered in the period. */
  answered: number;
  /** Office hours from receipt to the reply, median and 90th percentile; null with no reply. */
  median: number | null;
  p90: number | null;
  unit: 'office hours';
  /** The printed promise, in office hours. */
  promise: number;
  withinPromise: number;
  /** Every reply of the period came within the promise; null with no reply. */
  held: boolean | null;
}

export interface Figures {
  from: string;
  to: string;
  /** Page views by path, most viewed first. */
  views: Record<string, number>;
  viewsByKind: Record<string, number>;
  /** Visits from outside the site, by where they came from. */
  referrers: Record<ReferrerCategory, number>;
  contact: {
    views: number;
    accepted: number;
    /** Messages accepted per contact page view; null without views. */
    share: number | null;
    /** Messages accepted, by the page the visitor came to the contact page from. */
    from: Record<string, number>;
    /** Contact page views, by the page they came from. */
    viewsFrom: Record<string, number>;
  };
  events: Record<CountedEvent, number>;
  /** Searches that found nothing, by topic (its label from the vocabulary), most first. */
  searchesWithoutResults: { topic: string; label: string; count: number }[];
  /** Page kind → metric → 75th percentile (the upper bound of its bucket: ms, CLS unitless). */
  vitals: Record<string, Partial<Record<VitalName, number>>>;
  vitalsRating: Record<string, Partial<Record<VitalName, VitalRating>>>;
  /** Page kind → metric → how many page views measured it. */
  vitalsSamples: Record<string, Partial<Record<VitalName, number>>>;
  replies: ReplyFigures;
}

interface FigureInput {
  from: string;
  to: string;
  rows: readonly CountRow[];
  /** Office seconds each reply of the period took. */
  replySeconds: readonly number[];
  /** The reply promise, in office seconds. */
  promiseSeconds: number;
}

/** Counts of a metric by key, largest first (ties by key). */
function tally(rows: readonly CountRow[], metric: string): Record<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) if (row.metric === metric) totals.set(row.key, (totals.get(row.key) ?? 0) + row.n);
  return Object.fromEntries([...totals].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);

/** The p-th percentile of figures by linear interpolation between closest ranks; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

const hours = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 360) / 10);

function vitalFigures(rows: readonly CountRow[]) {
  const histograms = new Map<string, Map<VitalName, Map<number, number>>>();
  for (const row of rows) {
    if (row.metric !== METRICS.vital) continue;
    const [kind, name, bound] = row.key.split(' ') as [string, VitalName, string];
    if (!VITAL_NAMES.includes(name)) continue;
    const byName = histograms.get(kind) ?? new Map<VitalName, Map<number, number>>();
    histograms.set(kind, byName);
    const histogram = byName.get(name) ?? new Map<number, number>();
    byName.set(name, histogram);
    histogram.set(Number(bound), (histogram.get(Number(bound)) ?? 0) + row.n);
  }
  const vitals: Figures['vitals'] = {};
  const vitalsRating: Figures['vitalsRating'] = {};
  const vitalsSamples: Figures['vitalsSamples'] = {};
  for (const [kind, byName] of [...histograms].sort(([a], [b]) => a.localeCompare(b))) {
    vitals[kind] = {};
    vitalsRating[kind] = {};
    vitalsSamples[kind] = {};
    for (const name of VITAL_NAMES) {
      const histogram = byName.get(name);
      const p75 = histogram ? histogramPercentile(histogram, 0.75) : null;
      if (p75 === null) continue;
      vitals[kind][name] = p75;
      vitalsRating[kind][name] = vitalRating(name, p75);
      vitalsSamples[kind][name] = [...histogram!.values()].reduce((total, n) => total + n, 0);
    }
  }
  return { vitals, vitalsRating, vitalsSamples };
}

export function buildFigures({ from, to, rows, replySeconds, promiseSeconds }: FigureInput): Figures {
  const inPeriod = rows.filter((row) => row.day >= from && row.day <= to);
  const referrers = tally(inPeriod, METRICS.referrer);
  const events = tally(inPeriod, METRICS.event);
  const contactFrom = tally(inPeriod, METRICS.contactAccepted);
  const contactViewsFrom = tally(inPeriod, METRICS.contactView);
  const contactViews = sum(contactViewsFrom);
  const accepted = sum(contactFrom);
  const searches = Object.entries(tally(inPeriod, METRICS.search)).map(([topic, count]) => ({
    topic,
    label: topicLabel(topic),
    count,
  }));
  const within = replySeconds.filter((seconds) => seconds <= promiseSeconds).length;
  return {
    from,
    to,
    views: tally(inPeriod, METRICS.view),
    viewsByKind: tally(inPeriod, METRICS.kind),
    referrers: Object.fromEntries(
      REFERRER_CATEGORIES.map((category) => [category, referrers[category] ?? 0]),
    ) as Record<ReferrerCategory, number>,
    contact: {
      views: contactViews,
      accepted,
      share: contactViews > 0 ? Math.round((accepted / contactViews) * 1000) / 1000 : null,
      from: contactFrom,
      viewsFrom: contactViewsFrom,
    },
    events: Object.fromEntries(COUNTED_EVENTS.map((name) => [name, events[name] ?? 0])) as Record<
      CountedEvent,
      number
    >,
    searchesWithoutResults: searches,
    ...vitalFigures(inPeriod),
    replies: {
      answered: replySeconds.length,
      median: hours(percentile(replySeconds, 0.5)),
      p90: hours(percentile(replySeconds, 0.9)),
      unit: 'office hours',
      promise: hours(promiseSeconds)!,
      withinPromise: within,
      held: replySeconds.length === 0 ? null : within === replySeconds.length,
    },
  };
}

/** A count as it may travel (email, HTML page): under SMALL_COUNT it reads "fewer than 5". */
export function shownCount(count: number): string {
  return count < SMALL_COUNT ? `fewer than ${SMALL_COUNT}` : count.toLocaleString('en-US');
}

/**
 * How a count changed from the period before, as it may travel: "+12%", "−3%", "no change", or null when
 * either count is small (a change between two small counts would give them away) or there was none before.
 */
export function shownChange(current: number, previous: number): string | null {
  if (current < SMALL_COUNT || previous < SMALL_COUNT) return null;
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return 'no change';
  return change > 0 ? `+${change}%` : `−${Math.abs(change)}%`;
}
