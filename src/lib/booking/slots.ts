/**
 * The times a clinician can be offered: every step from the opening time on an opening day that ends by
 * closing time, after the notice and before the horizon, clear of every busy interval and its buffer.
 * Wall-clock arithmetic is luxon's in the practice's zone, so the days the clocks change (23 and 25
 * hours long) keep their 9 o'clock.
 */
import { DateTime } from 'luxon';
import type { BookingRules, Interval } from './types.ts';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Every candidate on one local day (a luxon day at midnight), before notice, horizon and busy time. */
function candidatesOn(rules: BookingRules, day: DateTime): Interval[] {
  if (!rules.days.includes(WEEKDAYS[day.weekday - 1]!)) return [];
  const wallClock = (minutes: number) =>
    DateTime.fromObject(
      {
        year: day.year,
        month: day.month,
        day: day.day,
        hour: Math.floor(minutes / 60),
        minute: minutes % 60,
      },
      { zone: rules.timeZone },
    );
  const opens = minutesOf(rules.opens);
  const opening = wallClock(opens);
  const closing = wallClock(minutesOf(rules.closes));
  const closes = closing.toMillis();
  // Office hours the clocks do not change within (every US zone changes at 2 am) are plain arithmetic
  // from the opening; otherwise each step is read on the wall clock.
  const at =
    opening.offset === closing.offset
      ? (minutes: number) => opening.toMillis() + (minutes - opens) * 60_000
      : (minutes: number) => wallClock(minutes).toMillis();
  const length = rules.consultationMinutes * 60_000;
  const times: Interval[] = [];
  for (let minutes = opens; minutes < 24 * 60; minutes += rules.stepMinutes) {
    const start = at(minutes);
    if (start + length > closes) break;
    times.push({ start, end: start + length });
  }
  return times;
}

/** The notice and horizon as instants: the horizon counts calendar days in the practice's zone. */
function bounds(rules: BookingRules, now: number) {
  return {
    earliest: now + rules.noticeHours * 3_600_000,
    latest: DateTime.fromMillis(now, { zone: rules.timeZone }).plus({ days: rules.horizonDays }).toMillis(),
  };
}

/** Keeps the candidates within the bounds and clear of busy time widened by the buffer on both sides. */
function offered(
  rules: BookingRules,
  busy: readonly Interval[],
  now: number,
  candidates: Interval[],
): Interval[] {
  const { earliest, latest } = bounds(rules, now);
  const buffer = rules.bufferMinutes * 60_000;
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  let first = 0;
  return candidates.filter((time) => {
    if (time.start < earliest || time.start >= latest) return false;
    // Candidates rise, so a busy interval that ended (with its buffer) before one never matters again.
    while (first < sorted.length && sorted[first]!.end + buffer <= time.start) first += 1;
    for (let i = first; i < sorted.length && sorted[i]!.start - buffer < time.end; i += 1) {
      if (sorted[i]!.end + buffer > time.start) return false;
    }
    return true;
  });
}

export function freeTimes(rules: BookingRules, busy: readonly Interval[], now: number): Interval[] {
  const { earliest, latest } = bounds(rules, now);
  const last = DateTime.fromMillis(latest, { zone: rules.timeZone }).startOf('day');
  const candidates: Interval[] = [];
  for (let day = DateTime.fromMillis(earliest, { zone: rules.timeZone }).startOf('day'); day <= last;) {
    candidates.push(...candidatesOn(rules, day));
    day = day.plus({ days: 1 }).startOf('day');
  }
  return offered(rules, busy, now, candidates);
}

/** Whether `start` is one of `freeTimes(rules, busy, now)`: the same rules, over its local day only. */
export function isFree(rules: BookingRules, busy: readonly Interval[], now: number, start: number): boolean {
  if (!Number.isFinite(start)) return false;
  const day = DateTime.fromMillis(start, { zone: rules.timeZone }).startOf('day');
  return offered(rules, busy, now, candidatesOn(rules, day)).some((time) => time.start === start);
}
