/**
 * Busy time read from calendar feeds as Google Calendar, Outlook and Apple Calendar export them. Every
 * expected instant is written in UTC and worked out by hand in its comment: New York is UTC-5 (EST)
 * until 2 am on 2026-03-08 and from 2 am on 2026-11-01 until 2027-03-14, UTC-4 (EDT) between.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeedFormatError, busyIntervals, readBusy } from '@/lib/booking/busy';

const ZONE = 'America/New_York';
const WIDE = { start: Date.parse('2026-01-01T00:00:00Z'), end: Date.parse('2027-06-01T00:00:00Z') };
const feed = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'calendars', `${name}.ics`), 'utf8');
const iso = (intervals: { start: number; end: number }[]) =>
  intervals.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);
const calendar = (body: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n${body.trim().replaceAll('\n', '\r\n')}\r\nEND:VCALENDAR\r\n`;

describe('busyIntervals over exported feeds', () => {
  it('reads a Google Calendar feed', () => {
    expect(iso(busyIntervals(feed('google'), WIDE, ZONE))).toEqual([
      // Weekly on Mondays at 10:00-11:00 New York: March 2 is EST (15:00Z), March 9 already EDT (14:00Z).
      ['2026-03-02T15:00:00.000Z', '2026-03-02T16:00:00.000Z'],
      ['2026-03-09T14:00:00.000Z', '2026-03-09T15:00:00.000Z'],
      // March 16 is an EXDATE; March 23 moved to Tuesday 24th at 14:00 EDT (18:00Z); March 30 is a
      // cancelled instance (STATUS:CANCELLED with its RECURRENCE-ID); UNTIL ends the series there.
      ['2026-03-24T18:00:00.000Z', '2026-03-24T19:00:00.000Z'],
      // Daily at 09:00-09:30, COUNT=3, across the fall switch: Oct 31 EDT (13:00Z), then EST (14:00Z).
      ['2026-10-31T13:00:00.000Z', '2026-10-31T13:30:00.000Z'],
      // 01:30 on Nov 1 happens twice: the first (EDT, 05:30Z); it ends at 03:00 EST (08:00Z).
      ['2026-11-01T05:30:00.000Z', '2026-11-01T08:00:00.000Z'],
      ['2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z'],
      ['2026-11-02T14:00:00.000Z', '2026-11-02T14:30:00.000Z'],
      // 09:00-10:00 Los Angeles on Nov 3: PST, UTC-8. The transparent event of Nov 4 and the
      // cancelled one of Nov 5 take no time.
      ['2026-11-03T17:00:00.000Z', '2026-11-03T18:00:00.000Z'],
      // All day on 2027-03-14, the spring switch, in New York: midnight EST to midnight EDT, 23 hours.
      ['2027-03-14T05:00:00.000Z', '2027-03-15T04:00:00.000Z'],
      // A UTC time as written.
      ['2027-03-15T13:00:00.000Z', '2027-03-15T14:00:00.000Z'],
    ]);
  });

  it('reads an Outlook feed with Windows zone names', () => {
    expect(iso(busyIntervals(feed('outlook'), WIDE, ZONE))).toEqual([
      // 09:00 "Eastern Standard Time" on 2026-03-08, hours after the switch: EDT, 13:00Z.
      ['2026-03-08T13:00:00.000Z', '2026-03-08T14:00:00.000Z'],
      // Weekly on Tuesdays at 10:00: Oct 27 EDT (14:00Z).
      ['2026-10-27T14:00:00.000Z', '2026-10-27T15:00:00.000Z'],
      // 15:00 "GMT Standard Time" on Oct 28: London left summer time on Oct 25, so 15:00Z (11:00 in
      // New York, still EDT).
      ['2026-10-28T15:00:00.000Z', '2026-10-28T16:00:00.000Z'],
      // All day on Nov 1, the fall switch: midnight EDT (04:00Z) to midnight EST (05:00Z), 25 hours.
      ['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
      // The Tuesday series, now EST: Nov 3 15:00Z.
      ['2026-11-03T15:00:00.000Z', '2026-11-03T16:00:00.000Z'],
      // Tentative is busy (09:00 EST, 14:00Z); the Oct 29 event shown as free is not.
      ['2026-11-05T14:00:00.000Z', '2026-11-05T14:30:00.000Z'],
      // Nov 10 is an EXDATE; Nov 17 moved to 13:00 EST (18:00Z); Nov 24 is UNTIL's last, 15:00Z.
      ['2026-11-17T18:00:00.000Z', '2026-11-17T19:00:00.000Z'],
      ['2026-11-24T15:00:00.000Z', '2026-11-24T16:00:00.000Z'],
    ]);
  });

  it('reads an Apple Calendar feed', () => {
    expect(iso(busyIntervals(feed('apple'), WIDE, ZONE))).toEqual([
      // All day March 8-9 2026 (DTEND the 10th), across the spring switch: 05:00Z (EST midnight) to
      // 04:00Z (EDT midnight), 47 hours. The transparent all-day event of March 8 adds nothing.
      ['2026-03-08T05:00:00.000Z', '2026-03-10T04:00:00.000Z'],
      // Weekly on Mondays at 11:00, COUNT=4: March 1 2027 is EST (16:00Z).
      ['2027-03-01T16:00:00.000Z', '2027-03-01T17:00:00.000Z'],
      // A floating 09:00 (no zone) is read on the practice's clock: EST, 14:00Z. The transparent
      // event of March 3 and the cancelled one of March 4 take no time.
      ['2027-03-02T14:00:00.000Z', '2027-03-02T15:00:00.000Z'],
      // Daily at 08:00 until the end of March 14: EST on the 13th (13:00Z), EDT on the 14th (12:00Z).
      ['2027-03-13T13:00:00.000Z', '2027-03-13T13:30:00.000Z'],
      ['2027-03-14T12:00:00.000Z', '2027-03-14T12:30:00.000Z'],
      // March 8 is an EXDATE; March 15 moved to 15:00 EDT (19:00Z).
      ['2027-03-15T19:00:00.000Z', '2027-03-15T20:00:00.000Z'],
      // 17:00 Europe/London on March 16 2027: still GMT (summer time starts March 28), 17:00Z.
      ['2027-03-16T17:00:00.000Z', '2027-03-16T18:00:00.000Z'],
      // The fourth Monday, March 22, EDT: 15:00Z.
      ['2027-03-22T15:00:00.000Z', '2027-03-22T16:00:00.000Z'],
    ]);
  });

  it('keeps only what overlaps the window, and only start and end', () => {
    const window = { start: Date.parse('2026-11-01T07:00:00Z'), end: Date.parse('2026-11-03T00:00:00Z') };
    const busy = busyIntervals(feed('google'), window, ZONE);
    expect(iso(busy)).toEqual([
      ['2026-11-01T05:30:00.000Z', '2026-11-01T08:00:00.000Z'],
      ['2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z'],
      ['2026-11-02T14:00:00.000Z', '2026-11-02T14:30:00.000Z'],
    ]);
    expect(busy.every((interval) => Object.keys(interval).join() === 'start,end')).toBe(true);
  });

  it('reads VFREEBUSY periods, leaving FBTYPE=FREE out, and merges what overlaps', () => {
    const text = calendar(`
BEGIN:VFREEBUSY
DTSTART:20261201T000000Z
DTEND:20261208T000000Z
FREEBUSY:20261202T150000Z/20261202T160000Z,20261202T155000Z/PT30M
FREEBUSY;FBTYPE=BUSY-TENTATIVE:20261203T140000Z/20261203T143000Z
FREEBUSY;FBTYPE=FREE:20261204T140000Z/20261204T180000Z
END:VFREEBUSY`);
    expect(iso(busyIntervals(text, WIDE, ZONE))).toEqual([
      ['2026-12-02T15:00:00.000Z', '2026-12-02T16:20:00.000Z'],
      ['2026-12-03T14:00:00.000Z', '2026-12-03T14:30:00.000Z'],
    ]);
  });

  it('refuses text that is not a calendar', () => {
    for (const text of [
      '',
      '<!doctype html><title>Sign in</title>',
      'BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n',
    ]) {
      expect(() => busyIntervals(text, WIDE, ZONE)).toThrow(FeedFormatError);
    }
  });

  it('leaves out, at once, an event whose rule names no date, steps below a day or cannot be read, and reads the rest', () => {
    const event = (rule: string, uid: string, day = '01') => `
BEGIN:VEVENT
UID:${uid}
DTSTART:202612${day}T140000Z
DTEND:202612${day}T150000Z
RRULE:${rule}
END:VEVENT`;
    // The first three would keep ical.js's iterator looping inside one step, or step a second at a time;
    // the fourth is refused by ical.js as it expands; the last is the clinician's real weekly hour.
    const text = calendar(
      [
        event('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'a'),
        event('FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31', 'b'),
        event('FREQ=SECONDLY', 'c'),
        event('FREQ=MINUTELY', 'd'),
        event('FREQ=MONTHLY;BYDAY=6MO', 'e'),
        event('FREQ=WEEKLY', 'weekly', '02'),
      ].join('\n'),
    );
    const window = { start: Date.parse('2026-12-01T00:00:00Z'), end: Date.parse('2026-12-22T00:00:00Z') };
    expect(readBusy(text, window, ZONE)).toEqual({
      busy: [
        { start: Date.parse('2026-12-02T14:00:00Z'), end: Date.parse('2026-12-02T15:00:00Z') },
        { start: Date.parse('2026-12-09T14:00:00Z'), end: Date.parse('2026-12-09T15:00:00Z') },
        { start: Date.parse('2026-12-16T14:00:00Z'), end: Date.parse('2026-12-16T15:00:00Z') },
      ],
      dropped: 5,
    });
  });

  it('starts a long-running series shortly before the window, with the same dates', () => {
    // Weekly on Mondays and Thursdays at 09:00 New York since 2016: December 2026 is EST (14:00Z).
    const text = calendar(`
BEGIN:VEVENT
UID:long
DTSTART;TZID=America/New_York:20160104T090000
DTEND;TZID=America/New_York:20160104T093000
RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TH
END:VEVENT`);
    const window = { start: Date.parse('2026-12-01T00:00:00Z'), end: Date.parse('2026-12-08T00:00:00Z') };
    expect(iso(busyIntervals(text, window, ZONE))).toEqual([
      ['2026-12-03T14:00:00.000Z', '2026-12-03T14:30:00.000Z'],
      ['2026-12-07T14:00:00.000Z', '2026-12-07T14:30:00.000Z'],
    ]);
  });

  it('keeps the rest of the window busy past a cap, and refuses a feed past its budget', () => {
    const limits = { stepsPerEvent: 50, inWindow: 5, stepsPerFeed: 120 };
    const daily = (uid: string, rule: string) =>
      `BEGIN:VEVENT\nUID:${uid}\nDTSTART:20261201T120000Z\nDURATION:PT1M\nRRULE:${rule}\nEND:VEVENT`;
    const window = { start: Date.parse('2026-12-01T00:00:00Z'), end: Date.parse('2026-12-22T00:00:00Z') };
    // Five occurrences in the window, then busy from the sixth (Dec 6, 12:00Z) to the window's end.
    expect(iso(busyIntervals(calendar(daily('a', 'FREQ=DAILY')), window, ZONE, limits)).at(-1)).toEqual([
      '2026-12-06T12:00:00.000Z',
      '2026-12-22T00:00:00.000Z',
    ]);
    // COUNT series cannot be moved on: a year of them takes more steps than one event may.
    const wide = { start: Date.parse('2027-12-01T00:00:00Z'), end: Date.parse('2027-12-22T00:00:00Z') };
    expect(iso(busyIntervals(calendar(daily('b', 'FREQ=DAILY;COUNT=1000')), wide, ZONE, limits))).toEqual([
      ['2027-12-01T00:00:00.000Z', '2027-12-22T00:00:00.000Z'],
    ]);
    const many = [1, 2, 3].map((n) => daily(`c${n}`, 'FREQ=DAILY;COUNT=45')).join('\n');
    expect(() => busyIntervals(calendar(many), wide, ZONE, limits)).toThrow(FeedFormatError);
  });
});
