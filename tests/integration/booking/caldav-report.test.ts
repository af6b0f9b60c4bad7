/**
 * A CalDAV calendar set as `caldav+http://user:password@host/path/` is asked for the booking's window
 * only: a REPORT calendar-query with the window's time-range, Depth 1, the password as a Basic header.
 * Against a real Radicale (Debian's `radicale`) holding events before, inside and far past the window,
 * reached through a proxy that records what is asked and answered: only the window's events come back
 * (a series begun a year before whole, with its moved instance), each zone once, and their busy time is
 * the window's. A wrong password is an http-status failure that names neither password nor address.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWithin } from '@/server/booking/calendar-sources/source';
import { source as caldav } from '@/server/booking/calendar-sources/caldav';
import { createFeedReader } from '@/server/booking/feed-reader';
import { createLogger } from '@/server/http/log';
import { RADICALE, stamp, startRadicale, type RadicaleServer } from '../helpers/radicale.ts';

const USER = 'clinician';
const PASSWORD = 'pa ss:w%rd-9q2z';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The reader's clock: a Sunday noon, so its window runs from Saturday noon for 22 days. */
const NOW = Date.UTC(2030, 0, 6, 12);
const MAX_AGE = HOUR;
const WINDOW = { start: NOW - DAY, end: NOW + 22 * DAY + MAX_AGE };

/** Outlook's name for New York's zone, which only the calendar's own VTIMEZONE defines. */
const EASTERN = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

const event = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `DTSTAMP:${stamp(NOW)}`,
  ...lines,
  'SUMMARY:Private client session',
  'END:VEVENT',
];

/** One file each, as a calendar program writes them. */
const FILES: Record<string, string> = {
  'eastern.ics': calendar(
    ...EASTERN,
    ...event(
      'eastern@test',
      'DTSTART;TZID=Eastern Standard Time:20300108T100000',
      'DTEND;TZID=Eastern Standard Time:20300108T110000',
    ),
  ),
  'eastern-short.ics': calendar(
    ...EASTERN,
    ...event(
      'eastern-short@test',
      'DTSTART;TZID=Eastern Standard Time:20300115T090000',
      'DTEND;TZID=Eastern Standard Time:20300115T093000',
    ),
  ),
  // Thursdays at 18:00Z since 2029; the 24 January 2030 instance moved to the Friday.
  'weekly.ics': calendar(
    ...event('weekly@test', 'DTSTART:20290104T180000Z', 'DTEND:20290104T190000Z', 'RRULE:FREQ=WEEKLY'),
    ...event(
      'weekly@test',
      'RECURRENCE-ID:20300124T180000Z',
      'DTSTART:20300125T180000Z',
      'DTEND:20300125T190000Z',
    ),
  ),
  'before.ics': calendar(...event('before@test', 'DTSTART:20291201T150000Z', 'DTEND:20291201T160000Z')),
  'far.ics': calendar(
    ...EASTERN,
    ...event(
      'far@test',
      'DTSTART;TZID=Eastern Standard Time:20350301T100000',
      'DTEND;TZID=Eastern Standard Time:20350301T110000',
    ),
  ),
};

const BUSY = [
  { start: Date.UTC(2030, 0, 8, 15), end: Date.UTC(2030, 0, 8, 16) },
  { start: Date.UTC(2030, 0, 10, 18), end: Date.UTC(2030, 0, 10, 19) },
  { start: Date.UTC(2030, 0, 15, 14), end: Date.UTC(2030, 0, 15, 14, 30) },
  { start: Date.UTC(2030, 0, 17, 18), end: Date.UTC(2030, 0, 17, 19) },
  { start: Date.UTC(2030, 0, 25, 18), end: Date.UTC(2030, 0, 25, 19) },
];

interface Exchange {
  method: string;
  depth: string | undefined;
  asked: string;
  answered: string;
}

/** A proxy to Radicale that keeps each request's method, Depth and body, and each answer's body. */
async function recordingProxy(target: string): Promise<{ server: Server; base: string; seen: Exchange[] }> {
  const seen: Exchange[] = [];
  const { port } = new URL(target);
  const server = createServer((req, res) => {
    const asked: Buffer[] = [];
    req.on('data', (chunk: Buffer) => asked.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(asked);
      const onward = request(
        { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          const answered: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => answered.push(chunk));
          answer.on('end', () => {
            const whole = Buffer.concat(answered);
            const exchange = { method: req.method ?? '', depth: req.headers.depth as string | undefined };
            seen.push({ ...exchange, asked: body.toString(), answered: whole.toString() });
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(whole);
          });
        },
      );
      onward.on('error', () => res.writeHead(502).end());
      onward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

let radicale: RadicaleServer | undefined;
let proxy: Awaited<ReturnType<typeof recordingProxy>> | undefined;

beforeAll(async () => {
  if (!RADICALE) return;
  radicale = await startRadicale(USER, PASSWORD);
  const work = await radicale.makeCalendar('work');
  for (const [file, text] of Object.entries(FILES)) expect(await radicale.put(work, file, text)).toBe(201);
  proxy = await recordingProxy(radicale.base);
}, 30_000);

afterAll(async () => {
  if (proxy) await new Promise((resolve) => proxy!.server.close(resolve));
  radicale?.stop();
});

/** The calendar's setting as a practice writes it: caldav+http://user:password@host/user/work/. */
const setting = (base: string, password: string) => {
  const url = new URL(`caldav+${base}/${USER}/work/`);
  url.username = USER;
  url.password = encodeURIComponent(password);
  return url;
};

describe.skipIf(!RADICALE && process.env.CI !== 'true')('a CalDAV calendar asked with a REPORT', () => {
  it('answers the window only: its events whole, each zone once', async () => {
    if (!radicale || !proxy) throw new Error("no radicale on PATH: install Debian's radicale (.ci/run does)");
    const request = { window: WINDOW, previous: null, maxBytes: 1024 * 1024 };
    const answer = await readWithin(caldav, { ...request, url: setting(radicale.base, PASSWORD) }, 10_000);
    if (!answer.changed) throw new Error('a REPORT is never unchanged');
    const text = new TextDecoder().decode(answer.calendar);
    for (const uid of ['eastern', 'eastern-short', 'weekly']) expect(text).toContain(`UID:${uid}@test`);
    expect(text).toContain('RECURRENCE-ID:20300124T180000Z');
    expect(text).not.toContain('before@test');
    expect(text).not.toContain('far@test');
    expect(text.match(/^BEGIN:VCALENDAR/gm)).toHaveLength(1);
    expect(text.match(/^BEGIN:VTIMEZONE/gm)).toHaveLength(1);
    // What the calendar holds, read whole over its own address: the far event is there.
    const whole = await fetch(`${radicale.base}/${USER}/work/`, {
      headers: { Authorization: radicale.basic },
    });
    expect(await whole.text()).toContain('far@test');
  });

  it("gives the feed reader the window's busy time, and a wrong password an http-status", async () => {
    if (!proxy) throw new Error("no radicale on PATH: install Debian's radicale (.ci/run does)");
    const lines: string[] = [];
    const reader = createFeedReader({
      feeds: new Map([
        ['right', setting(proxy.base, PASSWORD)],
        ['wrong', setting(proxy.base, 'not-the-password')],
      ]),
      // Not New York's: the Eastern events are read by their own VTIMEZONE, or come out five hours off.
      timeZone: 'Europe/London',
      horizonDays: 21,
      maxAgeMs: MAX_AGE,
      refreshMs: HOUR,
      now: () => NOW,
      log: createLogger('json', (line) => lines.push(line)),
    });
    proxy.seen.length = 0;
    await reader.refresh();
    reader.stop();
    expect(reader.busy('right')).toEqual(BUSY);
    expect(reader.busy('wrong')).toBeNull();

    expect(proxy.seen.map(({ method, depth }) => [method, depth])).toEqual([
      ['REPORT', '1'],
      ['REPORT', '1'],
    ]);
    const range = `<C:time-range start="${stamp(WINDOW.start)}" end="${stamp(WINDOW.end)}"/>`;
    for (const { asked, answered } of proxy.seen) {
      expect(asked).toContain(range);
      expect(answered).not.toContain('far@test');
    }

    const said = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(said).toContainEqual(expect.objectContaining({ clinician: 'right', event: 'booking.feed-ok' }));
    expect(said).toContainEqual(expect.objectContaining({ clinician: 'wrong', failure: 'http-status' }));
    const log = lines.join('\n');
    const secrets = [PASSWORD, encodeURIComponent(PASSWORD), 'not-the-password', proxy.base.slice(7)];
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(Buffer.from(`${USER}:${PASSWORD}`).toString('base64'));
    expect(log).not.toContain('Private client session');
  });
});
