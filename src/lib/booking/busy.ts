// STAND-IN
import ICAL from 'ical.js';
import type { Interval } from './types.ts';

export class FeedFormatError extends Error {}

export function busyIntervals(ics: string, window: Interval, timeZone: string): Interval[] {
  void timeZone;
  let root;
  try {
    root = new ICAL.Component(ICAL.parse(ics));
  } catch {
    throw new FeedFormatError('not iCalendar');
  }
  if (root.name !== 'vcalendar') throw new FeedFormatError('not a calendar');
  const found: Interval[] = [];
  for (const vevent of root.getAllSubcomponents('vevent')) {
    if (vevent.getFirstPropertyValue('transp') === 'TRANSPARENT') continue;
    if (vevent.getFirstPropertyValue('status') === 'CANCELLED') continue;
    const event = new ICAL.Event(vevent);
    if (!event.startDate) continue;
    found.push({ start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime() });
  }
  const clipped = found
    .map(({ start, end }) => ({ start: Math.max(start, window.start), end: Math.min(end, window.end) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of clipped) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}
