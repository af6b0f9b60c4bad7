/**
 * Time in office hours between two instants: how long a message waited for its reply while the practice
 * was open. A message sent on Saturday and answered Monday at ten waited one hour when the office opens at
 * nine. The practice's days, hours and time zone come from the configuration.
 */
import { addDays, dayOf, isoWeekday } from './days.ts';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
type Weekday = (typeof WEEKDAYS)[number];

export interface OfficeHours {
  days: readonly Weekday[];
  /** HH:MM, local time. */
  opens: string;
  closes: string;
  timeZone: string;
}

/** Minutes after midnight of an HH:MM time. */
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** The instant a local day and time in a time zone names (around a clock change, the later reading). */
function zonedInstant(day: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  let guess = wall;
  for (let i = 0; i < 2; i += 1) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(guess);
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const seen = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    guess += wall - seen;
  }
  return guess;
}

/** The length of one office day, in seconds (the reply promise counts in these). */
export function officeDaySeconds(hours: Pick<OfficeHours, 'opens' | 'closes'>): number {
  return (minutesOf(hours.closes) - minutesOf(hours.opens)) * 60;
}

/** Seconds of office time between `start` and `end` (milliseconds since the epoch). */
export function officeSecondsBetween(start: number, end: number, hours: OfficeHours): number {
  if (end <= start) return 0;
  const open = minutesOf(hours.opens);
  const close = minutesOf(hours.closes);
  let total = 0;
  const last = dayOf(end, hours.timeZone);
  // A year of days at most: a link older than that has long expired.
  for (let day = dayOf(start, hours.timeZone), n = 0; day <= last && n < 400; day = addDays(day, 1), n += 1) {
    if (!hours.days.includes(WEEKDAYS[isoWeekday(day) - 1]!)) continue;
    const from = Math.max(start, zonedInstant(day, open, hours.timeZone));
    const to = Math.min(end, zonedInstant(day, close, hours.timeZone));
    if (to > from) total += to - from;
  }
  return Math.round(total / 1000);
}

/**
 * The instant `seconds` of office time after `start`: when a request sent then must be answered. A
 * request sent on Friday evening with two office hours to wait is answered by Monday at eleven when the
 * office opens at nine.
 */
export function officeDeadline(start: number, seconds: number, hours: OfficeHours): number {
  const open = minutesOf(hours.opens);
  const close = minutesOf(hours.closes);
  let left = seconds * 1000;
  for (let day = dayOf(start, hours.timeZone), n = 0; n < 400; day = addDays(day, 1), n += 1) {
    if (!hours.days.includes(WEEKDAYS[isoWeekday(day) - 1]!)) continue;
    const from = Math.max(start, zonedInstant(day, open, hours.timeZone));
    const to = zonedInstant(day, close, hours.timeZone);
    if (to <= from) continue;
    if (to - from >= left) return from + left;
    left -= to - from;
  }
  return start + seconds * 1000;
}
