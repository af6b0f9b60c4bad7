/**
 * A CalDAV calendar with a password, as Nextcloud, Fastmail or a practice's own Radicale serve one: the
 * feed's address carries the user and password, the reader sends them as a Basic header (fetch refuses
 * them in an address), and neither reaches a log line. Against a real Radicale (Debian's `radicale`),
 * started here on a free loopback port; missing, the test is skipped, and fails under CI=true.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedReader } from '@/server/booking/feed-reader';
import { createLogger } from '@/server/http/log';
import { RADICALE, stamp, startRadicale, type RadicaleServer } from '../helpers/radicale.ts';

const USER = 'clinician';
const PASSWORD = 'pa ss:w%rd-7f3k';
const BUSY = { start: Date.UTC(2030, 0, 8, 15), end: Date.UTC(2030, 0, 8, 16) };

let radicale: RadicaleServer | undefined;
let base = '';
const basic = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;

beforeAll(async () => {
  if (!RADICALE) return;
  radicale = await startRadicale(USER, PASSWORD);
  base = radicale.base;
  const calendar = await radicale.makeCalendar('work');
  const event = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    'UID:session@test',
    `DTSTAMP:${stamp(BUSY.start)}`,
    `DTSTART:${stamp(BUSY.start)}`,
    `DTEND:${stamp(BUSY.end)}`,
    'SUMMARY:Private client session',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  expect(await radicale.put(calendar, 'session.ics', event)).toBe(201);
}, 30_000);

afterAll(() => {
  radicale?.stop();
});

describe.skipIf(!RADICALE && process.env.CI !== 'true')('a CalDAV feed with a password', () => {
  it('is read with a Basic header, and a wrong password is refused without the password in the log', async () => {
    if (!RADICALE) throw new Error("no radicale on PATH: install Debian's radicale (.ci/run does)");
    const lines: string[] = [];
    const address = (password: string) => {
      const url = new URL(`${base}/${USER}/work/`);
      url.username = USER;
      url.password = encodeURIComponent(password);
      return url;
    };
    const reader = createFeedReader({
      feeds: new Map([
        ['right', address(PASSWORD)],
        ['wrong', address('not-the-password')],
      ]),
      timeZone: 'America/New_York',
      horizonDays: 21,
      maxAgeMs: 3_600_000,
      refreshMs: 3_600_000,
      now: () => BUSY.start - 2 * 86_400_000,
      log: createLogger('json', (line) => lines.push(line)),
    });
    await reader.refresh();
    reader.stop();
    expect(reader.busy('right')).toEqual([BUSY]);
    expect(reader.busy('wrong')).toBeNull();
    const said = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(said).toContainEqual(expect.objectContaining({ clinician: 'wrong', failure: 'http-status' }));
    const log = lines.join('\n');
    for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), 'not-the-password', basic.slice(6)]) {
      expect(log).not.toContain(secret);
    }
  });
});
