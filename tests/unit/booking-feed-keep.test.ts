/**
 * The kept part of a feed stands for the whole of it from its day on: for every window that starts on
 * or after that day, the busy time read from the kept part is the busy time read from the feed, over the
 * exported feeds (recurring series with exceptions, zones, all-day events, both daylight-saving switches)
 * and years of history. It holds nothing but when and whether: no title, note, place or person.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { busyIntervals, FeedFormatError } from '@/lib/booking/busy';
import { keptFeed } from '@/lib/booking/feed-keep';
import { historyFeed } from '../../scripts/helpers/history-feed.ts';

const ZONE = 'America/New_York';
const DAY = 86_400_000;
const feed = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'calendars', `${name}.ics`), 'utf8');
const PRIVATE = /^(SUMMARY|DESCRIPTION|LOCATION|ATTENDEE|ORGANIZER|BEGIN:VALARM)/m;

/** Every fifteenth day from before the fixtures' first event to after their last. */
const CUTS = Array.from({ length: 37 }, (_, i) => Date.parse('2026-01-01T00:00:00Z') + i * 15 * DAY);

describe('the kept part of a feed', () => {
  it.each(['google', 'outlook', 'apple'])(
    'of the %s export gives the same busy time from its day on',
    (name) => {
      const text = feed(name);
      for (const cut of CUTS) {
        const kept = keptFeed(text, cut);
        expect(kept).not.toMatch(PRIVATE);
        for (const days of [21, 60]) {
          const window = { start: cut, end: cut + days * DAY };
          expect(busyIntervals(kept, window, ZONE), new Date(cut).toISOString()).toEqual(
            busyIntervals(text, window, ZONE),
          );
        }
      }
    },
  );

  it('of years of history keeps a small part and the same busy time', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const text = historyFeed({ now, years: 2 });
    const kept = keptFeed(text, now);
    expect(kept.length).toBeLessThan(text.length / 20);
    expect(kept).not.toMatch(PRIVATE);
    for (const offset of [0, 3, 10, 40]) {
      const window = { start: now + offset * DAY, end: now + (offset + 22) * DAY };
      expect(busyIntervals(kept, window, ZONE)).toEqual(busyIntervals(text, window, ZONE));
    }
  });

  it('refuses text that is no calendar, as the busy time does', () => {
    expect(() => keptFeed('<html></html>', 0)).toThrow(FeedFormatError);
    expect(() => keptFeed('BEGIN:VTODO\r\nEND:VTODO\r\n', 0)).toThrow(FeedFormatError);
  });
});
