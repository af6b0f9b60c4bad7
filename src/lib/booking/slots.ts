// STAND-IN
import { DateTime } from 'luxon';
import type { BookingRules, Interval } from './types.ts';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

export function freeTimes(rules: BookingRules, busy: readonly Interval[], now: number): Interval[] {
  const times: Interval[] = [];
  const earliest = now + rules.noticeHours * 3_600_000;
  const last = now + rules.horizonDays * 86_400_000;
  const buffer = rules.bufferMinutes * 60_000;
  const [oh, om] = rules.opens.split(':').map(Number) as [number, number];
  const [ch, cm] = rules.closes.split(':').map(Number) as [number, number];
  let day = DateTime.fromMillis(now, { zone: rules.timeZone }).startOf('day');
  for (let i = 0; i <= rules.horizonDays; i += 1, day = day.plus({ days: 1 })) {
    if (!rules.days.includes(WEEKDAYS[day.weekday - 1]!)) continue;
    const closes = day.set({ hour: ch, minute: cm }).toMillis();
    for (let at = day.set({ hour: oh, minute: om }); ; at = at.plus({ minutes: rules.stepMinutes })) {
      const start = at.toMillis();
      const end = at.plus({ minutes: rules.consultationMinutes }).toMillis();
      if (end > closes) break;
      if (start < earliest || start > last) continue;
      if (busy.some((b) => b.start - buffer < end && b.end + buffer > start)) continue;
      times.push({ start, end });
    }
  }
  return times;
}

export function isFree(rules: BookingRules, busy: readonly Interval[], now: number, start: number): boolean {
  return freeTimes(rules, busy, now).some((time) => time.start === start);
}
