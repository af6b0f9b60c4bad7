/**
 * How offered times read on the booking pages and in the emails, always in the practice's zone (a
 * visitor travelling still books the practice's hours): "Tue, Dec 2, 2:30 pm".
 */
import { DateTime } from 'luxon';

const at = (start: number, timeZone: string) =>
  DateTime.fromMillis(start, { zone: timeZone }).setLocale('en-US');

/** "2:30 pm": lower-case am/pm, as the site's copy writes times. */
const clock = (time: DateTime) => `${time.toFormat('h:mm')} ${time.hour < 12 ? 'am' : 'pm'}`;

/** "Tue, Dec 2, 2:30 pm". */
export function formatTime(start: number, timeZone: string): string {
  const time = at(start, timeZone);
  return `${time.toFormat('ccc, LLL d')}, ${clock(time)}`;
}

/** "2:30 pm". */
export function formatClock(start: number, timeZone: string): string {
  return clock(at(start, timeZone));
}

/** The local calendar day of an instant, "2026-12-02": the key the booking page groups times by. */
export function dayKey(start: number, timeZone: string): string {
  return at(start, timeZone).toISODate()!;
}

/** "Tuesday, December 2", from a day key (a calendar day: no zone). */
export function formatDayHeading(key: string): string {
  return DateTime.fromISO(key, { zone: 'UTC' }).setLocale('en-US').toFormat('cccc, LLLL d');
}

/** ["Tue", "Dec 2"], from a day key: a day among the booking page's days at a glance. */
export function formatDayShort(key: string): [string, string] {
  const day = DateTime.fromISO(key, { zone: 'UTC' }).setLocale('en-US');
  return [day.toFormat('ccc'), day.toFormat('LLL d')];
}

/** The zone's long generic name at an instant, "Eastern Time", to say once which clock the times are on. */
export function zoneName(timeZone: string, at: number): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
