/**
 * The calendar invitation a booking's emails carry (iTIP, RFC 5546): REQUEST when the practice confirms,
 * CANCEL when either side cancels, the same UID with a higher SEQUENCE; PUBLISH for the file a visitor
 * adds herself. Times are written in the practice's zone with its VTIMEZONE, so a calendar shows them on
 * the practice's clock and converts them for a reader elsewhere. Built with ical.js's components, which escape the text.
 */
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { vtimezone } from './vtimezone.ts';

export interface InvitationInput {
  /** PUBLISH: a file to add to one's own calendar, with no one to answer (no attendee). */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  uid: string;
  sequence: number;
  start: number;
  end: number;
  timeZone: string;
  stamp: number;
  /** Not yet confirmed: the event is TENTATIVE. */
  tentative?: boolean;
  summary: string;
  description: string;
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email?: string };
}

const PRODID = '-//Practice website//Booking//EN';
/** RFC 5545 lines are at most 75 octets, a continuation's leading space included (ical.js allows 76). */
const FOLD_OCTETS = 75;

const inZone = (instant: number, timeZone: string) => {
  const local = DateTime.fromMillis(instant, { zone: timeZone });
  return ICAL.Time.fromData({
    year: local.year,
    month: local.month,
    day: local.day,
    hour: local.hour,
    minute: local.minute,
    second: local.second,
    isDate: false,
  });
};

/** A parameter value may not hold a double quote or a control character: names lose them. */
const parameterText = (text: string) => text.replace(/["\p{Cc}]/gu, '').trim();

const utc = (instant: number) => ICAL.Time.fromJSDate(new Date(instant), true);

/** Whether the instant's local time also names another instant (the repeated hour of a fall-back night). */
function isAmbiguous(instant: number, timeZone: string): boolean {
  const wall = DateTime.fromMillis(instant, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm');
  return [-60, -30, 30, 60].some(
    (minutes) =>
      DateTime.fromMillis(instant + minutes * 60_000, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm') ===
      wall,
  );
}

/**
 * A time on the practice's clock with its TZID; a time of the repeated hour in UTC instead, since a
 * calendar reads a repeated local time as its first occurrence.
 */
function zoned(event: InstanceType<typeof ICAL.Component>, name: string, instant: number, timeZone: string) {
  if (isAmbiguous(instant, timeZone)) {
    event.addPropertyWithValue(name, utc(instant));
    return;
  }
  const property = event.addPropertyWithValue(name, inZone(instant, timeZone));
  property.setParameter('tzid', timeZone);
}

export function invitation(input: InvitationInput): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', PRODID);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', input.method);
  const years = new Set(
    [input.start, input.end].map((t) => DateTime.fromMillis(t, { zone: input.timeZone }).year),
  );
  for (const year of years) calendar.addSubcomponent(vtimezone(input.timeZone, year));

  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', input.uid);
  event.addPropertyWithValue('sequence', input.sequence);
  event.addPropertyWithValue('dtstamp', utc(input.stamp));
  zoned(event, 'dtstart', input.start, input.timeZone);
  zoned(event, 'dtend', input.end, input.timeZone);
  event.addPropertyWithValue('summary', input.summary);
  event.addPropertyWithValue('description', input.description);
  if (input.location) event.addPropertyWithValue('location', input.location);
  const organizer = event.addPropertyWithValue('organizer', `mailto:${input.organizer.email}`);
  organizer.setParameter('cn', parameterText(input.organizer.name));
  if (input.method !== 'PUBLISH') attendeeOf(event, input);
  const status = input.method === 'CANCEL' ? 'CANCELLED' : input.tentative ? 'TENTATIVE' : 'CONFIRMED';
  event.addPropertyWithValue('status', status);
  event.addPropertyWithValue('transp', 'OPAQUE');
  calendar.addSubcomponent(event);
  return folded(calendar.toString());
}

/** The visitor as the invitation's attendee, who may accept it. */
function attendeeOf(event: InstanceType<typeof ICAL.Component>, input: InvitationInput) {
  // A visitor who left no email cannot answer: the address is the placeholder calendars use for that.
  const attendee = event.addPropertyWithValue(
    'attendee',
    input.attendee.email ? `mailto:${input.attendee.email}` : 'invalid:nomail',
  );
  attendee.setParameter('cn', parameterText(input.attendee.name));
  attendee.setParameter('role', 'REQ-PARTICIPANT');
  attendee.setParameter('partstat', input.method === 'CANCEL' ? 'DECLINED' : 'NEEDS-ACTION');
  attendee.setParameter('rsvp', input.method === 'REQUEST' && input.attendee.email ? 'TRUE' : 'FALSE');
}

/** Unfolds ical.js's output and folds it again at 75 octets, never inside a character; CRLF ends. */
function folded(text: string): string {
  const encoder = new TextEncoder();
  const lines = text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  const out: string[] = [];
  for (const line of lines) {
    let current = '';
    let octets = 0;
    for (const character of line) {
      const size = encoder.encode(character).length;
      if (octets + size > FOLD_OCTETS) {
        out.push(current);
        current = ' ';
        octets = 1;
      }
      current += character;
      octets += size;
    }
    out.push(current);
  }
  return `${out.join('\r\n')}\r\n`;
}
