/**
 * A clinician's calendar as Google Calendar exports it after years of work: every single session ever
 * booked (with the short note clinicians keep in its description), weekly series for long-term clients
 * with their moved and cancelled instances, and an all-day event now and then. Made by arithmetic on the
 * event's number, so every run writes the same feed. Ten years at the defaults: about 20,000 events and 10 MB.
 */

const DAY = 86_400_000;
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');
const date = (ms: number) => stamp(ms).slice(0, 8);
const NOTE =
  'Session notes kept short on purpose: themes, homework agreed, what to follow up next time, ' +
  'who attended and how the family system responded to the last change. ';

export interface HistoryFeedOptions {
  /** The export's day: history runs up to it and a few weeks past it. */
  now: number;
  years?: number;
  /** Single sessions each working day. */
  perDay?: number;
}

function singleEvent(uid: string, start: number, minutes: number, client: number): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}@google.com`,
    `DTSTAMP:${stamp(start)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + minutes * 60_000)}`,
    `SUMMARY:Client ${100 + (client % 900)}`,
    `DESCRIPTION:${NOTE.repeat(2)}`,
    'LOCATION:Office 2',
    'END:VEVENT',
  ];
}

function weeklySeries(uid: string, start: number, weeks: number, n: number): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${uid}@google.com`,
    `DTSTAMP:${stamp(start)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + 3_600_000)}`,
    `RRULE:FREQ=WEEKLY;COUNT=${weeks}`,
    `EXDATE:${stamp(start + 7 * DAY * (n % weeks))}`,
    'SUMMARY:Weekly family session',
    `DESCRIPTION:${NOTE}`,
    'END:VEVENT',
  ];
  const moved = start + 7 * DAY * ((n * 7) % weeks);
  return [
    ...lines,
    'BEGIN:VEVENT',
    `UID:${uid}@google.com`,
    `RECURRENCE-ID:${stamp(moved)}`,
    `DTSTAMP:${stamp(moved)}`,
    `DTSTART:${stamp(moved + DAY)}`,
    `DTEND:${stamp(moved + DAY + 3_600_000)}`,
    'SUMMARY:Weekly family session (moved)',
    'END:VEVENT',
  ];
}

/** The feed's text; working days only, sessions on the hour between 9:00 and 17:00 UTC-ish. */
export function historyFeed({ now, years = 10, perDay = 7 }: HistoryFeedOptions): string {
  const first = now - years * 365 * DAY;
  const events: string[] = [];
  let n = 0;
  for (let day = first; day < now + 28 * DAY; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    const dayNumber = Math.round((day - first) / DAY);
    if (weekday === 0 || weekday === 6) continue;
    const midnight = Date.parse(`${new Date(day).toISOString().slice(0, 10)}T00:00:00Z`);
    for (let i = 0; i < perDay; i += 1) {
      const hour = 13 + ((n * 5 + i) % 9);
      events.push(...singleEvent(`s${(n += 1)}`, midnight + hour * 3_600_000, 50, n * 37));
    }
    // A new long-term client every other Monday, seen for 10 to 69 weeks.
    if (weekday === 1 && dayNumber % 14 < 7) {
      events.push(...weeklySeries(`w${(n += 1)}`, midnight + 22 * 3_600_000, 10 + (n % 60), n));
    }
    if (dayNumber % 50 === 3) {
      events.push(
        'BEGIN:VEVENT',
        `UID:a${(n += 1)}@google.com`,
        `DTSTART;VALUE=DATE:${date(day)}`,
        `DTEND;VALUE=DATE:${date(day + DAY)}`,
        'SUMMARY:Training day',
        'END:VEVENT',
      );
    }
  }
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
