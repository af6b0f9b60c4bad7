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

/** One event no calendar program writes (a rule that names no date, or repeats by the minute). */
class UnreadableEvent extends Error {}

/**
 * How much expansion one feed may ask for. Steps cost ical.js tens of microseconds each, so a series is
 * started a period before the window rather than at a DTSTART years ago, and COUNT series (which cannot
 * be) or monthly and yearly ones from long ago take the steps below.
 */
export interface ExpansionLimits {
  /** Recurrence steps one event may take up to the window's end. */
  stepsPerEvent: number;
  /** Occurrences of one event inside the window (a daily event over about a year and a half). */
  inWindow: number;
  /** Recurrence steps for a whole feed: a feed asking for more is refused rather than read for seconds. */
  stepsPerFeed: number;
}

const LIMITS: ExpansionLimits = { stepsPerEvent: 3_000, inWindow: 500, stepsPerFeed: 60_000 };
const DAY = 86_400_000;

interface Feed {
  root: Component;
  zone: string;
  window: Interval;
  limits: ExpansionLimits;
  busy: Interval[];
  steps: { count: number };
  /** Events left out because they could not be read. */
  dropped: { count: number };
}

/** A feed's busy intervals, and how many of its events were left out as unreadable. */
export interface FeedBusy {
  busy: Interval[];
  dropped: number;
}

/**
 * The busy intervals of an iCalendar text that overlap `window`, sorted and merged. Dates, floating
 * times and unknown zones are read in `timeZone`, the practice's. A caller offering times widens the
 * window by the buffer on both sides, so a busy time just outside it still keeps its buffer clear.
 */
export function busyIntervals(
  ics: string,
  window: Interval,
  timeZone: string,
  limits: ExpansionLimits = LIMITS,
): Interval[] {
  return readBusy(ics, window, timeZone, limits).busy;
}

/**
 * busyIntervals, with the count of events left out: one event that cannot be read (a malformed rule, a
 * rule that names no date or repeats by the minute or the hour) is dropped and the rest of the feed read,
 * so one bad entry neither fails the feed nor blanks the clinician's days.
 */
export function readBusy(
  ics: string,
  window: Interval,
  timeZone: string,
  limits: ExpansionLimits = LIMITS,
): FeedBusy {
  const busy: Interval[] = [];
  const steps = { count: 0 };
  const dropped = { count: 0 };
  for (const root of calendarsOf(ics)) {
    readCalendar({ root, zone: timeZone, window, limits, busy, steps, dropped });
  }
  return { busy: merged(busy), dropped: dropped.count };
}

/**
 * The jCal arrays of each VCALENDAR in `ics` (one calendar parses to one array, several to an array of
 * them); text that is no calendar throws a FeedFormatError. The kept part of a feed reads it too.
 */
export function jCalendarsOf(ics: string): unknown[][] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(ics);
  } catch (error) {
    throw new FeedFormatError(`not an iCalendar feed: ${(error as Error).message.slice(0, 80)}`);
  }
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendars = list.filter((item): item is unknown[] => Array.isArray(item));
  if (calendars.length === 0 || calendars.some((jcal) => jcal[0] !== 'vcalendar')) {
    throw new FeedFormatError('not an iCalendar feed: no VCALENDAR');
  }
  return calendars;
}

const calendarsOf = (ics: string): Component[] => jCalendarsOf(ics).map((jcal) => new ICAL.Component(jcal));

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
    const before = feed.busy.length;
    try {
      if (event.hasProperty('recurrence-id')) readSingle(event, feed);
      else readSeries(event, feed, replaced.get(String(event.getFirstPropertyValue('uid') ?? '')));
    } catch (error) {
      // Past the feed's own expansion cap the whole feed is refused; any other failure is this event's.
      if (error instanceof FeedFormatError) throw error;
      feed.busy.length = before;
      feed.dropped.count += 1;
    }
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
  Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );

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
    if (replaced?.has(startInstant) || excluded.instants.has(startInstant) || excluded.days.has(dayOf(start)))
      return;
    add(feed, startInstant, end(start, startInstant));
  };
  if (rules.length === 0) occurrence(first);
  const firstInstant = read(first);
  const span = Math.max(0, end(first, firstInstant) - firstInstant);
  for (const rule of rules) expandRule(rule, { first, firstInstant, span }, read, occurrence, feed);
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

interface SeriesStart {
  first: Time;
  firstInstant: number;
  /** How long one occurrence lasts, to know how early one can still reach into the window. */
  span: number;
}

/**
 * Steps through one RRULE from the first start to the window's end. UNTIL is applied here, as an
 * instant, because ical.js compares it with the wall clock when it does not know the start's zone. A
 * rule it cannot expand safely (one no calendar program writes) leaves its event out; one that runs past
 * the caps keeps the rest of the window busy: a time the clinician may have taken is never offered.
 */
function expandRule(
  rule: Property,
  series: SeriesStart,
  read: InstantReader,
  occurrence: (start: Time, startInstant: number) => void,
  feed: Feed,
): void {
  const recur = rule.getFirstValue() as InstanceType<typeof ICAL.Recur>;
  const busyFrom = (from: number) => add(feed, Math.max(from, feed.window.start), feed.window.end);
  if (!isExpandable(recur)) throw new UnreadableEvent(`a ${recur.freq} rule that cannot be expanded`);
  const until = recur.until ? untilInstant(recur.until, feed.zone) : Infinity;
  recur.until = null;
  const { start: from, skipFirst } = fastForward(recur, series, feed.window);
  const iterator = recur.iterator(from);
  if (skipFirst) iterator.next();
  let steps = 0;
  let inWindow = 0;
  for (let start = iterator.next(); start; start = iterator.next()) {
    const startInstant = read(start);
    if (startInstant > until || startInstant >= feed.window.end) return;
    steps += 1;
    feed.steps.count += 1;
    if (feed.steps.count > feed.limits.stepsPerFeed)
      throw new FeedFormatError('too many recurrences to expand');
    if (steps > feed.limits.stepsPerEvent || inWindow >= feed.limits.inWindow) {
      busyFrom(startInstant);
      return;
    }
    if (startInstant >= feed.window.start) inWindow += 1;
    occurrence(start, startInstant);
  }
}

/**
 * A daily or weekly rule without COUNT repeats whole periods of days, so it yields the same dates from a
 * start moved on by whole periods to shortly before the window. ical.js always yields its start first,
 * whether the rule names it or not: the moved start is skipped (it lies before the window anyway).
 */
function fastForward(recur: InstanceType<typeof ICAL.Recur>, series: SeriesStart, window: Interval) {
  const periodDays = (recur.freq === 'WEEKLY' ? 7 : 1) * (recur.interval || 1);
  if (recur.count || (recur.freq !== 'DAILY' && recur.freq !== 'WEEKLY')) {
    return { start: series.first, skipFirst: false };
  }
  // Two periods and two days of slack keep the moved start clear of the window whatever the offsets.
  const target = window.start - series.span - 2 * periodDays * DAY - 2 * DAY;
  const periods = Math.floor((target - series.firstInstant) / (periodDays * DAY));
  if (periods < 1) return { start: series.first, skipFirst: false };
  const start = series.first.clone();
  start.adjust(periods * periodDays, 0, 0, 0);
  return { start, skipFirst: true };
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
