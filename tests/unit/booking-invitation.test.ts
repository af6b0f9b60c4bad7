/**
 * The invitation parses back with ical.js to the instants it was given, on ordinary days and just after
 * each clock change, and keeps to iCalendar's lines: CRLF, 75 octets, escaped text. And the words the
 * booking pages show for a time.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dayKey, formatClock, formatDayHeading, formatTime, zoneName } from '@/lib/booking/format';
import { invitation, type InvitationInput } from '@/lib/booking/invitation';

const ZONE = 'America/New_York';
const base = (start: number): InvitationInput => ({
  method: 'REQUEST',
  uid: 'booking-42@example.org',
  sequence: 0,
  start,
  end: start + 15 * 60_000,
  timeZone: ZONE,
  stamp: Date.parse('2026-11-27T12:00:00Z'),
  summary: 'Free consultation; by phone, 15 minutes',
  description: 'First line\nSecond line, with “quotes” and an accent: é. '.repeat(3),
  location: 'By phone',
  organizer: { name: 'The practice', email: 'intake@example.org' },
  attendee: { name: 'Ana "Annie" Pérez', email: 'ana@example.org' },
});

const eventOf = (text: string) => new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
const instant = (event: InstanceType<typeof ICAL.Component>, name: string) =>
  (event.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>).toUnixTime() * 1000;

describe('invitation', () => {
  // 2026-03-08 03:00 EDT is the first minute after the spring switch (07:00Z); 2026-11-01 02:00 EST the
  // first unrepeated one after the fall switch (07:00Z); 2027-03-14 03:00 EDT (07:00Z).
  const starts = [
    '2026-12-02T19:30:00Z',
    '2026-03-08T07:00:00Z',
    '2026-11-01T07:00:00Z',
    '2027-03-14T07:00:00Z',
  ];
  it.each(starts)('parses back to the same instants with ical.js (%s)', (iso) => {
    const start = Date.parse(iso);
    const text = invitation(base(start));
    const event = eventOf(text);
    expect(event.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(ZONE);
    expect(instant(event, 'dtstart')).toBe(start);
    expect(instant(event, 'dtend')).toBe(start + 15 * 60_000);
  });

  it('writes a time of the repeated hour in UTC', () => {
    // 01:15 on 2026-11-01 happens at 05:15Z (EDT) and at 06:15Z (EST): the second is written as UTC.
    const start = Date.parse('2026-11-01T06:15:00Z');
    const event = eventOf(invitation(base(start)));
    expect(event.getFirstProperty('dtstart')!.getParameter('tzid')).toBeUndefined();
    expect(instant(event, 'dtstart')).toBe(start);
    expect(instant(event, 'dtend')).toBe(start + 15 * 60_000);
  });

  it('is an iTIP request with the fields calendars read, in iCalendar lines', () => {
    const text = invitation(base(Date.parse('2026-12-02T19:30:00Z')));
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(ZONE);
    expect(event.getFirstPropertyValue('uid')).toBe('booking-42@example.org');
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.getFirstPropertyValue('summary')).toBe('Free consultation; by phone, 15 minutes');
    expect(event.getFirstPropertyValue('description')).toBe(base(0).description);
    const attendee = event.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:ana@example.org');
    expect(attendee.getParameter('cn')).toBe('Ana Annie Pérez');
    expect([attendee.getParameter('partstat'), attendee.getParameter('rsvp')]).toEqual([
      'NEEDS-ACTION',
      'TRUE',
    ]);
    expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe('The practice');
    expect(text).toContain('SUMMARY:Free consultation\\; by phone\\, 15 minutes\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('cancels with the same UID, a higher sequence and no reply asked', () => {
    const text = invitation({ ...base(Date.parse('2026-12-02T19:30:00Z')), method: 'CANCEL', sequence: 1 });
    const event = eventOf(text);
    expect(text).toContain('METHOD:CANCEL\r\n');
    expect([event.getFirstPropertyValue('status'), event.getFirstPropertyValue('sequence')]).toEqual([
      'CANCELLED',
      1,
    ]);
    expect(event.getFirstProperty('attendee')!.getParameter('rsvp')).toBe('FALSE');
  });

  it("gives the VTIMEZONE the year's real changes, from the time-zone database", () => {
    const text = invitation(base(Date.parse('2026-06-01T16:00:00Z')));
    expect(text).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\n',
    );
    expect(text).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\n',
    );
  });
});

describe('the words for a time', () => {
  const start = Date.parse('2026-12-01T19:30:00Z'); // Tuesday, 2:30 pm EST
  it('reads on the practice clock', () => {
    expect(formatTime(start, ZONE)).toBe('Tue, Dec 1, 2:30 pm');
    expect(formatClock(Date.parse('2026-12-01T14:05:00Z'), ZONE)).toBe('9:05 am');
    expect(dayKey(Date.parse('2026-12-02T04:30:00Z'), ZONE)).toBe('2026-12-01');
    expect(formatDayHeading('2026-12-02')).toBe('Wednesday, December 2');
    expect(zoneName(ZONE, start)).toBe('Eastern Time');
  });
});
