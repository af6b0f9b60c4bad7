/**
 * Reads each clinician's calendar feed at start, every refreshMinutes and whenever asked (SIGHUP), and
 * keeps only what can still make the clinician busy: the events of today on and the recurring series,
 * each reduced to when and whether it is busy (feed-keep.ts), and their busy intervals over the days that
 * can be offered. No event's title, place or attendees stays in memory, and nothing of a feed is ever
 * stored. A feed is fetched by the calendar source its setting's form names (calendar-sources/: an
 * iCalendar address over http or https, a CalDAV calendar asked for the window, ...), within the same
 * limits whatever the source. Each read then runs in a worker thread within a budget (feed-job.ts), so a
 * feed of years of history or of hostile rules costs the event loop nothing. Conditional requests (ETag,
 * Last-Modified) make an unchanged calendar a 304, and the busy set is then computed again from the kept
 * events for the window of the day, as it is when a read fails. A feed that fails (too slow to answer or
 * to read, too large, refused, malformed, an HTTP error) keeps its last busy set until maxFeedAgeMinutes
 * after its last good read; after that its clinician offers nothing. Each change of a feed's state is
 * logged once, with the clinician's id and the kind of failure: a feed's address often holds the
 * calendar's secret, and its password may be in it, so neither is ever logged nor put in an error.
 */
import type { Interval } from '../../lib/booking/types.ts';
import type { Logger } from '../http/log.ts';
import {
  failureOf,
  readWithin,
  SourceFailure,
  type CalendarSource,
  type FeedFailure,
} from './calendar-sources/source.ts';
import { createFeedJobRunner, type FeedBudget, type FeedJob } from './feed-job.ts';
import { CALENDAR_SOURCES, sourceFor } from './source-registry.ts';

interface FeedState {
  busy: Interval[] | null;
  /** The feed's kept part (feed-keep.ts) from its last good read, to compute later windows from. */
  kept: string | null;
  /** When the feed last read well (200 parsed, or 304 over a busy set). */
  goodAt: number | null;
  etag: string | null;
  lastModified: string | null;
  /** What the log last said of it: ok, or a failure and whether its last busy set still counts. */
  said: string | null;
}

export interface FeedReaderOptions {
  feeds: ReadonlyMap<string, URL>;
  timeZone: string;
  /** How far ahead busy intervals are kept, in days (the booking's horizon). */
  horizonDays: number;
  maxAgeMs: number;
  refreshMs: number;
  /** Largest feed read, in bytes; a larger one is cut off. */
  maxBytes?: number;
  /** Longest a feed may take to answer and arrive. */
  timeoutMs?: number;
  /** Longest one feed's reading may take, and its worker's heap. */
  budget?: FeedBudget;
  now?: () => number;
  log: Logger;
  /** The calendar sources the feeds' forms are chosen among; every one of calendar-sources/ unless given. */
  sources?: readonly CalendarSource[];
}

export interface FeedReader {
  /** A clinician's busy intervals while the feed is fresh; null when it is not (offer nothing). */
  busy(clinicianId: string): Interval[] | null;
  /** Reads every feed once, now. Never throws. */
  refresh(): Promise<void>;
  /** Reads now and every refreshMs after (an unref'd timer). */
  start(): Promise<void>;
  stop(): void;
}

const DAY_MS = 86_400_000;

/** Limits that take ten years of a full caseload (20,000 events, about 10 MB) with room to spare. */
export const FEED_DEFAULTS = {
  maxBytes: 32 * 1024 * 1024,
  timeoutMs: 30_000,
  budget: { readMs: 20_000, memoryMb: 512 },
} as const;

/**
 * The instants a read at `at` computes busy time over (`window`: yesterday to a day past the horizon),
 * and those a source that reads part of a calendar asks for (`asked`): as long as its answer may stand,
 * since a failed read computes the busy time of a later window from this one's kept part until the feed
 * is stale.
 */
export function feedWindows(
  at: number,
  horizonDays: number,
  maxAgeMs: number,
): { window: Interval; asked: Interval } {
  const window = { start: at - DAY_MS, end: at + (horizonDays + 1) * DAY_MS };
  return { window, asked: { start: window.start, end: window.end + maxAgeMs } };
}

/** Read well; events left out as unreadable are counted, never described (a title is private). */
const sayOk = (log: Logger, clinician: string, state: FeedState, dropped: number) => {
  const said = `ok:${dropped}`;
  if (state.said === said) return;
  state.said = said;
  if (dropped === 0) log.info('booking.feed-ok', { clinician });
  else log.warn('booking.feed-ok', { clinician, eventsLeftOut: dropped });
};
const sayFailed = (
  log: Logger,
  clinician: string,
  state: FeedState,
  failure: FeedFailure,
  offersTimes: boolean,
) => {
  const said = `${failure}:${offersTimes}`;
  if (state.said === said) return;
  state.said = said;
  log.warn('booking.feed-failed', { clinician, failure, offersTimes });
};

/** A feed's setting and the source its form names. */
interface Feed {
  url: URL;
  source: CalendarSource;
}

/** Each feed with its source; a setting no source reads is refused by the clinician's id alone. */
function sourcedFeeds(feeds: ReadonlyMap<string, URL>, sources: readonly CalendarSource[]) {
  return new Map(
    [...feeds].map(([id, url]): [string, Feed] => {
      try {
        return [id, { url, source: sourceFor(url, sources) }];
      } catch (error) {
        throw new Error(`${id}'s calendar feed: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

/** The feed's new calendar, or null for an unchanged one (a 304 over a kept part). */
async function download(
  { url, source }: Feed,
  state: FeedState,
  window: Interval,
  { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number },
) {
  const previous = state.kept ? { etag: state.etag, lastModified: state.lastModified } : null;
  const answer = await readWithin(source, { url, window, previous, maxBytes }, timeoutMs);
  if (answer.changed) return answer;
  // Only a kept part can stand for an unchanged calendar; a source that says so without one is wrong.
  if (!state.kept) throw new SourceFailure('malformed');
  return null;
}

export function createFeedReader({
  feeds,
  timeZone,
  horizonDays,
  maxAgeMs,
  refreshMs,
  maxBytes = FEED_DEFAULTS.maxBytes,
  timeoutMs = FEED_DEFAULTS.timeoutMs,
  budget = FEED_DEFAULTS.budget,
  now = Date.now,
  log,
  sources = CALENDAR_SOURCES,
}: FeedReaderOptions): FeedReader {
  const states = new Map<string, FeedState>(
    [...feeds.keys()].map((id) => [
      id,
      { busy: null, kept: null, goodAt: null, etag: null, lastModified: null, said: null },
    ]),
  );
  const sourced = sourcedFeeds(feeds, sources);
  const runner = createFeedJobRunner(budget);
  let timer: ReturnType<typeof setInterval> | undefined;
  let reading: Promise<void> | null = null;

  const window = (at: number) => feedWindows(at, horizonDays, maxAgeMs).window;
  const asked = (at: number) => feedWindows(at, horizonDays, maxAgeMs).asked;

  /** The busy set of the window of `at`, from new text or from the kept part; the kept part with it. */
  async function compute(source: FeedJob['source'], at: number) {
    const result = await runner.run({ source, window: window(at), timeZone });
    if (!result.ok) throw new SourceFailure(result.failure);
    return result;
  }

  async function readOne(clinician: string, feed: Feed, state: FeedState) {
    try {
      const fresh = await download(feed, state, asked(now()), { timeoutMs, maxBytes });
      const at = now();
      const { kept, busy, dropped } = fresh
        ? await compute({ bytes: fresh.calendar }, at)
        : await compute({ kept: state.kept! }, at);
      Object.assign(
        state,
        { kept, busy, goodAt: at },
        fresh && { etag: fresh.etag ?? null, lastModified: fresh.lastModified ?? null },
      );
      sayOk(log, clinician, state, dropped);
    } catch (error) {
      const failure = failureOf(error) ?? 'unreachable';
      const stale = state.goodAt === null || now() - state.goodAt > maxAgeMs;
      if (stale) state.busy = null;
      else if (state.kept) {
        // The last good calendar still counts: its busy time follows the window as the days go by.
        state.busy = (await compute({ kept: state.kept }, now()).catch(() => null))?.busy ?? state.busy;
      }
      sayFailed(log, clinician, state, failure, !stale);
    }
  }

  async function refresh(): Promise<void> {
    reading ??= Promise.all(
      [...sourced].map(([id, feed]) => readOne(id, feed, states.get(id)!).catch(() => {})),
    ).then(() => {
      reading = null;
    });
    return reading;
  }

  return {
    busy(clinicianId) {
      const state = states.get(clinicianId);
      if (!state?.busy || state.goodAt === null || now() - state.goodAt > maxAgeMs) return null;
      return state.busy;
    },
    refresh,
    async start() {
      timer = setInterval(() => void refresh(), refreshMs);
      timer.unref();
      await refresh();
    },
    stop() {
      clearInterval(timer);
      runner.close();
    },
  };
}
