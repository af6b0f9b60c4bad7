/**
 * The instant an iCalendar time names. ical.js knows a zone only from the feed's own VTIMEZONE, so the
 * rest is luxon's: a TZID that is an IANA name is read with the time-zone database (the feed's VTIMEZONE
 * often carries only today's rules), a VTIMEZONE the database does not name (Outlook's "Eastern Standard
 * Time") through ical.js, and a floating time, a date or a TZID nobody defines in the practice's zone.
 */
import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
type Timezone = InstanceType<typeof ICAL.Timezone>;

/** Reads a wall-clock time of one property's kind as an instant (ms). */
export type InstantReader = (time: Time) => number;

const wall = (time: Time) => ({
  year: time.year,
  month: time.month,
  day: time.day,
  hour: time.isDate ? 0 : time.hour,
  minute: time.isDate ? 0 : time.minute,
  second: time.isDate ? 0 : time.second,
});

const inUtc: InstantReader = (time) => {
  const w = wall(time);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
};

/**
 * Wall clock in an IANA zone, as RFC 5545 reads it: a time the clocks skip (2:30 on the spring-forward
 * night) moves forward by the gap, and a time that happens twice (1:30 on the fall-back night) is the
 * first (luxon alone would take the second).
 */
function exactlyInZone(time: Time, zone: string): number {
  const local = DateTime.fromObject(wall(time), { zone });
  const earlier = local.minus({ days: 1 }).offset;
  if (earlier === local.offset) return local.toMillis();
  const candidate = inUtc(time) - earlier * 60_000;
  const agrees = DateTime.fromMillis(candidate, { zone }).offset === earlier;
  return agrees && candidate < local.toMillis() ? candidate : local.toMillis();
}

/**
 * Each zone's offset at noon of each local day, remembered: asking luxon costs a formatter call, and a
 * feed's hundreds of times fall on a few dozen days. When the day before, the day and the day after
 * share their noon offset, the clocks do not change that day and its times are plain arithmetic.
 */
const noonOffsets = new Map<string, Map<number, number>>();
function noonOffset(zone: string, dayUtc: number): number {
  let days = noonOffsets.get(zone);
  if (!days) noonOffsets.set(zone, (days = new Map()));
  let offset = days.get(dayUtc);
  if (offset === undefined) {
    const day = new Date(dayUtc);
    offset = DateTime.fromObject(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 12 },
      { zone },
    ).offset;
    if (days.size > 20_000) days.clear();
    days.set(dayUtc, offset);
  }
  return offset;
}

const DAY = 86_400_000;

export const inZone =
  (zone: string): InstantReader =>
  (time) => {
    const dayUtc = Date.UTC(time.year, time.month - 1, time.day);
    const offset = noonOffset(zone, dayUtc);
    const steady = noonOffset(zone, dayUtc - DAY) === offset && noonOffset(zone, dayUtc + DAY) === offset;
    return steady ? inUtc(time) - offset * 60_000 : exactlyInZone(time, zone);
  };

/** luxon builds a formatter to check a zone name each time it is asked: once per name is enough. */
const knownZones = new Map<string, boolean>();
const isIanaZone = (name: string) => {
  let known = knownZones.get(name);
  if (known === undefined) {
    known = IANAZone.isValidZone(name);
    if (knownZones.size < 200) knownZones.set(name, known);
  }
  return known;
};

const inVtimezone =
  (zone: Timezone): InstantReader =>
  (time) =>
    inUtc(time) - zone.utcOffset(time) * 1000;

/** The reader for a property's times: UTC, its TZID, or the practice's zone (dates, floating times). */
export function readerOf(property: Property, root: Component, practiceZone: string): InstantReader {
  const value = property.getFirstValue() as Time | { start: Time };
  const time = 'start' in value ? value.start : value;
  if (time.isDate) return inZone(practiceZone);
  if (time.zone === ICAL.Timezone.utcTimezone) return inUtc;
  const tzid = property.getParameter('tzid');
  if (typeof tzid === 'string' && tzid !== '') {
    if (isIanaZone(tzid)) return inZone(tzid);
    const defined = root.getTimeZoneByID(tzid);
    if (defined) return inVtimezone(defined);
  }
  return inZone(practiceZone);
}

/** A time's local calendar day, "2026-03-08", to match a date-valued EXDATE against timed occurrences. */
export const dayOf = (time: Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
