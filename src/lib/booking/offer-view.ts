/**
 * The offered times as the booking page shows them: the days that have times, in the practice's zone,
 * each with its times, for one clinician or for whoever is free soonest, with the words the page and its
 * island show. Plain data, so the island gets it as props.
 */
import { dayKey, formatClock, formatDayHeading, formatDayShort, formatTime } from './format.ts';
import type { OfferedTime } from './types.ts';

export interface TimeView {
  clinicianId: string;
  /** ISO 8601 in UTC, as the endpoint takes it. */
  start: string;
  end: string;
  /** "2:30 pm" in the practice's zone. */
  clock: string;
  /** "Tue, Dec 2, 2:30 pm" in the practice's zone. */
  label: string;
}

export interface DayView {
  /** "2026-12-02": the day in the practice's zone, as the page's address names it. */
  key: string;
  /** "Tuesday, December 2". */
  heading: string;
  /** "Tue" and "Dec 2", the day's two lines among the days at a glance. */
  short: readonly [string, string];
  times: TimeView[];
}

export const timeView = (time: OfferedTime, timeZone: string): TimeView => ({
  clinicianId: time.clinicianId,
  start: new Date(time.start).toISOString(),
  end: new Date(time.end).toISOString(),
  clock: formatClock(time.start, timeZone),
  label: formatTime(time.start, timeZone),
});

/**
 * The days with times of the clinicians given, in order: one clinician's, or, with several, each start
 * once, with the first of them (in the order given) who is free then, so whoever is free soonest reads as
 * one short list of times rather than one per clinician.
 */
export function dayViews(
  times: readonly OfferedTime[],
  clinicianIds: readonly string[],
  timeZone: string,
): DayView[] {
  const rank = (id: string) => clinicianIds.indexOf(id);
  const byStart = new Map<number, OfferedTime>();
  for (const time of times) {
    if (rank(time.clinicianId) < 0) continue;
    const before = byStart.get(time.start);
    if (!before || rank(time.clinicianId) < rank(before.clinicianId)) byStart.set(time.start, time);
  }
  const days = new Map<string, DayView>();
  for (const time of [...byStart.values()].sort((a, b) => a.start - b.start)) {
    const key = dayKey(time.start, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { key, heading: formatDayHeading(key), short: formatDayShort(key), times: [] };
      days.set(key, day);
    }
    day.times.push(timeView(time, timeZone));
  }
  return [...days.values()];
}
