/**
 * What of a calendar feed can still make a clinician busy from a given day on: its time zones, the
 * events that end on or after that day, and every recurring series that has not ended before it (with
 * its moved and cancelled instances). Everything else is history a feed may hold for years, and each
 * kept event keeps only the properties that say when and whether it is busy: no title, description,
 * place, attendee or alarm. The busy time of any later window can be computed from this alone, so an
 * unchanged feed (a 304) is recomputed for the window of the day without being read again.
 *
 * It works on jCal arrays, without ical.js's components, so a decade of history costs one parse.
 */
import ICAL from 'ical.js';
import { jCalendarsOf, readBusy } from './busy.ts';
import type { Interval } from './types.ts';

type JCalProperty = [string, Record<string, unknown>, string, ...unknown[]];
type JCalComponent = [string, JCalProperty[], JCalComponent[]];

/** The properties busy time is read from (src/lib/booking/busy.ts reads no other). */
const WHEN = new Set([
  'uid',
  'dtstart',
  'dtend',
  'duration',
  'rrule',
  'rdate',
  'exdate',
  'recurrence-id',
  'status',
  'transp',
]);

/** Zones put a local date at most a day off the UTC one; two more days of slack cost nothing. */
const SLACK_DAYS = 3;
const DAY_MS = 86_400_000;

/** The first ten characters of a date or date-time value: its day, comparable as text. */
const dayText = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '');

const valuesOf = (component: JCalComponent, name: string): unknown[] =>
  component[1].filter((property) => property[0] === name).flatMap((property) => property.slice(3));

/** The latest day an event's own start, end or replaced instance names, plus a DURATION's days. */
function lastDayOf(event: JCalComponent): string {
  const days = ['dtstart', 'dtend', 'recurrence-id'].flatMap((name) => valuesOf(event, name).map(dayText));
  let last = days.reduce((a, b) => (a > b ? a : b), '');
  const duration = valuesOf(event, 'duration')[0];
  if (last && typeof duration === 'string') {
    const seconds = ICAL.Duration.fromString(duration).toSeconds();
    const end = new Date(Date.parse(`${last}T00:00:00Z`) + Math.max(0, seconds) * 1000 + DAY_MS);
    last = end.toISOString().slice(0, 10);
  }
  return last;
}

/** A series ends before `cutoff` only when each of its rules has an UNTIL before it and no RDATE is later. */
function seriesReaches(event: JCalComponent, cutoff: string): boolean {
  const rules = valuesOf(event, 'rrule') as { until?: unknown; count?: unknown }[];
  const rdates = valuesOf(event, 'rdate').map((value) =>
    dayText(typeof value === 'string' ? value.split('/').at(-1) : value),
  );
  if (rdates.some((day) => day >= cutoff)) return true;
  // A COUNT series could be walked to its end, but that is the expansion this file avoids: it is kept.
  return rules.some(
    (rule) =>
      !rule || typeof rule !== 'object' || dayText(rule.until) === '' || dayText(rule.until) >= cutoff,
  );
}

function isRecurring(event: JCalComponent): boolean {
  return event[1].some((property) => property[0] === 'rrule' || property[0] === 'rdate');
}

function keptEvent(event: JCalComponent, cutoff: string): JCalComponent | null {
  const reaches = isRecurring(event) ? seriesReaches(event, cutoff) : lastDayOf(event) >= cutoff;
  if (!reaches) return null;
  return ['vevent', event[1].filter((property) => WHEN.has(property[0])), []];
}

function keptCalendar(calendar: JCalComponent, cutoff: string): JCalComponent {
  const components: JCalComponent[] = [];
  for (const component of calendar[2]) {
    if (component[0] === 'vtimezone' || component[0] === 'vfreebusy') components.push(component);
    else if (component[0] === 'vevent') {
      const kept = keptEvent(component, cutoff);
      if (kept) components.push(kept);
    }
  }
  return ['vcalendar', calendar[1].filter((property) => property[0] === 'version'), components];
}

/**
 * The part of `ics` that can make anything busy on or after `from` (an instant), as iCalendar text.
 * Text that is no calendar throws a FeedFormatError, as busyIntervals does.
 */
export function keptFeed(ics: string, from: number): string {
  const list = jCalendarsOf(ics) as JCalComponent[];
  const cutoff = new Date(from - SLACK_DAYS * DAY_MS).toISOString().slice(0, 10);
  return list.map((calendar) => new ICAL.Component(keptCalendar(calendar, cutoff)).toString()).join('\r\n');
}

/**
 * A feed's kept part, the busy time of `window` read from it and how many events were left out as
 * unreadable. `text` is the feed as served, or a kept
 * part from an earlier read (`alreadyKept`), which is only read again for the new window.
 */
export function keptBusy(
  text: string,
  alreadyKept: boolean,
  window: Interval,
  timeZone: string,
): { kept: string; busy: Interval[]; dropped: number } {
  const kept = alreadyKept ? text : keptFeed(text, window.start);
  return { kept, ...readBusy(kept, window, timeZone) };
}
