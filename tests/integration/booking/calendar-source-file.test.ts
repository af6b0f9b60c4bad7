/**
 * A calendar source is one file: written into a copy of calendar-sources/ (the real folder stays as it
 * is, so tests running beside this one see nothing of it), it is found by reading the folder, its form
 * of setting is accepted by the booking's configuration, and the feed reader reads busy time through it,
 * with no other file edited. The copied sources still read their own forms beside it. Under Vitest the
 * real folder's sources come through Vite's glob; under plain Node, as the server runs, by reading it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import type { CalendarSource } from '@/server/booking/calendar-sources/source';
import { feedVariable, readBookingConfig } from '@/server/booking/booking-config';
import { createFeedReader } from '@/server/booking/feed-reader';
import { CALENDAR_SOURCES, loadCalendarSources } from '@/server/booking/source-registry';
import { createLogger } from '@/server/http/log';
import { FEED_SECRET, startFeedServer } from './feed-server.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2030, 0, 6, 12);
const BUSY = { start: Date.UTC(2030, 0, 9, 14), end: Date.UTC(2030, 0, 9, 15) };
/** The first clinician the practice books online: the only ones whose feeds the server reads. */
const CLINICIAN = PRACTICE.therapists.find((t) => t.booksOnline)!.id;
const VARIABLE = feedVariable(CLINICIAN);

/** The new source, as its author writes it: a form of its own, a calendar of one event per setting. */
const TEST_SOURCE = `/** Test calendars named by their setting: test-source:busy?start=<ms>&end=<ms>. */
import type { CalendarSource } from './source.ts';

const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\\.\\d{3}/g, '');

export const source: CalendarSource = {
  name: 'test-source',
  forms: 'test-source:',
  accepts: (url) => url.protocol === 'test-source:',
  async read({ url, window }) {
    (globalThis as { testSourceAsked?: unknown }).testSourceAsked = window;
    const [start, end] = ['start', 'end'].map((key) => Number(url.searchParams.get(key)));
    const text = [
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:one@test-source',
      \`DTSTART:\${utc(start!)}\`, \`DTEND:\${utc(end!)}\`, 'END:VEVENT', 'END:VCALENDAR', '',
    ].join('\\r\\n');
    return { changed: true, calendar: new TextEncoder().encode(text) };
  },
};
`;

let folder = '';
let sources: CalendarSource[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'calendar-sources-'));
  cpSync(join(import.meta.dirname, '../../../src/server/booking/calendar-sources'), folder, {
    recursive: true,
  });
  writeFileSync(join(folder, 'test-source.ts'), TEST_SOURCE);
  sources = await loadCalendarSources(folder);
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const setting = `test-source:busy?start=${BUSY.start}&end=${BUSY.end}`;

const reader = (feeds: Map<string, URL>, lines: string[]) =>
  createFeedReader({
    feeds,
    timeZone: 'America/New_York',
    horizonDays: 21,
    maxAgeMs: HOUR,
    refreshMs: HOUR,
    now: () => NOW,
    log: createLogger('json', (line) => lines.push(line)),
    sources,
  });

describe('a calendar source added as one file', () => {
  it('is found beside the others, and only in the folder it was written to', () => {
    expect(sources.map((source) => source.name)).toEqual(['caldav', 'ics', 'test-source']);
    expect(CALENDAR_SOURCES.map((source) => source.name)).toEqual(['caldav', 'ics']);
  });

  it('is found the same way by plain Node, as `npm start` runs the server from src/', () => {
    const registry = join(import.meta.dirname, '../../../src/server/booking/source-registry.ts');
    const code = `const { CALENDAR_SOURCES } = await import(${JSON.stringify(pathToFileURL(registry).href)});
      console.log(JSON.stringify(CALENDAR_SOURCES.map((source) => source.name)));`;
    const run = spawnSync(
      process.execPath,
      ['--experimental-strip-types', '--input-type=module', '-e', code],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stderr).not.toMatch(/Error/);
    expect(JSON.parse(run.stdout)).toEqual(['caldav', 'ics']);
  });

  it("makes its form a valid setting, which the real folder's sources refuse by name alone", () => {
    const env = { [VARIABLE]: setting };
    expect(readBookingConfig(env, PRACTICE, sources).feeds.get(CLINICIAN)?.href).toBe(setting);
    let refused = '';
    try {
      readBookingConfig(env, PRACTICE);
    } catch (error) {
      refused = (error as Error).message;
    }
    expect(refused).toBe(
      `Invalid booking environment: ${VARIABLE} must be an address a calendar source reads: caldav+https:// or caldav+http:// (caldav); http:// or https:// (ics)`,
    );
  });

  it('gives the feed reader busy time, asked for the window; the copied ics source reads beside it', async () => {
    const feed = await startFeedServer([{ start: NOW + 30 * HOUR, end: NOW + 31 * HOUR }]);
    const lines: string[] = [];
    const read = reader(
      new Map([
        ['new', new URL(setting)],
        ['ics', new URL(feed.url)],
      ]),
      lines,
    );
    try {
      await read.refresh();
    } finally {
      read.stop();
      await feed.close();
    }
    expect(read.busy('new')).toEqual([BUSY]);
    expect(read.busy('ics')).toEqual([{ start: NOW + 30 * HOUR, end: NOW + 31 * HOUR }]);
    const day = 24 * HOUR;
    expect((globalThis as { testSourceAsked?: unknown }).testSourceAsked).toEqual({
      start: NOW - day,
      end: NOW + 22 * day + HOUR,
    });
    expect(lines.join('')).not.toContain(FEED_SECRET);
  });
});
