/**
 * What the outbox worker's process does for counting besides sending: queue each week's digest, and
 * delete counters and reply times older than ANALYTICS_RETENTION_MONTHS (25) once a day.
 */
import { SITE } from '#practice';
import { dayOf, monthsBefore } from '../../lib/calendar/days.ts';
import { describeError, type Logger } from '../http/log.ts';
import type { AnalyticsConfig } from './analytics-config.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { scheduleWeeklyDigest, type DigestOutbox } from './digest.ts';

interface ScheduleOptions {
  store: AnalyticsStore;
  outbox: DigestOutbox;
  config: AnalyticsConfig;
  /** Registry path → kind of page (read-figures.ts). */
  pages: ReadonlyMap<string, string>;
  log: Logger;
  now?: () => number;
}

/** Deletes what is older than the retention period allows; resolves with what it deleted. */
export async function purgeOldCounts(store: AnalyticsStore, retentionMonths: number, now: number) {
  return store.purge(monthsBefore(dayOf(now, SITE.timeZone), retentionMonths));
}

/** Starts both; returns a function that stops them. */
export function startAnalyticsSchedules({
  store,
  outbox,
  config,
  pages,
  log,
  now = Date.now,
}: ScheduleOptions): () => void {
  const stopDigest = config.digest.weekly
    ? scheduleWeeklyDigest({
        store,
        outbox,
        recipient: config.digest.recipient,
        timeZone: SITE.timeZone,
        pages,
        now,
        log,
      })
    : () => {};
  const purge = () =>
    purgeOldCounts(store, config.retentionMonths, now())
      .then((deleted) => {
        if (deleted.counts + deleted.replies > 0) log.info('analytics.purged', deleted);
      })
      .catch((error: unknown) => log.warn('analytics.purge-failed', { error: describeError(error) }));
  void purge();
  const timer = setInterval(() => void purge(), 24 * 60 * 60_000);
  timer.unref();
  return () => {
    stopDigest();
    clearInterval(timer);
  };
}
