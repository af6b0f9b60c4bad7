import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SITE } from '#practice';
import { parseCalendarDate } from '@/lib/content/calendar-date';
import { contentToday } from '@/lib/content/clock';
import { hasPage, isPublished, publicationState } from '@/lib/content/publication';

const piece = (published: string, draft = false) => ({ data: { draft, published: new Date(published) } });

describe('publication: drafts and scheduled pieces', () => {
  it('publishes a piece from its published date on, in production and in development listings', () => {
    const scheduled = piece('2025-06-10');
    expect(publicationState(scheduled, '2025-06-09')).toBe('scheduled');
    expect(publicationState(scheduled, '2025-06-10')).toBe('published');
    expect(isPublished(scheduled, '2025-06-11')).toBe(true);
  });

  it('keeps a draft unpublished whatever its date', () => {
    expect(publicationState(piece('2020-01-01', true), '2025-06-10')).toBe('draft');
  });

  it('gives drafts and scheduled pieces a page only with previews on (npm run dev)', () => {
    for (const entry of [piece('2025-06-10', true), piece('2030-01-01')]) {
      expect(hasPage(entry, '2025-06-10', true)).toBe(true);
      expect(hasPage(entry, '2025-06-10', false)).toBe(false);
    }
    expect(hasPage(piece('2025-06-10'), '2025-06-10', false)).toBe(true);
  });
});

describe('contentToday', () => {
  it('reads a fixed clock from SITE_NOW', () => {
    expect(contentToday({ SITE_NOW: '2025-06-10' })).toBe('2025-06-10');
  });

  it("turns a date and time into the practice's calendar day, in its time zone", () => {
    // A minute either side of midnight where the practice is, whatever the hour in UTC.
    const midnight = DateTime.fromISO('2025-06-10T00:00', { zone: SITE.timeZone });
    const at = (minutes: number) => midnight.plus({ minutes }).toUTC().toISO()!;
    expect(midnight.offset).not.toBe(0);
    expect(contentToday({ SITE_NOW: at(-1) })).toBe('2025-06-09');
    expect(contentToday({ SITE_NOW: at(1) })).toBe('2025-06-10');
  });

  it('refuses a SITE_NOW that is not a date', () => {
    expect(() => contentToday({ SITE_NOW: 'tomorrow' })).toThrow(/SITE_NOW="tomorrow" is not a date/);
  });

  it('without SITE_NOW, is a real YYYY-MM-DD day', () => {
    expect(contentToday({})).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('parseCalendarDate', () => {
  it('reads a real date as UTC midnight', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ date: new Date(Date.UTC(2024, 1, 29)) });
  });

  it('names what is wrong with a date that does not exist', () => {
    expect(parseCalendarDate('2025-13-01')).toEqual({
      error: '2025-13-01 is not a date: there is no month 13',
    });
    expect(parseCalendarDate('2025-02-30')).toEqual({
      error: '2025-02-30 is not a date: February 2025 has 28 days',
    });
    expect(parseCalendarDate('June 3')).toEqual({ error: '"June 3" is not a date written YYYY-MM-DD' });
  });
});
