/**
 * Per-client limit on contact messages (issue 6: CONTACT_RATE_LIMIT per CONTACT_RATE_WINDOW_SECONDS).
 * A fixed window per client, in memory: each server instance counts on its own, which is enough to stop
 * one client flooding the practice's inbox. The table is bounded so spoofed addresses cannot grow it.
 */
interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxClients?: number;
}

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string): RateDecision;
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxClients = 50_000,
}: RateLimitOptions): RateLimiter {
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
    take(client) {
      const at = now();
      let window = windows.get(client);
      if (!window || window.resetAt <= at) {
        if (!window && windows.size >= maxClients) makeRoom(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(client, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
    },
  };
}
