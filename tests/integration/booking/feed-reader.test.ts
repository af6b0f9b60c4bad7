/**
 * The feed reader against a real HTTP feed: each kind of failure keeps the last busy times until the
 * feed's stale age, then offers nothing; each change of state is logged once, never with the address;
 * a 304 keeps the last busy times fresh. The clock is the test's.
 */
import { performance } from 'node:perf_hooks';
import getPort from 'get-port';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFeedReader, type FeedReader } from '@/server/booking/feed-reader';
import { createLogger } from '@/server/http/log';
import { PRACTICE } from '#practice';
import { FEED_SECRET, startFeedServer, type FeedMode } from './feed-server.ts';

const HOUR = 3_600_000;
const MAX_AGE = HOUR;
const T0 = Date.UTC(2026, 0, 5, 12);
const BUSY = [{ start: T0 + 26 * HOUR, end: T0 + 27 * HOUR }];
/** One clinician's feed is read, the other's address refuses connections. */
const [READ, REFUSED] = ((): [string, string] => {
  const [read, refused] = PRACTICE.therapists.map((t) => t.id);
  if (!read || !refused) throw new Error('these tests need two clinicians (practices/<name>/practice.ts)');
  return [read, refused];
})();

let feed: Awaited<ReturnType<typeof startFeedServer>>;
let lines: string[];
let clock: number;
let refusedUrl: URL;
let reader: FeedReader;

beforeEach(async () => {
  feed = await startFeedServer(BUSY);
  lines = [];
  clock = T0;
  refusedUrl = new URL(`http://127.0.0.1:${await getPort()}/calendars/${FEED_SECRET}/basic.ics`);
  reader = createFeedReader({
    feeds: new Map([
      [READ, new URL(feed.url)],
      [REFUSED, refusedUrl],
    ]),
    timeZone: 'America/New_York',
    horizonDays: 21,
    maxAgeMs: MAX_AGE,
    refreshMs: HOUR,
    maxBytes: 256 * 1024,
    // Long enough for a loaded machine to read a good feed; a slow one waits it out.
    timeoutMs: 1500,
    now: () => clock,
    log: createLogger('json', (line) => lines.push(line)),
  });
});

afterEach(async () => {
  reader.stop();
  await feed.close();
});

const events = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the feed reader', () => {
  it.each<[FeedMode, string]>([
    ['slow', 'timeout'],
    ['huge', 'too-large'],
    ['malformed', 'malformed'],
    ['dropped', 'unreachable'],
  ])('a %s feed keeps its busy times until its stale age, then offers nothing', async (mode, failure) => {
    await reader.refresh();
    expect(reader.busy(READ)).toEqual(BUSY);
    // A refused connection never read well: that clinician offers nothing from the start.
    expect(reader.busy(REFUSED)).toBeNull();

    feed.set(mode);
    clock += MAX_AGE / 2;
    await reader.refresh();
    expect(reader.busy(READ)).toEqual(BUSY);
    clock += MAX_AGE;
    await reader.refresh();
    await reader.refresh();
    expect(reader.busy(READ)).toBeNull();

    feed.set('ok');
    await reader.refresh();
    expect(reader.busy(READ)).toEqual(BUSY);

    const said = (who: string) =>
      events()
        .filter(({ clinician }) => clinician === who)
        .map(({ event, failure: kind, offersTimes }) => [event, kind, offersTimes]);
    expect(said(READ)).toEqual([
      ['booking.feed-ok', undefined, undefined],
      ['booking.feed-failed', failure, true],
      ['booking.feed-failed', failure, false],
      ['booking.feed-ok', undefined, undefined],
    ]);
    expect(said(REFUSED)).toEqual([['booking.feed-failed', 'unreachable', false]]);
    const log = lines.join('');
    expect(log).not.toContain(FEED_SECRET);
    expect(log).not.toContain(new URL(feed.url).port);
    expect(log).not.toContain(refusedUrl.port);
  });

  it('asks with the ETag, and a 304 keeps the busy times fresh', async () => {
    await reader.refresh();
    clock += MAX_AGE * 0.75;
    await reader.refresh();
    expect(feed.requests.at(-1)?.['if-none-match']).toBe('"v1"');
    clock += MAX_AGE * 0.75;
    expect(reader.busy(READ)).toEqual(BUSY);

    const moved = [{ start: T0 + 50 * HOUR, end: T0 + 51 * HOUR }];
    feed.setBusy(moved);
    await reader.refresh();
    expect(reader.busy(READ)).toEqual(moved);
  });

  it('computes the busy time again for the window of the day when the calendar answers 304', async () => {
    // Weekly on Mondays, 10:00-11:00 in New York since 2025 (15:00Z in winter); T0 is a Monday.
    feed.setText(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:weekly@test',
        'DTSTART;TZID=America/New_York:20250106T100000',
        'DTEND;TZID=America/New_York:20250106T110000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
        'SUMMARY:Private client session',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    const weekFour = { start: Date.UTC(2026, 1, 23, 15), end: Date.UTC(2026, 1, 23, 16) };
    await reader.refresh();
    expect(reader.busy(READ)).not.toContainEqual(weekFour);
    for (let week = 0; week < 4; week += 1) {
      clock += 7 * 24 * HOUR;
      await reader.refresh();
    }
    expect(feed.requests.slice(1).every((headers) => headers['if-none-match'])).toBe(true);
    // Seven weeks after T0, beyond the first read's 21 days: busy all the same.
    expect(reader.busy(READ)).toContainEqual(weekFour);
  });

  it('cuts a feed that would take the CPU for minutes at its budget, off the event loop', async () => {
    const budgeted = createFeedReader({
      feeds: new Map([[READ, new URL(feed.url)]]),
      timeZone: 'America/New_York',
      horizonDays: 21,
      maxAgeMs: MAX_AGE,
      refreshMs: HOUR,
      // The leap-day feed takes minutes of CPU; a good feed, a few milliseconds even on a busy machine.
      budget: { readMs: 3000, memoryMb: 128 },
      now: () => clock,
      log: createLogger('json', (line) => lines.push(line)),
    });
    await budgeted.refresh();
    // A leap day of every February from the year 1200, 2,000 times over, a hundred times: 16 KiB.
    const hostile = Array.from({ length: 100 }, (_, i) => [
      'BEGIN:VEVENT',
      `UID:leap-${i}@test`,
      'DTSTART:12000229T100000Z',
      'DTEND:12000229T110000Z',
      'RRULE:FREQ=DAILY;COUNT=2000;BYMONTH=2;BYMONTHDAY=29',
      'END:VEVENT',
    ]).flat();
    feed.setText(['BEGIN:VCALENDAR', 'VERSION:2.0', ...hostile, 'END:VCALENDAR', ''].join('\r\n'));
    const before = performance.eventLoopUtilization();
    await budgeted.refresh();
    const busyShare = performance.eventLoopUtilization(before).utilization;
    budgeted.stop();
    expect(events().at(-1)).toMatchObject({
      event: 'booking.feed-failed',
      failure: 'too-slow',
      offersTimes: true,
    });
    expect(budgeted.busy(READ)).toEqual(BUSY);
    // The reading ran in its worker: this thread mostly waited.
    expect(busyShare).toBeLessThan(0.5);
  });

  it('leaves out an event it cannot read and offers the rest, saying how many without what', async () => {
    const event = (uid: string, rule: string) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTART:20260105T150000Z',
      'DTEND:20260105T160000Z',
      rule,
      'SUMMARY:Private client session',
      'END:VEVENT',
    ];
    const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');
    feed.setText(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        ...event('bad-day@test', 'RRULE:FREQ=MONTHLY;BYDAY=6MO'),
        ...event('by-the-minute@test', 'RRULE:FREQ=MINUTELY'),
        'BEGIN:VEVENT',
        'UID:real@test',
        `DTSTART:${stamp(BUSY[0]!.start)}`,
        `DTEND:${stamp(BUSY[0]!.end)}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    await reader.refresh();
    expect(reader.busy(READ)).toEqual(BUSY);
    expect(events().find((line) => line.clinician === READ)).toMatchObject({
      event: 'booking.feed-ok',
      eventsLeftOut: 2,
    });
    expect(lines.join('')).not.toContain('Private client session');
  });
});
