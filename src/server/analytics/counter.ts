/**
 * Daily counters, added up in memory and written to the store every few seconds in one transaction, so a
 * page view costs the server a map update and the store a few writes per flush however many beacons
 * arrive. Counting fails open: when the store does not answer, that flush's counts are dropped and the
 * outage is logged once; nothing waits for the store and nothing is retried, so a page or the contact
 * path is never slowed by counting.
 *
 * Every key comes from a fixed set (the endpoint maps a beacon onto them), and a day holds at most
 * `maxKeysPerDay` distinct counters, however many flushes and beacons it sees: a new key beyond that is
 * dropped, so a flood of made-up keys adds a bounded number of rows. Rows are written in key order, never
 * in the order they arrived (analytics-store.ts).
 */
import { dayOf } from '../../lib/calendar/days.ts';
import type { CountRow } from '../../lib/analytics/figures.ts';
import { describeError, silentLogger, type Logger } from '../http/log.ts';
import type { AnalyticsStore } from './analytics-store.ts';

export interface Counter {
  /** Counts one (or `n`) of a counter's key today. */
  add(metric: string, key: string, n?: number): void;
  /** Counts one of a counter's key this month (the row's day is the month's first). */
  addToMonth(metric: string, key: string): void;
  /** Writes what has been counted so far; resolves when written or dropped. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

interface CounterOptions {
  store: AnalyticsStore;
  timeZone: string;
  flushMs: number;
  now?: () => number;
  log?: Logger;
  /** Distinct counters a day may hold (in this process); counts of new keys beyond it are dropped. */
  maxKeysPerDay?: number;
}

export function createCounter({
  store,
  timeZone,
  flushMs,
  now = Date.now,
  log = silentLogger,
  maxKeysPerDay = 3000,
}: CounterOptions): Counter {
  let pending = new Map<string, CountRow>();
  /** The counters today already has (written or pending): held across flushes, for the day's cap. */
  let dayKeys = new Set<string>();
  let keysDay = '';
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

  function add(metric: string, key: string, n = 1, at = day()) {
    const current = day();
    if (current !== keysDay) {
      keysDay = current;
      dayKeys = new Set();
      overflowing = false;
    }
    const id = `${metric}\n${key}`;
    const row = pending.get(`${at}\n${id}`);
    if (row) {
      row.n += n;
      return;
    }
    if (!dayKeys.has(id)) {
      if (dayKeys.size >= maxKeysPerDay) {
        if (!overflowing) {
          log.warn('analytics.overflow', { keys: dayKeys.size, hint: 'new counters dropped until tomorrow' });
        }
        overflowing = true;
        return;
      }
      dayKeys.add(id);
    }
    pending.set(`${at}\n${id}`, { day: at, metric, key, n });
  }

  function flush(): Promise<void> {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const rows = [...pending.values()];
      pending = new Map();
      try {
        await store.addCounts(rows);
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
