/**
 * The counting endpoint (COUNT_ENDPOINT), a plain function from Request to Response like the contact
 * endpoint's. A page's beacon is checked against the known fields, event names, referrer categories and
 * bounds, its page is mapped onto the page registry, and its figures are added to today's counters in
 * memory (counter.ts); nothing about the request itself (address, user agent, time) is kept.
 *
 * Only a browser on one of the site's pages is counted (cross-site.ts's `isFromOurPages`); a known
 * crawler's beacon (the `isbot` package's list) is answered but not counted. Every key a beacon adds to
 * comes from a fixed set: the registry's paths and kinds (else "other"), referrer categories, event names
 * (each once per page view), the search vocabulary's topic ids (search-topics.ts, else "other") and the
 * vitals' buckets. So no text a beacon carries is ever stored, and none reaches the report or the digest.
 *
 * Answers: 204 when counted (or deliberately not: a browser sending Global Privacy Control or Do Not
 * Track, a crawler); 400 for a beacon the endpoint does not know; 403 from another site's page or from no
 * browser; 404 when counting is switched off; 405 for other methods; 408, 413, 415 and 429 as the contact
 * endpoint gives them. Every refusal is JSON `{ok: false, error}`.
 */
import { z } from 'astro/zod';
import { isbot } from 'isbot';
import { knownTopic } from '../../lib/analytics/search-topics.ts';
import { countedOrigin, countedPage, type PageKinds } from '../../lib/analytics/counted-page.ts';
import { ALL, METRICS, OTHER_PAGE } from '../../lib/analytics/figures.ts';
import { originKind, randomizedKind, secureRandom } from '../../lib/analytics/origins.ts';
import { REFERRER_CATEGORIES } from '../../lib/analytics/referrer.ts';
import { VITAL_NAMES, vitalBucket, type VitalName } from '../../lib/analytics/vitals.ts';
import { BEACON_LIMITS, COUNTED_EVENTS, FROM_OUTSIDE } from '../../lib/analytics/wire.ts';
import { clientAddress } from '../http/client-address.ts';
import { isFromOurPages } from '../http/cross-site.ts';
import { asksNotToBeTracked } from '../http/opt-out.ts';
import { createRateLimiter, type RateLimiter } from '../http/rate-limiter.ts';
import { readBodyWithLimit, type BodyRead, type ReadBodyOptions } from '../http/read-body.ts';
import type { Counter } from './counter.ts';

export const BEACON_ERRORS = {
  method: 'This address only accepts page-view beacons sent with POST.',
  off: 'This site does not count page views.',
  crossSite: 'Beacons can only be sent by a browser from our own website.',
  mediaType: 'Please send the beacon as JSON (Content-Type: text/plain or application/json).',
  tooLarge: `A beacon is at most ${BEACON_LIMITS.bytes} bytes.`,
  tooSlow: 'The beacon took too long to arrive.',
  unreadable: 'The beacon did not arrive completely.',
  json: 'The beacon is not valid JSON.',
  rateLimited: 'Too many beacons from your connection. Please wait a minute.',
} as const;

const address = z.string().startsWith('/').max(BEACON_LIMITS.path);
const milliseconds = z.number().min(0).max(600_000);

const beaconSchema = z.strictObject({
  p: address,
  r: z.enum(REFERRER_CATEGORIES).optional(),
  f: z.union([address, z.literal(FROM_OUTSIDE)]).optional(),
  e: z.array(z.enum(COUNTED_EVENTS)).max(BEACON_LIMITS.events).optional(),
  s: z.array(z.string().max(BEACON_LIMITS.topic)).max(BEACON_LIMITS.searches).optional(),
  v: z
    .strictObject({
      LCP: milliseconds.optional(),
      INP: milliseconds.optional(),
      CLS: z.number().min(0).max(100).optional(),
      FCP: milliseconds.optional(),
      TTFB: milliseconds.optional(),
    })
    .optional(),
});

type CountableBeacon = z.output<typeof beaconSchema>;

export interface BeaconHandlerOptions {
  /** Null while counting is switched off: every beacon is then answered 404. */
  counter: Counter | null;
  /** The registry's pages and their kinds. */
  pages: PageKinds;
  /** The site's words (the build's /search-words.json): `site:` topics the endpoint takes. */
  siteWords?: ReadonlySet<string>;
  rateLimit: { limit: number; windowMs: number } | RateLimiter;
  trustProxyHops?: number;
  allowedOrigins?: readonly string[];
  bodyTimeoutMs?: number;
}

/**
 * A beacon's request, whichever server received it: a Fetch API Request (Astro's route) or Node's own
 * (scripts/start.ts answers the endpoint before Astro: a beacon then costs no Request object and no route
 * lookup, which at 500 beacons a second is the difference).
 */
export interface BeaconRequest {
  method: string;
  url: string;
  headers: Pick<Headers, 'get'>;
  /** Reads the body up to a limit and within a deadline (read-body.ts's rules). */
  read(options: ReadBodyOptions): Promise<BodyRead>;
  /** The socket's remote address. */
  address?: string | undefined;
}

export interface BeaconAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export type BeaconHandler = (request: BeaconRequest) => Promise<BeaconAnswer>;

/** Adds a beacon's figures to today's counters. */
function countBeacon(
  counter: Counter,
  pages: PageKinds,
  siteWords: ReadonlySet<string>,
  beacon: CountableBeacon,
): void {
  const page = countedPage(beacon.p, pages);
  const kind = pages.get(page) ?? OTHER_PAGE;
  counter.add(METRICS.view, page);
  counter.add(METRICS.kind, kind);
  if (beacon.r) counter.add(METRICS.referrer, beacon.r);
  if (beacon.f !== undefined) {
    counter.add(METRICS.contactView, ALL);
    const origin = originKind(countedOrigin(beacon.f, pages), pages);
    counter.addToMonth(METRICS.contactViewKind, randomizedKind(origin, secureRandom));
  }
  // Once per page view: that an action was used, not how often.
  for (const event of new Set(beacon.e)) counter.add(METRICS.event, event);
  for (const topic of new Set((beacon.s ?? []).map((id) => knownTopic(id, siteWords)))) {
    counter.add(METRICS.search, topic);
  }
  for (const [name, value] of Object.entries(beacon.v ?? {}) as [VitalName, number][]) {
    if (VITAL_NAMES.includes(name)) counter.add(METRICS.vital, `${kind} ${name} ${vitalBucket(name, value)}`);
  }
}

export function createBeaconHandler({
  counter,
  pages,
  siteWords = new Set(),
  rateLimit,
  trustProxyHops = 0,
  allowedOrigins = [],
  bodyTimeoutMs = 5000,
}: BeaconHandlerOptions): BeaconHandler {
  const limiter: RateLimiter = 'take' in rateLimit ? rateLimit : createRateLimiter(rateLimit);

  return async function handleBeacon(request) {
    const origin = request.headers.get('origin');
    const cors: Record<string, string> =
      origin && allowedOrigins.includes(origin)
        ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
        : {};
    const done = (status: number, headers: Record<string, string> = {}): BeaconAnswer => ({
      status,
      headers: { 'Cache-Control': 'no-store', ...cors, ...headers },
      body: null,
    });
    const fail = (status: number, error: string, headers: Record<string, string> = {}): BeaconAnswer => ({
      status,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        ...cors,
        ...headers,
      },
      body: JSON.stringify({ ok: false, error }),
    });

    if (request.method === 'OPTIONS' && cors['Access-Control-Allow-Origin']) {
      return done(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Max-Age': '600' });
    }
    if (request.method !== 'POST') return fail(405, BEACON_ERRORS.method, { Allow: 'POST' });
    if (!counter) return fail(404, BEACON_ERRORS.off);
    // A crawler is answered as if counted, so it has no reason to try again.
    if (isbot(request.headers.get('user-agent'))) return done(204);
    if (!isFromOurPages(request, allowedOrigins)) return fail(403, BEACON_ERRORS.crossSite);
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/plain' && type !== 'application/json') return fail(415, BEACON_ERRORS.mediaType);
    const decision = await limiter.take(clientAddress(request.headers, request.address, trustProxyHops));
    if (!decision.allowed) {
      return fail(429, BEACON_ERRORS.rateLimited, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    if (asksNotToBeTracked(request.headers)) return done(204);

    const body = await request.read({
      limit: BEACON_LIMITS.bytes,
      deadlineMs: bodyTimeoutMs,
      drainCap: 64 * 1024,
    });
    if (!body.ok) {
      if (body.reason === 'too-large') return fail(413, BEACON_ERRORS.tooLarge, { Connection: 'close' });
      if (body.reason === 'too-slow') return fail(408, BEACON_ERRORS.tooSlow, { Connection: 'close' });
      return fail(400, BEACON_ERRORS.unreadable);
    }
    let input: unknown;
    try {
      input = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes));
    } catch {
      return fail(400, BEACON_ERRORS.json);
    }
    const parsed = beaconSchema.safeParse(input);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const where = issue!.path.length > 0 ? issue!.path.join('.') : 'the beacon';
      // An unknown field's message would repeat its name, which the sender chose: it is not echoed.
      const reason =
        issue!.code === 'unrecognized_keys' ? 'a field this site does not count' : issue!.message;
      return fail(400, `Not a beacon this site counts: ${where}: ${reason}`);
    }
    countBeacon(counter, pages, siteWords, parsed.data);
    return done(204);
  };
}

/** A Fetch API Request as a beacon's request (Astro's route, tests). */
export const fetchBeacon = (request: Request, address?: string): BeaconRequest => ({
  method: request.method,
  url: request.url,
  headers: request.headers,
  read: (options) => readBodyWithLimit(request, options),
  address,
});

/** An answer as a Fetch API Response. */
export const beaconResponse = ({ status, headers, body }: BeaconAnswer) =>
  new Response(body, { status, headers });
