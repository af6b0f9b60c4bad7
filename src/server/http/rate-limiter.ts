/**
 * Per-client limits, in fixed windows: the contact endpoint's (CONTACT_RATE_LIMIT per
 * CONTACT_RATE_WINDOW_SECONDS) and the counting endpoint's. In memory an address is forgotten when its
 * window ends: windows are kept in the order they end and swept from the front on each take and by a
 * timer, so memory holds only the clients of the current window. With PostgreSQL, where several
 * instances share one store, the contact endpoint keeps the counts in the store under a key that
 * changes every day and is never written anywhere (`rotatingClientKey`).
 *
 * A message the server failed to store is given back (`refund`): a visitor retrying through an outage
 * is not locked out once it ends.
 */
import { createHmac, randomBytes } from 'node:crypto';

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string): Promise<RateDecision>;
  /** Gives back the last hit taken for the client in its current window. */
  refund(client: string): Promise<void>;
}

/** A limiter held in memory: how many clients it holds, and the sweep its timer runs. */
export interface MemoryRateLimiter extends RateLimiter {
  /** Clients held now (each until its window ends). */
  size(): number;
  /** Forgets every client whose window has ended. */
  sweep(): void;
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
}: RateLimitOptions & { maxClients?: number }): MemoryRateLimiter {
  // Every window lasts windowMs and starts at a take, so insertion order is the order windows end in.
  const windows = new Map<string, { count: number; resetAt: number }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function sweep() {
    const at = now();
    for (const [client, window] of windows) {
      if (window.resetAt > at) break;
      windows.delete(client);
    }
  }

  // An idle server forgets too: one timer, due when the oldest window ends, unref'd so it keeps no process alive.
  function arm() {
    if (timer !== undefined || windows.size === 0) return;
    const first = windows.values().next().value!;
    timer = setTimeout(
      () => {
        timer = undefined;
        sweep();
        arm();
      },
      Math.max(0, first.resetAt - now()),
    );
    timer.unref?.();
  }

  return {
    async take(client) {
      const at = now();
      sweep();
      let window = windows.get(client);
      if (!window) {
        // Full of live windows (a flood of spoofed addresses): the one ending soonest goes.
        if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(client, window);
      }
      window.count += 1;
      arm();
      return decide(window.count, limit, window.resetAt, at);
    },
    async refund(client) {
      const window = windows.get(client);
      if (window && window.count > 0) window.count -= 1;
    },
    size: () => windows.size,
    sweep,
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

const DAY_MS = 86_400_000;

/**
 * A client's key for the shared limit: a keyed hash of its address under a key that changes each UTC
 * day and is never stored. With `secret` (CONTACT_RATE_LIMIT_SECRET, the same on every instance) the day's key
 * is derived from it and the day, so every instance computes the same key; without it each process draws
 * a random key each day, and each instance then counts its clients apart. Either way a copy of the store
 * cannot be searched for an address, and yesterday's keys match nobody today.
 */
function rotatingClientKey(secret?: string): (client: string, at: number) => string {
  let day = -1;
  let key = '';
  return (client, at) => {
    const today = Math.floor(at / DAY_MS);
    if (today !== day) {
      day = today;
      key = secret
        ? createHmac('sha256', secret).update(`rate-limit ${today}`).digest('base64url')
        : randomBytes(32).toString('base64url');
    }
    return createHmac('sha256', key).update(client).digest('hex').slice(0, 32);
  };
}

/**
 * Counts in the store, shared by every instance on it, under `rotatingClientKey`'s keys; windows that
 * have ended are deleted as new ones are counted (once a minute at most).
 */
export function createStoreRateLimiter(
  store: HitCounts,
  { limit, windowMs, now = Date.now, secret }: RateLimitOptions & { secret?: string | undefined },
): RateLimiter {
  const keyOf = rotatingClientKey(secret);
  // The window each key was last counted in, for a refund; held no longer than the window.
  const windows = new Map<string, number>();
  let forgotAt = -Infinity;
  return {
    async take(client) {
      const at = now();
      const key = keyOf(client, at);
      // Ended windows are deleted at most once a minute, not on every request: a client's row outlives its
      // window by a minute at most while messages arrive.
      if (at - forgotAt >= 60_000) {
        forgotAt = at;
        await store.forgetHits(at - windowMs);
      }
      const { hits, windowStart } = await store.countHit(key, at, windowMs);
      windows.delete(key);
      windows.set(key, windowStart);
      for (const [held, start] of windows) {
        if (start > at - windowMs && windows.size <= 10_000) break;
        windows.delete(held);
      }
      return decide(hits, limit, windowStart + windowMs, at);
    },
    async refund(client) {
      const key = keyOf(client, now());
      const windowStart = windows.get(key);
      if (windowStart !== undefined) await store.refundHit(key, windowStart);
    },
  };
}
