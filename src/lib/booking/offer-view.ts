/**
 * The offered times as the booking page lists them: each clinician, then each day in the practice's
 * zone, then the times, with the words the page and its island show. Plain data, so the island gets it
 * as props.
 */
import { dayKey, formatClock, formatDayHeading, formatTime } from './format.ts';
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

interface DayView {
  key: string;
  heading: string;
  times: TimeView[];
}

export interface ClinicianTimes {
  id: string;
  name: string;
  days: DayView[];
}

export const timeView = (time: OfferedTime, timeZone: string): TimeView => ({
  clinicianId: time.clinicianId,
  start: new Date(time.start).toISOString(),
  end: new Date(time.end).toISOString(),
  clock: formatClock(time.start, timeZone),
  label: formatTime(time.start, timeZone),
});

/** Times grouped by clinician (in the order given) and day; clinicians without a time are left out. */
export function offerView(
  times: readonly OfferedTime[],
  clinicians: readonly { id: string; name: string }[],
  timeZone: string,
): ClinicianTimes[] {
  return clinicians.flatMap(({ id, name }) => {
    const days = new Map<string, DayView>();
    for (const time of [...times].filter((t) => t.clinicianId === id).sort((a, b) => a.start - b.start)) {
      const key = dayKey(time.start, timeZone);
      let day = days.get(key);
      if (!day) {
        day = { key, heading: formatDayHeading(key), times: [] };
        days.set(key, day);
      }
      day.times.push(timeView(time, timeZone));
    }
    return days.size > 0 ? [{ id, name, days: [...days.values()] }] : [];
  });
}
