/** The practice's figures for a period, read from the store (`npm run report`, the weekly digest). */
import { addDays, daysBetween } from '../../lib/calendar/days.ts';
import { buildFigures, type Figures } from '../../lib/analytics/figures.ts';
import { REPLY_PROMISE_SECONDS } from '../../lib/calendar/practice-hours.ts';
import type { AnalyticsStore } from './analytics-store.ts';

/**
 * `pages` (registry path → kind) withholds a page's views with its kind's. Origins are counted by month,
 * so the rows are read from the first day of `from`'s month.
 */
export async function readFigures(
  store: AnalyticsStore,
  from: string,
  to: string,
  pages: ReadonlyMap<string, string>,
): Promise<Figures> {
  const [rows, replySeconds] = await Promise.all([
    store.readCounts(`${from.slice(0, 8)}01`, to),
    store.replySeconds(from, to),
  ]);
  return buildFigures({
    from,
    to,
    rows,
    replySeconds,
    promiseSeconds: REPLY_PROMISE_SECONDS,
    pages,
  });
}

/** The period of the same length just before one (the week before a week). */
export function periodBefore(from: string, to: string): { from: string; to: string } {
  const length = daysBetween(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}
