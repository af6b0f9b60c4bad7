/**
 * What a calendar source is: one way of fetching a clinician's calendar (an iCalendar address, a CalDAV
 * calendar, ...), chosen by the form of the feed's setting. Each module of this folder that exports a
 * `source` is one; the feed reader finds them by reading the folder (source-registry.ts), so a new source
 * is one new file here and no other file changes. A source only fetches: it hands back the calendar's
 * iCalendar text, and the reading of it (a worker thread within a budget, feed-keep.ts) is the same for
 * every source.
 *
 * This file imports nothing of the project's but node builtins: a source copied with it into another
 * folder (as a test does) still loads. A feed's address often holds the calendar's secret and its
 * password may be in it, so no source puts either in an error or a log line; a failure is only its kind.
 */

/** Why a feed could not be read; the log names only this, never the address. */
export type FeedFailure = 'timeout' | 'too-large' | 'too-slow' | 'unreachable' | 'malformed' | 'http-status';

const FAILURES: readonly FeedFailure[] = [
  'timeout',
  'too-large',
  'too-slow',
  'unreachable',
  'malformed',
  'http-status',
];

/** A read refused for one kind of reason; its message is that kind and nothing of the feed. */
export class SourceFailure extends Error {
  readonly failure: FeedFailure;
  constructor(failure: FeedFailure) {
    super(failure);
    this.name = 'SourceFailure';
    this.failure = failure;
  }
}

/**
 * The kind of a failure, recognised by its shape rather than its class: a copy of this folder loads its
 * own copy of this file, whose SourceFailure is another class.
 */
export function failureOf(error: unknown): FeedFailure | null {
  if (!(error instanceof Error) || error.name !== 'SourceFailure') return null;
  const failure = (error as { failure?: unknown }).failure;
  return FAILURES.includes(failure as FeedFailure) ? (failure as FeedFailure) : null;
}

export interface SourceRequest {
  /** The feed's setting, as the environment gives it (a secret: never logged). */
  url: URL;
  /**
   * The instants (ms) the booking may still need: a source that can ask for part of a calendar asks for
   * this; one that cannot reads it whole.
   */
  window: { start: number; end: number };
  /** What the last good read answered, for a conditional request; null when nothing of it is kept. */
  previous: { etag: string | null; lastModified: string | null } | null;
  /** Largest download, in bytes; a larger one is refused as too-large. */
  maxBytes: number;
  /** Aborted at the read's deadline; a source may abort it itself to stop a download it refuses. */
  abort: AbortController;
}

export type SourceAnswer =
  | {
      changed: true;
      /** The calendar as iCalendar text in UTF-8, handed to the reading's worker without a copy. */
      calendar: Uint8Array;
      etag?: string | null;
      lastModified?: string | null;
    }
  /** The calendar has not changed since `previous` (an HTTP 304): its kept part still stands. */
  | { changed: false };

export interface CalendarSource {
  /** A short name, for the documentation and for an error that names no address. */
  name: string;
  /** The forms of setting it reads, as the documentation and a refused setting's error say them. */
  forms: string;
  /** Whether a setting of this form is this source's; exactly one source may accept any setting. */
  accepts(url: URL): boolean;
  /** Fetches the calendar; throws a SourceFailure (any other error counts as unreachable). */
  read(request: SourceRequest): Promise<SourceAnswer>;
}

/** Whether a module's `source` export is a calendar source. */
export function isCalendarSource(value: unknown): value is CalendarSource {
  if (typeof value !== 'object' || value === null) return false;
  const source = value as Partial<CalendarSource>;
  return (
    typeof source.name === 'string' &&
    typeof source.forms === 'string' &&
    typeof source.accepts === 'function' &&
    typeof source.read === 'function'
  );
}

/**
 * Reads `source` within `timeoutMs`, from the request to the last byte: past it the read is aborted
 * and answered as a timeout, and any failure that is not a SourceFailure is unreachable.
 */
export async function readWithin(
  source: CalendarSource,
  request: Omit<SourceRequest, 'abort'>,
  timeoutMs: number,
): Promise<SourceAnswer> {
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(new SourceFailure('timeout')), timeoutMs);
  try {
    return await source.read({ ...request, abort });
  } catch (error) {
    const reason = failureOf(abort.signal.reason);
    if (reason) throw new SourceFailure(reason);
    throw new SourceFailure(failureOf(error) ?? 'unreachable');
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * The address fetch is given and the Authorization header: a calendar's address may carry its user and
 * password (https://user:password@host/...), which fetch refuses in an address, so they become a Basic
 * header and the address goes without them.
 */
export function basicAuthOf(url: URL): { href: string; authorization: string | null } {
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
export async function readCapped(
  response: Response,
  limit: number,
  abort: AbortController,
): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    abort.abort();
    throw new SourceFailure('too-large');
  }
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) {
      abort.abort();
      throw new SourceFailure('too-large');
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

/** Drops an answer's body that will not be read, so its connection is freed. */
export async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}
