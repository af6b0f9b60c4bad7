/**
 * The busy time in a clinician's calendar feed: only when, never what. Events are read with ical.js
 * (recurrences with their exceptions, zones, dates, free/busy periods) and reduced to start and end
 * at once; titles, descriptions, attendees and places are never read.
 */
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { dayOf, inZone, readerOf, type InstantReader } from './feed-times.ts';
import { isExpandable } from './recurrence-guard.ts';
import type { Interval } from './types.ts';

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
type Time = InstanceType<typeof ICAL.Time>;
type Period = InstanceType<typeof ICAL.Period>;
type Duration = InstanceType<typeof ICAL.Duration>;

/** The text is not an iCalendar calendar, or asks for more expansion than any real calendar needs. */
export class FeedFormatError extends Error {}

/** Recurrence steps one event may take from its first start to the window's end (daily for 50 years). */
const MAX_STEPS_PER_EVENT = 20_000;
/** Occurrences of one event inside the window (every 15 minutes for 10 days). */
const MAX_IN_WINDOW = 1_000;
/** Recurrence steps for a whole feed: a feed asking for more is refused rather than read for seconds. */
const MAX_STEPS_PER_FEED = 400_000;

interface Feed {
  root: Component;
  zone: string;
  window: Interval;
  busy: Interval[];
  steps: number;
}

export function busyIntervals(ics: string, window: Interval, timeZone: string): Interval[] {
  const feed: Omit<Feed, 'root'> = { zone: timeZone, window, busy: [], steps: 0 };
  for (const root of calendarsOf(ics)) {
    readCalendar({ ...feed, root });
  }
  return merged(feed.busy);
}

function calendarsOf(ics: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(ics);
  } catch (error) {
    throw new FeedFormatError(`not an iCalendar feed: ${(error as Error).message.slice(0, 80)}`);
  }
  // One calendar parses to one jCal array, several to an array of them.
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const roots = list.filter((item) => Array.isArray(item)).map((jcal) => new ICAL.Component(jcal as unknown[]));
  if (roots.length === 0 || roots.some((root) => root.name !== 'vcalendar')) {
    throw new FeedFormatError('not an iCalendar feed: no VCALENDAR');
  }
  return roots;
}

function readCalendar(feed: Feed): void {
  checkZones(feed.root);
  const events = feed.root.getAllSubcomponents('vevent');
  // A moved or cancelled instance is its own VEVENT with the series' UID and a RECURRENCE-ID; the series
  // skips those instants and each exception stands for itself.
  const replaced = new Map<string, Set<number>>();
  for (const event of events) {
    const recurrenceId = event.getFirstProperty('recurrence-id');
    if (!recurrenceId) continue;
    const uid = String(event.getFirstPropertyValue('uid') ?? '');
    const instant = readerOf(recurrenceId, feed.root, feed.zone)(recurrenceId.getFirstValue() as Time);
    (replaced.get(uid) ?? replaced.set(uid, new Set()).get(uid)!).add(instant);
  }
  for (const event of events) {
    if (!isBusy(event)) continue;
    if (event.hasProperty('recurrence-id')) readSingle(event, feed);
    else readSeries(event, feed, replaced.get(String(event.getFirstPropertyValue('uid') ?? '')));
  }
  for (const freebusy of feed.root.getAllSubcomponents('vfreebusy')) readFreeBusy(freebusy, feed);
}

/** A VTIMEZONE's observances repeat yearly; any other rule would make ical.js expand without end. */
function checkZones(root: Component): void {
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    for (const observance of zone.getAllSubcomponents()) {
      for (const rule of observance.getAllProperties('rrule')) {
        const recur = rule.getFirstValue() as InstanceType<typeof ICAL.Recur>;
        if (recur.freq !== 'YEARLY') throw new FeedFormatError('a VTIMEZONE rule that is not yearly');
      }
    }
  }
}

/** Cancelled events and events marked free ("Show as: Free", TRANSP:TRANSPARENT) take no time. */
function isBusy(event: Component): boolean {
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

/** How an event's end follows from an occurrence's start: DTEND's length, DURATION, or the default. */
function endOf(event: Component, feed: Feed): (start: Time, startInstant: number) => number {
  const dtstart = event.getFirstProperty('dtstart')!;
  const first = dtstart.getFirstValue() as Time;
  const dtend = event.getFirstProperty('dtend');
  const duration = event.getFirstPropertyValue('duration') as Duration | null;
  if (first.isDate) {
    // All-day: whole local days in the practice's zone, however long those days are.
    let days = 1;
    if (dtend) days = Math.max(0, daysBetween(first, dtend.getFirstValue() as Time));
    else if (duration) days = Math.max(0, Math.round(duration.toSeconds() / 86_400));
    return (start) => DateTime.fromISO(dayOf(start), { zone: feed.zone }).plus({ days }).toMillis();
  }
  if (dtend) {
    const length =
      readerOf(dtend, feed.root, feed.zone)(dtend.getFirstValue() as Time) -
      readerOf(dtstart, feed.root, feed.zone)(first);
    return (_start, startInstant) => startInstant + Math.max(0, length);
  }
  if (duration) {
    const read = readerOf(dtstart, feed.root, feed.zone);
    return (start) => {
      const end = start.clone();
      end.addDuration(duration);
      return read(end);
    };
  }
  return (_start, startInstant) => startInstant;
}

const daysBetween = (from: Time, to: Time) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

function add(feed: Feed, start: number, end: number): void {
  if (end > start && end > feed.window.start && start < feed.window.end) feed.busy.push({ start, end });
}

function readSingle(event: Component, feed: Feed): void {
  const dtstart = event.getFirstProperty('dtstart');
  if (!dtstart) return;
  const start = dtstart.getFirstValue() as Time;
  const startInstant = readerOf(dtstart, feed.root, feed.zone)(start);
  add(feed, startInstant, endOf(event, feed)(start, startInstant));
}

function readSeries(event: Component, feed: Feed, replaced: Set<number> | undefined): void {
  const dtstart = event.getFirstProperty('dtstart');
  if (!dtstart) return;
  const rules = event.getAllProperties('rrule');
  const rdates = event.getAllProperties('rdate');
  if (rules.length === 0 && rdates.length === 0) {
    readSingle(event, feed);
    return;
  }
  const first = dtstart.getFirstValue() as Time;
  const read = readerOf(dtstart, feed.root, feed.zone);
  const end = endOf(event, feed);
  const excluded = exclusions(event, feed);
  const occurrence = (start: Time, startInstant = read(start)) => {
    if (replaced?.has(startInstant) || excluded.instants.has(startInstant) || excluded.days.has(dayOf(start))) return;
    add(feed, startInstant, end(start, startInstant));
  };
  if (rules.length === 0) occurrence(first);
  for (const rule of rules) expandRule(rule, first, read, occurrence, feed);
  for (const rdate of rdates) {
    const readRdate = readerOf(rdate, feed.root, feed.zone);
    for (const value of rdate.getValues() as (Time | Period)[]) {
      if ('start' in value) {
        const startInstant = readRdate(value.start);
        if (!excluded.instants.has(startInstant) && !replaced?.has(startInstant)) {
          add(feed, startInstant, readRdate(value.getEnd()));
        }
      } else occurrence(value, readRdate(value));
    }
  }
}

function exclusions(event: Component, feed: Feed) {
  const instants = new Set<number>();
  const days = new Set<string>();
  for (const exdate of event.getAllProperties('exdate')) {
    const read = readerOf(exdate, feed.root, feed.zone);
    for (const value of exdate.getValues() as Time[]) {
      if (value.isDate) days.add(dayOf(value));
      else instants.add(read(value));
    }
  }
  return { instants, days };
}

/**
 * Steps through one RRULE from the first start to the window's end. UNTIL is applied here, as an
 * instant, because ical.js compares it with the wall clock when it does not know the start's zone. A
 * rule it cannot expand safely, or one that runs past the caps, keeps the rest of the window busy: a
 * time the clinician may have taken is never offered.
 */
function expandRule(
  rule: Property,
  first: Time,
  read: InstantReader,
  occurrence: (start: Time, startInstant: number) => void,
  feed: Feed,
): void {
  const recur = rule.getFirstValue() as InstanceType<typeof ICAL.Recur>;
  const firstInstant = read(first);
  const busyFrom = (from: number) => add(feed, Math.max(from, feed.window.start), feed.window.end);
  if (!isExpandable(recur)) {
    busyFrom(firstInstant);
    return;
  }
  const until = recur.until ? untilInstant(recur.until, feed.zone) : Infinity;
  recur.until = null;
  const iterator = recur.iterator(first);
  let steps = 0;
  let inWindow = 0;
  for (let start = iterator.next(); start; start = iterator.next()) {
    const startInstant = read(start);
    if (startInstant > until || startInstant >= feed.window.end) return;
    steps += 1;
    feed.steps += 1;
    if (feed.steps > MAX_STEPS_PER_FEED) throw new FeedFormatError('too many recurrences to expand');
    if (steps > MAX_STEPS_PER_EVENT || inWindow >= MAX_IN_WINDOW) {
      busyFrom(startInstant);
      return;
    }
    if (startInstant >= feed.window.start) inWindow += 1;
    occurrence(start, startInstant);
  }
}

/** A date-valued UNTIL includes its whole local day. */
function untilInstant(until: Time, zone: string): number {
  if (until.isDate) return DateTime.fromISO(dayOf(until), { zone }).plus({ days: 1 }).toMillis() - 1;
  return until.zone === ICAL.Timezone.utcTimezone ? until.toUnixTime() * 1000 : inZone(zone)(until);
}

/** FREEBUSY periods of a VFREEBUSY (UTC by the standard); FBTYPE=FREE is free time. */
function readFreeBusy(freebusy: Component, feed: Feed): void {
  for (const property of freebusy.getAllProperties('freebusy')) {
    const type = String(property.getParameter('fbtype') ?? 'BUSY').toUpperCase();
    if (type === 'FREE') continue;
    const read = readerOf(property, feed.root, feed.zone);
    for (const period of property.getValues() as Period[]) {
      add(feed, read(period.start), read(period.getEnd()));
    }
  }
}

/** Sorted, overlapping and touching intervals joined. */
function merged(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Interval[] = [];
  for (const interval of sorted) {
    const last = out.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else out.push({ ...interval });
  }
  return out;
}
