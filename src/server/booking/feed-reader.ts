/**
 * Reads each clinician's calendar feed (iCalendar over http or https) at start and every refreshMinutes,
 * and keeps only the busy intervals of the days that can be offered: no event's title, place or
 * attendees stays in memory, and nothing of a feed is ever stored. Conditional requests (ETag,
 * Last-Modified) make an unchanged calendar a 304 that keeps the last busy set fresh. A feed that fails
 * (too slow, too large, refused, malformed, an HTTP error) keeps its last busy set until maxFeedAgeMinutes
 * after its last good read; after that its clinician offers nothing until it reads again. Each change of a
 * feed's state is logged once, with the clinician's id and the kind of failure: a feed's address often
 * holds the calendar's secret, so it is never logged nor put in an error.
 */
import { busyIntervals, FeedFormatError } from '../../lib/booking/busy.ts';
import type { Interval } from '../../lib/booking/types.ts';
import type { Logger } from '../http/log.ts';

type FeedFailure = 'timeout' | 'too-large' | 'unreachable' | 'malformed' | 'http-status';

interface FeedState {
  busy: Interval[] | null;
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
  timeoutMs?: number;
  now?: () => number;
  log: Logger;
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

class Refused extends Error {
  readonly failure: FeedFailure;
  constructor(failure: FeedFailure) {
    super(failure);
    this.failure = failure;
  }
}

/** The body, up to `limit` bytes: a larger one is refused as soon as it passes the limit. */
async function readCapped(response: Response, limit: number, abort: AbortController): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    abort.abort();
    throw new Refused('too-large');
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) {
      abort.abort();
      throw new Refused('too-large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createFeedReader({
  feeds,
  timeZone,
  horizonDays,
  maxAgeMs,
  refreshMs,
  maxBytes = 2 * 1024 * 1024,
  timeoutMs = 10_000,
  now = Date.now,
  log,
}: FeedReaderOptions): FeedReader {
  const states = new Map<string, FeedState>(
    [...feeds.keys()].map((id) => [
      id,
      { busy: null, goodAt: null, etag: null, lastModified: null, said: null },
    ]),
  );
  let timer: ReturnType<typeof setInterval> | undefined;
  let reading: Promise<void> | null = null;

  const sayOk = (clinician: string, state: FeedState) => {
    if (state.said === 'ok') return;
    state.said = 'ok';
    log.info('booking.feed-ok', { clinician });
  };
  const sayFailed = (clinician: string, state: FeedState, failure: FeedFailure, offersTimes: boolean) => {
    const said = `${failure}:${offersTimes}`;
    if (state.said === said) return;
    state.said = said;
    log.warn('booking.feed-failed', { clinician, failure, offersTimes });
  };

  async function readOne(clinician: string, url: URL, state: FeedState): Promise<void> {
    const abort = new AbortController();
    const timeout = setTimeout(() => abort.abort(new Refused('timeout')), timeoutMs);
    try {
      const headers: Record<string, string> = { Accept: 'text/calendar' };
      if (state.busy && state.etag) headers['If-None-Match'] = state.etag;
      if (state.busy && state.lastModified) headers['If-Modified-Since'] = state.lastModified;
      const response = await fetch(url, { headers, signal: abort.signal, redirect: 'follow' });
      if (response.status === 304 && state.busy) {
        await response.body?.cancel();
        state.goodAt = now();
        sayOk(clinician, state);
        return;
      }
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => {});
        throw new Refused('http-status');
      }
      const text = await readCapped(response, maxBytes, abort);
      const at = now();
      state.busy = busyIntervals(
        text,
        { start: at - DAY_MS, end: at + (horizonDays + 1) * DAY_MS },
        timeZone,
      );
      state.goodAt = at;
      state.etag = response.headers.get('etag');
      state.lastModified = response.headers.get('last-modified');
      sayOk(clinician, state);
    } catch (error) {
      const failure: FeedFailure =
        abort.signal.reason instanceof Refused
          ? abort.signal.reason.failure
          : error instanceof Refused
            ? error.failure
            : error instanceof FeedFormatError
              ? 'malformed'
              : 'unreachable';
      const stale = state.goodAt === null || now() - state.goodAt > maxAgeMs;
      if (stale) state.busy = null;
      sayFailed(clinician, state, failure, !stale);
    } finally {
      clearTimeout(timeout);
    }
  }

  async function refresh(): Promise<void> {
    reading ??= Promise.all(
      [...feeds].map(([id, url]) => readOne(id, url, states.get(id)!).catch(() => {})),
    ).then(
      () => {
        reading = null;
      },
      () => {
        reading = null;
      },
    );
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
    },
  };
}
