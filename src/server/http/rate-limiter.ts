/**
 * Per-client limits, in fixed windows: the contact endpoint's (CONTACT_RATE_LIMIT per
 * CONTACT_RATE_WINDOW_SECONDS) and the counting endpoint's. In memory the counts are bounded so spoofed
 * addresses cannot grow the table. With PostgreSQL, where several instances share one store, the contact
 * endpoint keeps them in the store, so the limit holds for a client whichever instance it reaches.
 *
 * A message the server failed to store is given back (`refund`): a visitor retrying through an outage
 * is not locked out once it ends.
 */
import { createHmac } from 'node:crypto';

/** The secret (secrets.ts) the shared limit keys clients with. */
export const RATE_LIMIT_SECRET = 'rate-limit';

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string): Promise<RateDecision>;
  /** Gives back the last hit taken for the client in its current window. */
  refund(client: string): Promise<void>;
}

interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

const decide = (hits: number, limit: number, windowEnd: number, now: number): RateDecision =>
  hits <= limit
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxClients = 50_000,
}: RateLimitOptions & { maxClients?: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function makeRoom(at: number) {
    for (const [client, window] of windows) if (window.resetAt <= at) windows.delete(client);
    // Still full: forget the oldest windows (Map keeps insertion order).
    for (const client of windows.keys()) {
      if (windows.size < maxClients) break;
      windows.delete(client);
    }
  }

  return {
    async take(client) {
      const at = now();
      let window = windows.get(client);
      if (!window || window.resetAt <= at) {
        if (!window && windows.size >= maxClients) makeRoom(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(client, window);
      }
      window.count += 1;
      return decide(window.count, limit, window.resetAt, at);
    },
    async refund(client) {
      const window = windows.get(client);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/** Where a shared limit keeps its counts (the contact store's contact_rate_limits table). */
export interface HitCounts {
  /** Counts one request of a client (a key, never its address) in its current window, atomically. */
  countHit(clientKey: string, now: number, windowMs: number): Promise<{ hits: number; windowStart: number }>;
  /** Takes back one counted request of that window. */
  refundHit(clientKey: string, windowStart: number): Promise<void>;
  /** Deletes the counts of windows that started before `before`. */
  forgetHits(before: number): Promise<void>;
}

/**
 * Counts in the store, shared by every instance on it. Clients are kept as a keyed hash of their address
 * (with `secret`, a secret of the server's, so the store alone cannot be searched for an address: there are
 * only four billion IPv4 addresses to try against a plain hash), and windows that have ended are deleted
 * as new ones are counted.
 */
export function createStoreRateLimiter(
  store: HitCounts,
  { limit, windowMs, now = Date.now, secret = '' }: RateLimitOptions & { secret?: string },
): RateLimiter {
  const keyOf = (client: string) => createHmac('sha256', secret).update(client).digest('hex').slice(0, 32);
  const windows = new Map<string, number>();
  let takes = 0;
  return {
    async take(client) {
      const at = now();
      const key = keyOf(client);
      // Now and then, not on every request: the table only needs to stay small.
      if ((takes = (takes + 1) % 1000) === 0) await store.forgetHits(at - windowMs);
      const { hits, windowStart } = await store.countHit(key, at, windowMs);
      windows.set(key, windowStart);
      if (windows.size > 10_000) windows.delete(windows.keys().next().value!);
      return decide(hits, limit, windowStart + windowMs, at);
    },
    async refund(client) {
      const key = keyOf(client);
      const windowStart = windows.get(key);
      if (windowStart !== undefined) await store.refundHit(key, windowStart);
    },
  };
}
