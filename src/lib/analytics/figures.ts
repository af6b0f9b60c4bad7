/**
 * The practice's figures for a period, from the daily counters: what `npm run report` prints (terminal,
 * --json, --html) and the weekly digest sends. Pure: the store's rows in, one plain object out, so the
 * rules (thresholds, percentiles, small cells) are tested without a database. `countFigures` adds the
 * rows up exactly; `buildFigures` gives what may leave the server: every output reads it, and no count
 * in it under 5 can be seen or worked back from the others (small-cells.ts).
 */
import { addDays, isoWeekday } from '../calendar/days.ts';
import { estimateKinds } from './origins.ts';
import { topicLabel } from './search-topics.ts';
import { REFERRER_CATEGORIES, type ReferrerCategory } from './referrer.ts';
import { SMALL_COUNT, protectCells, protectTable, type ProtectedCells } from './small-cells.ts';
import { VITAL_NAMES, histogramPercentile, vitalRating, type VitalName, type VitalRating } from './vitals.ts';
import { COUNTED_EVENTS, type CountedEvent } from './wire.ts';

export { SMALL_COUNT };

/** The counters' names (the store's `metric` column). */
export const METRICS = {
  /** Page views, by registry path ('other' for any other address). */
  view: 'view',
  /** Page views, by the page registry's kind. */
  kind: 'kind',
  /** Visits from outside the site, by referrer category. */
  referrer: 'referrer',
  /** Contact page views, a daily total (key ALL). */
  contactView: 'contact.view',
  /** Messages accepted, a daily total (key ALL). */
  contactAccepted: 'contact.accepted',
  /** Contact page views by the kind of page they came from, by month, by randomized response (origins.ts). */
  contactViewKind: 'contact.view.kind',
  /** Messages accepted by the kind of page the contact page was reached from, by month, likewise. */
  contactAcceptedKind: 'contact.accepted.kind',
  /** Counted actions, by name. */
  event: 'event',
  /** Searches that found nothing, by topic id (search-topics.ts): never their words. */
  search: 'search',
  /** Web vitals: `<kind> <metric> <bucket bound>`. */
  vital: 'vital',
} as const;

/** Any address the page registry does not have. */
export const OTHER_PAGE = 'other';

/** The key of a counter that is a total only. */
export const ALL = 'all';

export interface CountRow {
  day: string;
  metric: string;
  key: string;
  n: number;
}

interface ReplyCounts {
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

/** The exact counts of a period: they stay on the server (tests compare them with what was counted). */
export interface Counts {
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
    /** The months origins are counted in (their first days): the months the period touches. */
    months: { from: string; to: string };
    /** Messages accepted, by the kind recorded for where they came from (randomized: origins.ts). */
    recordedKinds: Record<string, number>;
    /** Contact page views, likewise. */
    recordedViewKinds: Record<string, number>;
  };
  events: Record<CountedEvent, number>;
  /** Searches that found nothing, by topic (its label from the vocabulary), most first. */
  searchesWithoutResults: { topic: string; label: string; count: number }[];
  /** Page kind → metric → 75th percentile (the upper bound of its bucket: ms, CLS unitless). */
  vitals: Record<string, Partial<Record<VitalName, number>>>;
  vitalsRating: Record<string, Partial<Record<VitalName, VitalRating>>>;
  /** Page kind → metric → how many page views measured it. */
  vitalsSamples: Record<string, Partial<Record<VitalName, number>>>;
  replies: ReplyCounts;
  /** The period's weeks (Monday to Sunday, the first and last cut to the period). */
  weeks: { from: string; to: string }[];
  /** Page kind → views in each week. */
  weeklyViewsByKind: Record<string, number[]>;
  /** Messages accepted in each week. */
  weeklyMessages: number[];
}

/** What may leave the server: `null` wherever a count is withheld (small-cells.ts). */
export interface Figures {
  from: string;
  to: string;
  /** Page views by path, most viewed first: pages with views withheld are left out, their sum is `rest`. */
  views: ProtectedCells;
  /** Page views by kind of page (the views by page added up by kind), likewise. */
  viewsByKind: ProtectedCells;
  /** Visits from outside the site, by where they came from (every category listed). */
  referrers: ProtectedCells;
  contact: {
    views: number | null;
    accepted: number | null;
    /** Messages accepted per contact page view; null unless both are at least 5. */
    share: number | null;
    months: { from: string; to: string };
    /**
     * Messages by the kind of page they came from, estimated (origins.ts) over `months`; null with too few
     * messages to tell.
     */
    kinds: ProtectedCells | null;
    /** Contact page views by the kind of page they came from, likewise. */
    viewKinds: ProtectedCells | null;
  };
  events: Record<CountedEvent, number | null>;
  /** Searches that found nothing, by topic, most first: a topic searched fewer than 5 times is left out. */
  searchesWithoutResults: { topic: string; label: string; count: number }[];
  /** Page kind → metric → 75th percentile, only from SMALL_COUNT measured views on. */
  vitals: Record<string, Partial<Record<VitalName, number>>>;
  vitalsRating: Record<string, Partial<Record<VitalName, VitalRating>>>;
  vitalsSamples: Record<string, Partial<Record<VitalName, number>>>;
  replies: {
    /** Null when fewer than 5. */
    answered: number | null;
    /** Null unless at least 5 replies stand behind them. */
    median: number | null;
    p90: number | null;
    unit: 'office hours';
    promise: number;
    /** Replies within the promise and after it; withheld as any small cells are. */
    withinPromise: number | null;
    afterPromise: number | null;
    held: boolean | null;
  };
  weeks: { from: string; to: string }[];
  /** Page kind (or OTHER_KINDS, the kinds withheld together) → views in each week. */
  weeklyViewsByKind: Record<string, (number | null)[]>;
  weeklyMessages: (number | null)[];
}

/** The row of the weekly trend that stands for the kinds of page withheld from the kinds' table. */
export const OTHER_KINDS = 'other kinds';

interface FigureInput {
  from: string;
  to: string;
  rows: readonly CountRow[];
  /** Office seconds each reply of the period took. */
  replySeconds: readonly number[];
  /** The reply promise, in office seconds. */
  promiseSeconds: number;
  /**
   * Registry path → kind of page. Views by kind are the views by page added up by kind (an address the
   * registry no longer has counts as OTHER_PAGE), so that a page's views are withheld with its kind's.
   */
  pages: ReadonlyMap<string, string>;
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
  const vitals: Counts['vitals'] = {};
  const vitalsRating: Counts['vitalsRating'] = {};
  const vitalsSamples: Counts['vitalsSamples'] = {};
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

/** The weeks (Monday to Sunday) from `from` to `to`, the first and last cut to the period. */
function weeksOf(from: string, to: string): { from: string; to: string }[] {
  const weeks: { from: string; to: string }[] = [];
  for (let start = from; start <= to;) {
    const sunday = addDays(start, 7 - isoWeekday(start));
    const end = sunday < to ? sunday : to;
    weeks.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return weeks;
}

/** The first day of a day's month. */
const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/** The period's exact counts (they stay on the server). */
export function countFigures({ from, to, rows, replySeconds, promiseSeconds, pages }: FigureInput): Counts {
  const kindOf = (page: string) => pages.get(page) ?? OTHER_PAGE;
  const inPeriod = rows
    .filter((row) => row.day >= from && row.day <= to)
    .flatMap((row) =>
      row.metric === METRICS.view
        ? [row, { ...row, metric: METRICS.kind, key: kindOf(row.key) }]
        : row.metric === METRICS.kind
          ? []
          : [row],
    );
  // Origins are counted by month: the figures cover every month the period touches.
  const months = { from: monthOf(from), to: monthOf(to) };
  const inMonths = rows.filter((row) => row.day >= months.from && row.day <= to);
  const referrers = tally(inPeriod, METRICS.referrer);
  const events = tally(inPeriod, METRICS.event);
  const searches = Object.entries(tally(inPeriod, METRICS.search)).map(([topic, count]) => ({
    topic,
    label: topicLabel(topic),
    count,
  }));
  const within = replySeconds.filter((seconds) => seconds <= promiseSeconds).length;
  const weeks = weeksOf(from, to);
  const weekly = (metric: string) => {
    const byKey: Record<string, number[]> = {};
    for (const row of inPeriod) {
      if (row.metric !== metric) continue;
      const week = weeks.findIndex((w) => row.day >= w.from && row.day <= w.to);
      (byKey[row.key] ??= weeks.map(() => 0))[week]! += row.n;
    }
    return byKey;
  };
  const weeklyMessages = Object.values(weekly(METRICS.contactAccepted)).reduce(
    (total, counts) => total.map((n, i) => n + counts[i]!),
    weeks.map(() => 0),
  );
  return {
    from,
    to,
    views: tally(inPeriod, METRICS.view),
    viewsByKind: tally(inPeriod, METRICS.kind),
    referrers: Object.fromEntries(
      REFERRER_CATEGORIES.map((category) => [category, referrers[category] ?? 0]),
    ) as Record<ReferrerCategory, number>,
    contact: {
      views: sum(tally(inPeriod, METRICS.contactView)),
      accepted: sum(tally(inPeriod, METRICS.contactAccepted)),
      months,
      recordedKinds: tally(inMonths, METRICS.contactAcceptedKind),
      recordedViewKinds: tally(inMonths, METRICS.contactViewKind),
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
    weeks,
    weeklyViewsByKind: weekly(METRICS.kind),
    weeklyMessages,
  };
}

/** A single count as it may travel: null under SMALL_COUNT (0 is shown). */
const single = (n: number) => (n > 0 && n < SMALL_COUNT ? null : n);

/** Leaves out a sparse group's withheld keys: they are not listed, only their sum. */
function listed(shown: ProtectedCells): ProtectedCells {
  return { ...shown, cells: Object.fromEntries(Object.entries(shown.cells).filter(([, n]) => n !== null)) };
}

/** Page views by kind, then each kind's pages, each within its kind: a withheld kind withholds its pages. */
function protectViews(counts: Counts, pages: ReadonlyMap<string, string>) {
  const kinds = protectCells(counts.viewsByKind);
  const byKind = new Map<string, Record<string, number>>();
  for (const [page, n] of Object.entries(counts.views)) {
    const kind = pages.get(page) ?? OTHER_PAGE;
    byKind.set(kind, { ...byKind.get(kind), [page]: n });
  }
  const cells: Record<string, number | null> = {};
  for (const [kind, views] of byKind) {
    const shown =
      kinds.cells[kind] === null || kinds.cells[kind] === undefined
        ? Object.fromEntries(Object.keys(views).map((page) => [page, null]))
        : protectCells(views).cells;
    Object.assign(cells, shown);
  }
  const ordered = Object.fromEntries(Object.keys(counts.views).map((page) => [page, cells[page] ?? null]));
  const withheld = Object.entries(ordered).filter(([, n]) => n === null);
  const rest = withheld.reduce((total, [page]) => total + counts.views[page]!, 0);
  const total = kinds.total;
  return {
    views: listed({ cells: ordered, rest: total === null || withheld.length === 0 ? null : rest, total }),
    viewsByKind: listed(kinds),
  };
}

/** The weekly views of each kind shown, and of the withheld kinds together, as a protected table. */
function protectWeeklyViews(counts: Counts, kinds: ProtectedCells) {
  const table: Record<string, Record<string, number>> = {};
  for (const [kind, weeks] of Object.entries(counts.weeklyViewsByKind)) {
    const row = kinds.cells[kind] === undefined || kinds.cells[kind] === null ? OTHER_KINDS : kind;
    const cells = (table[row] ??= {});
    weeks.forEach((n, i) => (cells[String(i)] = (cells[String(i)] ?? 0) + n));
  }
  if (kinds.total === null) return {};
  const shown = protectTable(table);
  return Object.fromEntries(
    Object.entries(shown).map(([kind, weeks]) => [kind, counts.weeks.map((_, i) => weeks[String(i)] ?? 0)]),
  );
}

/** The period's figures as they may leave the server. */
export function buildFigures(input: FigureInput): Figures {
  const counts = countFigures(input);
  const { views, viewsByKind } = protectViews(counts, input.pages);
  const { contact, replies } = counts;
  const estimated = (recorded: Record<string, number>) => {
    const estimates = estimateKinds(recorded);
    return estimates === null ? null : listed(protectCells(estimates));
  };
  const answered = single(replies.answered);
  const enoughReplies = replies.answered >= SMALL_COUNT;
  const promise = protectCells({
    within: replies.withinPromise,
    after: replies.answered - replies.withinPromise,
  });
  const messages = protectCells(Object.fromEntries(counts.weeklyMessages.map((n, i) => [String(i), n])));
  const shownVitals = <T>(record: Record<string, Partial<Record<VitalName, T>>>) =>
    Object.fromEntries(
      Object.entries(record)
        .map(([kind, metrics]) => [
          kind,
          Object.fromEntries(
            Object.entries(metrics).filter(
              ([name]) => (counts.vitalsSamples[kind]?.[name as VitalName] ?? 0) >= SMALL_COUNT,
            ),
          ),
        ])
        .filter(([, metrics]) => Object.keys(metrics as object).length > 0),
    ) as Record<string, Partial<Record<VitalName, T>>>;
  // The contact page's own row in the views by page gives its views too: withheld there, withheld here.
  const contactWithheld = Object.entries(counts.views).some(
    ([page, n]) => n === contact.views && views.cells[page] === undefined,
  );
  const contactViews = contactWithheld ? null : single(contact.views);
  const accepted = single(contact.accepted);
  return {
    from: counts.from,
    to: counts.to,
    views,
    viewsByKind,
    referrers: protectCells(counts.referrers),
    contact: {
      views: contactViews,
      accepted,
      share:
        contactViews !== null && contact.views >= SMALL_COUNT && contact.accepted >= SMALL_COUNT
          ? Math.round((contact.accepted / contact.views) * 1000) / 1000
          : null,
      months: contact.months,
      kinds: estimated(contact.recordedKinds),
      viewKinds: estimated(contact.recordedViewKinds),
    },
    events: Object.fromEntries(Object.entries(counts.events).map(([name, n]) => [name, single(n)])) as Record<
      CountedEvent,
      number | null
    >,
    searchesWithoutResults: counts.searchesWithoutResults.filter(({ count }) => count >= SMALL_COUNT),
    vitals: shownVitals(counts.vitals),
    vitalsRating: shownVitals(counts.vitalsRating),
    vitalsSamples: shownVitals(counts.vitalsSamples),
    replies: {
      answered,
      median: enoughReplies ? replies.median : null,
      p90: enoughReplies ? replies.p90 : null,
      unit: 'office hours',
      promise: replies.promise,
      withinPromise: enoughReplies ? promise.cells['within']! : null,
      afterPromise: enoughReplies ? promise.cells['after']! : null,
      held: enoughReplies ? replies.held : null,
    },
    weeks: counts.weeks,
    weeklyViewsByKind: protectWeeklyViews(counts, viewsByKind),
    weeklyMessages: counts.weeklyMessages.map((_, i) =>
      messages.total === null || accepted === null ? null : messages.cells[String(i)]!,
    ),
  };
}

/** A count withheld alone: it is under SMALL_COUNT. */
const FEWER = `fewer than ${SMALL_COUNT}`;
/** A count withheld in a group: under SMALL_COUNT, or withheld so that one under it cannot be worked out. */
const WITHHELD = 'withheld';

/** A count as it may travel: null (withheld, under 5) reads "fewer than 5". */
export function shownCount(count: number | null): string {
  return count === null || (count > 0 && count < SMALL_COUNT) ? FEWER : count.toLocaleString('en-US');
}

/** A count of a group as it may travel: null reads "withheld" (it may be 5 or more, withheld with a smaller one). */
export function shownCell(count: number | null): string {
  return count === null || (count > 0 && count < SMALL_COUNT) ? WITHHELD : count.toLocaleString('en-US');
}

/**
 * How a count changed from the period before, as it may travel: "+12%", "−3%", "no change", or null when
 * either count is withheld or small (a change between two small counts would give them away).
 */
export function shownChange(current: number | null, previous: number | null): string | null {
  if (current === null || previous === null || current < SMALL_COUNT || previous < SMALL_COUNT) return null;
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return 'no change';
  return change > 0 ? `+${change}%` : `−${Math.abs(change)}%`;
}
