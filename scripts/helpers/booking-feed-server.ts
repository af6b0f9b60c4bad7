/**
 * The clinicians' calendar feeds for the browser tests and the booking's screenshots: a small HTTP
 * server whose iCalendar text is made relative to now on every request, so the tests never go stale.
 * Every clinician the practice books online has a feed, each with a few busy afternoons and a weekly
 * recurring morning (shifted by an hour per clinician), so the booking page is tried with as many times
 * as a practice will offer.
 *
 * Run alone (playwright.config.ts's second webServer): `node --experimental-strip-types
 * scripts/helpers/booking-feed-server.ts <port>`; the engines' setup calls startFeedServer.
 */
import { createServer, type Server } from 'node:http';
import { PRACTICE } from '#practice';

/** Every clinician the practice books online (booksOnline): each has a feed here. */
const ALL_CLINICIANS = PRACTICE.therapists.filter((t) => t.booksOnline).map((t) => t.id);

/** The clinicians the tests book with: the first two the practice books online besides the founder. */
export const FEED_CLINICIANS: readonly [string, string] = (() => {
  const ids = PRACTICE.therapists.filter((t) => t.booksOnline && !t.isFounder).map((t) => t.id);
  if (ids.length < 2)
    throw new Error(
      'these tests need two clinicians booked online besides the founder (practices/<name>/practice.ts)',
    );
  return [ids[0]!, ids[1]!];
})();

/**
 * The variable that names a clinician's feed for the site server: BOOKING_FEED_<CLINICIAN_ID>, as
 * src/server/booking/booking-config.ts reads it (the id upper-cased, hyphens as underscores).
 */
export const feedVariable = (clinicianId: string): string =>
  `BOOKING_FEED_${clinicianId.toUpperCase().replaceAll('-', '_')}`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function event(uid: string, start: number, end: number, extra: string[] = []): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp(Date.now())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    ...extra,
    'END:VEVENT',
  ];
}

/** A feed whose busy times start from today's UTC midnight: afternoons on days 2 and 4, a weekly morning. */
export function feedText(clinicianId: string, now = Date.now()): string {
  const midnight = Math.floor(now / DAY) * DAY;
  const offset = (ALL_CLINICIANS.indexOf(clinicianId) % 3) * HOUR;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//live-deeply tests//booking feed//EN',
    // 18:00-21:00 UTC is an afternoon in Atlanta in either season.
    ...event(
      `${clinicianId}-a@test`,
      midnight + 2 * DAY + 18 * HOUR + offset,
      midnight + 2 * DAY + 21 * HOUR,
    ),
    ...event(
      `${clinicianId}-b@test`,
      midnight + 4 * DAY + 17 * HOUR,
      midnight + 4 * DAY + 19 * HOUR + offset,
    ),
    ...event(`${clinicianId}-weekly@test`, midnight + 3 * DAY + 14 * HOUR, midnight + 3 * DAY + 16 * HOUR, [
      'RRULE:FREQ=WEEKLY;COUNT=6',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function startFeedServer(port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) => {
    const id = /^\/([a-z-]+)\.ics$/.exec(req.url ?? '')?.[1];
    if (req.url === '/healthz') {
      res.writeHead(200).end('ok');
      return;
    }
    if (!id || !ALL_CLINICIANS.includes(id)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(feedText(id));
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

/** The site server's environment: the BOOKING_FEED_<ID> of every clinician booked online, on this feed server. */
export function feedEnv(port: number): Record<string, string> {
  return Object.fromEntries(
    ALL_CLINICIANS.map((id) => [feedVariable(id), `http://127.0.0.1:${port}/${id}.ics`]),
  );
}

if (import.meta.main) {
  const port = Number(process.argv[2] ?? 4323);
  await startFeedServer(port);
}
