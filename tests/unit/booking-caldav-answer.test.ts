/**
 * A CalDAV REPORT's answer read without an XML parser: each calendar-data under whatever prefix the
 * server gives the CalDAV namespace, its text with entities decoded and CDATA sections as written, and
 * the calendars gathered into one, each zone once, whose busy time is the calendar's own. An answer that
 * cannot be read is malformed, never a partial calendar.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { busyIntervals } from '@/lib/booking/busy';
import { calendarDataOf, oneCalendar } from '@/server/booking/calendar-sources/caldav';
import { failureOf } from '@/server/booking/calendar-sources/source';

const ZONE = 'America/New_York';
const DAY = 86_400_000;

/** XML text as a server writes it: markup escaped, carriage returns as references (ElementTree's way). */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\r', '&#13;');

const response = (href: string, data: string, prefix = 'C') =>
  `<D:response><D:href>${href}</D:href><D:propstat><D:prop><${prefix}:calendar-data>${data}</${prefix}:calendar-data></D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>`;

const multistatus = (...responses: string[]) =>
  `<?xml version="1.0"?>\n<D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:cal="urn:ietf:params:xml:ns:caldav">${responses.join('')}</D:multistatus>`;

/** A calendar export split as a CalDAV server keeps it: one calendar per UID, each with every zone. */
function perEvent(ics: string): string[] {
  const root = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const zones = root.getAllSubcomponents('vtimezone');
  const byUid = new Map<string, InstanceType<typeof ICAL.Component>[]>();
  for (const event of root.getAllSubcomponents('vevent')) {
    const uid = String(event.getFirstPropertyValue('uid'));
    byUid.set(uid, [...(byUid.get(uid) ?? []), event]);
  }
  return [...byUid.values()].map((events) => {
    const one = new ICAL.Component(['vcalendar', [], []]);
    one.addPropertyWithValue('version', '2.0');
    for (const part of [...zones, ...events]) one.addSubcomponent(new ICAL.Component(part.toJSON()));
    return one.toString();
  });
}

const failure = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return failureOf(error);
  }
  return null;
};

describe("a CalDAV REPORT's answer", () => {
  it.each(['google', 'outlook', 'apple'])(
    'of the %s export, one calendar per event, reads as the export does',
    (name) => {
      const text = readFileSync(
        join(import.meta.dirname, '..', 'fixtures', 'calendars', `${name}.ics`),
        'utf8',
      );
      const parts = perEvent(text);
      const xml = multistatus(
        ...parts.map((part, i) => response(`/cal/${i}.ics`, escaped(part), i % 2 ? 'C' : 'cal')),
      );
      const gathered = oneCalendar(calendarDataOf(xml));
      expect(gathered.match(/^BEGIN:VCALENDAR/gm)).toHaveLength(1);
      const zones = new Set(text.match(/^TZID:.*$/gm));
      expect(gathered.match(/^BEGIN:VTIMEZONE/gm)?.length ?? 0).toBe(zones.size);
      let read = 0;
      for (const start of [Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-07-01T00:00:00Z')]) {
        const window = { start, end: start + 90 * DAY };
        const busy = busyIntervals(text, window, ZONE);
        expect(busyIntervals(gathered, window, ZONE)).toEqual(busy);
        read += busy.length;
      }
      expect(read).toBeGreaterThan(0);
    },
  );

  it('finds calendar-data under any prefix or none, in CDATA or escaped, and skips empty ones', () => {
    const event = (uid: string) =>
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', `UID:${uid}`, 'END:VEVENT', 'END:VCALENDAR'].join(
        '\r\n',
      );
    const xml = [
      '<multistatus xmlns="DAV:">',
      '<response><propstat><prop>',
      `<calendar-data xmlns="urn:ietf:params:xml:ns:caldav">${escaped(event('plain&<amp>'))}</calendar-data>`,
      '</prop></propstat></response>',
      `<response><propstat><prop><x1:calendar-data xmlns:x1="urn:ietf:params:xml:ns:caldav" content-type="text/calendar"><![CDATA[${event('in-cdata')}]]></x1:calendar-data></prop></propstat></response>`,
      '<response><propstat><prop><C:calendar-data/><C:calendar-data /></prop></propstat></response>',
      '</multistatus>',
    ].join('\n');
    const found = calendarDataOf(xml);
    expect(found).toEqual([event('plain&<amp>'), event('in-cdata')]);
    expect(oneCalendar(found)).toContain('UID:plain&<amp>\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:in-cdata');
  });

  it('is malformed when an element is left open or its text is no calendar', () => {
    expect(failure(() => calendarDataOf('<C:calendar-data>BEGIN:VCALENDAR'))).toBe('malformed');
    expect(failure(() => calendarDataOf('<C:calendar-data><![CDATA[BEGIN</C:calendar-data>'))).toBe(
      'malformed',
    );
    expect(failure(() => calendarDataOf('<C:calendar-data>&#xD800;</C:calendar-data>'))).toBe('malformed');
    expect(failure(() => oneCalendar(['<html>not a calendar</html>']))).toBe('malformed');
    expect(failure(() => oneCalendar(['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT']))).toBe('malformed');
    expect(failure(() => oneCalendar(['BEGIN:VEVENT\r\nEND:VEVENT']))).toBe('malformed');
  });

  it('costs time in proportion to its size, however many elements are left open', () => {
    const hostile = '<C:calendar-data x="1"'.repeat(200_000);
    const started = performance.now();
    expect(calendarDataOf(hostile)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
