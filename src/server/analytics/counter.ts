/**
 * Daily counters, added up in memory and written to the store every few seconds in one transaction, so a
 * page view costs the server a map update and the store a few writes per flush however many beacons
 * arrive. Counting fails open: when the store does not answer, that flush's counts are dropped and the
 * outage is logged once; nothing waits for the store and nothing is retried, so a page or the contact
 * path is never slowed by counting.
 *
 * The words of a search that found nothing are counted under a keyed hash of them (the key is one of
 * the server's secrets, src/server/http/secrets.ts), and written out only when the same words have been
 * used three times: a rare search, which could name a person, never reaches the store as text.
 */
import { createHmac } from 'node:crypto';
import { dayOf } from '../../lib/analytics/days.ts';
import { METRICS, SEARCH_THRESHOLD, type CountRow } from '../../lib/analytics/figures.ts';
import { describeError, silentLogger, type Logger } from '../http/log.ts';
import type { AnalyticsStore } from './analytics-store.ts';

/** The server's secret search words are hashed with. */
export const SEARCH_WORDS_SECRET = 'search-words';

export interface Counter {
  /** Counts one (or `n`) of a counter's key today. */
  add(metric: string, key: string, n?: number): void;
  /** Counts one of a counter's key this month (the row's day is the month's first). */
  addToMonth(metric: string, key: string): void;
  /** Counts a search that found nothing, by its normalised words. */
  addSearch(words: string): void;
  /** Writes what has been counted so far; resolves when written or dropped. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

interface CounterOptions {
  store: AnalyticsStore;
  /** The key search words are hashed with. */
  hashKey: string;
  timeZone: string;
  flushMs: number;
  now?: () => number;
  log?: Logger;
  /** Distinct counters held between flushes; counts beyond are dropped (a flood of made-up keys). */
  maxKeys?: number;
}

export function createCounter({
  store,
  hashKey,
  timeZone,
  flushMs,
  now = Date.now,
  log = silentLogger,
  maxKeys = 20_000,
}: CounterOptions): Counter {
  let pending = new Map<string, CountRow>();
  /** Words of the hashes counted since the last flush, until that flush has written them or not. */
  let pendingWords = new Map<string, string>();
  /** Hashes whose words the store already keeps. */
  const kept = new Set<string>();
  let failing = false;
  let overflowing = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let writing: Promise<void> = Promise.resolve();

  // The day is read once a minute, not per page view: formatting a date in a time zone is not free.
  let dayMinute = -1;
  let today = '';
  const day = () => {
    const minute = Math.floor(now() / 60_000);
    if (minute !== dayMinute) {
      dayMinute = minute;
      today = dayOf(now(), timeZone);
    }
    return today;
  };

  const hashOf = (words: string) => createHmac('sha256', hashKey).update(words).digest('hex').slice(0, 32);

  function add(metric: string, key: string, n = 1, at = day()) {
    const id = `${at}\n${metric}\n${key}`;
    const row = pending.get(id);
    if (row) {
      row.n += n;
      return;
    }
    if (pending.size >= maxKeys) {
      if (!overflowing)
        log.warn('analytics.overflow', { keys: pending.size, hint: 'counts dropped until the next flush' });
      overflowing = true;
      return;
    }
    pending.set(id, { day: at, metric, key, n });
  }

  async function write(rows: CountRow[], words: Map<string, string>) {
    await store.addCounts(rows);
    const fresh = [...words.keys()].filter((hash) => !kept.has(hash));
    if (fresh.length > 0) {
      const totals = await store.searchTotals(fresh);
      const due = fresh.filter((hash) => (totals.get(hash) ?? 0) >= SEARCH_THRESHOLD);
      await store.keepSearchWords(due.map((hash) => ({ hash, words: words.get(hash)! })));
      for (const hash of due) kept.add(hash);
    }
  }

  function flush(): Promise<void> {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const rows = [...pending.values()];
      const words = pendingWords;
      pending = new Map();
      pendingWords = new Map();
      overflowing = false;
      try {
        await write(rows, words);
        if (failing) log.info('analytics.restored');
        failing = false;
      } catch (error) {
        if (!failing) {
          log.warn('analytics.dropped', {
            error: describeError(error),
            hint: 'counts are dropped while the store does not answer',
          });
        }
        failing = true;
      }
    });
    return writing;
  }

  return {
    add: (metric, key, n) => add(metric, key, n),
    addToMonth: (metric, key) => add(metric, key, 1, `${day().slice(0, 8)}01`),
    addSearch(words) {
      const hash = hashOf(words);
      if (!kept.has(hash)) pendingWords.set(hash, words);
      add(METRICS.search, hash);
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
