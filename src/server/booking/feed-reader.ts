/**
 * Reads each clinician's calendar feed (iCalendar over http or https, CalDAV with a password among them)
 * at start, every refreshMinutes and whenever asked (SIGHUP), and keeps only what can still make the
 * clinician busy: the events of today on and the recurring series, each reduced to when and whether it
 * is busy (feed-keep.ts), and their busy intervals over the days that can be offered. No event's title,
 * place or attendees stays in memory, and nothing of a feed is ever stored. Each read runs in a worker
 * thread within a budget (feed-job.ts), so a feed of years of history or of hostile rules costs the
 * event loop nothing. Conditional requests (ETag, Last-Modified) make an unchanged calendar a 304, and
 * the busy set is then computed again from the kept events for the window of the day, as it is when a
 * read fails. A feed that fails (too slow to answer or to read, too large, refused, malformed, an HTTP
 * error) keeps its last busy set until maxFeedAgeMinutes after its last good read; after that its
 * clinician offers nothing until it reads again. Each change of a feed's state is logged once, with the
 * clinician's id and the kind of failure: a feed's address often holds the calendar's secret, and its
 * password may be in it, so neither is ever logged nor put in an error.
 */
import type { Interval } from '../../lib/booking/types.ts';
import type { Logger } from '../http/log.ts';
import { createFeedJobRunner, type FeedBudget, type FeedJob } from './feed-job.ts';

type FeedFailure = 'timeout' | 'too-large' | 'too-slow' | 'unreachable' | 'malformed' | 'http-status';

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

/** Limits that take ten years of a full caseload (20,000 events, about 10 MB) with room to spare. */
export const FEED_DEFAULTS = {
  maxBytes: 32 * 1024 * 1024,
  timeoutMs: 30_000,
  budget: { readMs: 20_000, memoryMb: 512 },
} as const;

/**
 * The address fetch is given and the Authorization header: a CalDAV address may carry its user and
 * password (https://user:password@host/...), which fetch refuses in an address, so they become a Basic
 * header and the address goes without them.
 */
function requestOf(url: URL): { href: string; authorization: string | null } {
  // A stray % that begins no escape is taken as written.
  const decoded = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  if (!url.username && !url.password) return { href: url.href, authorization: null };
  const bare = new URL(url.href);
  bare.username = '';
  bare.password = '';
  const pair = `${decoded(url.username)}:${decoded(url.password)}`;
  return { href: bare.href, authorization: `Basic ${Buffer.from(pair).toString('base64')}` };
}

/**
 * The body's bytes, up to `limit`: a larger one is refused as soon as it passes the limit. They are
 * copied into a buffer of their own, which the worker is given without a copy and decodes there.
 */
async function readCapped(response: Response, limit: number, abort: AbortController): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    abort.abort();
    throw new Refused('too-large');
  }
  if (!response.body) return new Uint8Array(0);
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
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
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

/** The feed's new text, or null for an unchanged calendar (a 304 over a kept part). */
async function download(
  request: { href: string; authorization: string | null },
  state: FeedState,
  { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number },
): Promise<{ bytes: Uint8Array; etag: string | null; lastModified: string | null } | null> {
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(new Refused('timeout')), timeoutMs);
  try {
    const headers: Record<string, string> = { Accept: 'text/calendar' };
    if (request.authorization) headers['Authorization'] = request.authorization;
    if (state.kept && state.etag) headers['If-None-Match'] = state.etag;
    if (state.kept && state.lastModified) headers['If-Modified-Since'] = state.lastModified;
    const response = await fetch(request.href, { headers, signal: abort.signal, redirect: 'follow' });
    if (response.status === 304 && state.kept) {
      await response.body?.cancel();
      return null;
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => {});
      throw new Refused('http-status');
    }
    const bytes = await readCapped(response, maxBytes, abort);
    return {
      bytes,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  } catch (error) {
    if (abort.signal.reason instanceof Refused) throw abort.signal.reason;
    throw error instanceof Refused ? error : new Refused('unreachable');
  } finally {
    clearTimeout(timeout);
  }
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
}: FeedReaderOptions): FeedReader {
  const states = new Map<string, FeedState>(
    [...feeds.keys()].map((id) => [
      id,
      { busy: null, kept: null, goodAt: null, etag: null, lastModified: null, said: null },
    ]),
  );
  const requests = new Map([...feeds].map(([id, url]) => [id, requestOf(url)]));
  const runner = createFeedJobRunner(budget);
  let timer: ReturnType<typeof setInterval> | undefined;
  let reading: Promise<void> | null = null;

  const window = (at: number): Interval => ({ start: at - DAY_MS, end: at + (horizonDays + 1) * DAY_MS });

  /** The busy set of the window of `at`, from new text or from the kept part; the kept part with it. */
  async function compute(source: FeedJob['source'], at: number) {
    const result = await runner.run({ source, window: window(at), timeZone });
    if (!result.ok) throw new Refused(result.failure);
    return result;
  }

  async function readOne(clinician: string, request: ReturnType<typeof requestOf>, state: FeedState) {
    try {
      const fresh = await download(request, state, { timeoutMs, maxBytes });
      const at = now();
      const { kept, busy, dropped } = fresh
        ? await compute({ bytes: fresh.bytes }, at)
        : await compute({ kept: state.kept! }, at);
      Object.assign(
        state,
        { kept, busy, goodAt: at },
        fresh && { etag: fresh.etag, lastModified: fresh.lastModified },
      );
      sayOk(log, clinician, state, dropped);
    } catch (error) {
      const failure = error instanceof Refused ? error.failure : 'unreachable';
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
      [...requests].map(([id, request]) => readOne(id, request, states.get(id)!).catch(() => {})),
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
