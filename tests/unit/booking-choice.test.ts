import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { choosePage } from '@/lib/booking/booking-choice';
import { timeValue } from '@/lib/booking/booking-form';
import { dayViews } from '@/lib/booking/offer-view';
import type { OfferedTime } from '@/lib/booking/types';

const ZONE = 'America/New_York';
const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toMillis();
const time = (clinicianId: string, iso: string): OfferedTime => ({
  clinicianId,
  start: at(iso),
  end: at(iso) + 15 * 60_000,
});
// 23:30 in New York is the next day in UTC: days are the practice's.
const TIMES = [
  time('b', '2026-12-01T23:30'),
  time('a', '2026-12-01T10:00'),
  time('b', '2026-12-01T10:00'),
  time('b', '2026-12-03T09:00'),
  time('c', '2026-12-02T09:00'),
];

describe('dayViews', () => {
  it('gives whoever is free soonest each start once, with the first clinician in the order given', () => {
    const days = dayViews(TIMES, ['a', 'b'], ZONE);
    expect(days.map((d) => [d.key, d.short, d.times.map((t) => `${t.clinicianId} ${t.clock}`)])).toEqual([
      ['2026-12-01', ['Tue', 'Dec 1'], ['a 10:00 am', 'b 11:30 pm']],
      ['2026-12-03', ['Thu', 'Dec 3'], ['b 9:00 am']],
    ]);
    expect(dayViews(TIMES, ['b', 'a'], ZONE)[0]!.times.map((t) => t.clinicianId)).toEqual(['b', 'b']);
  });
});

describe('choosePage', () => {
  const days = dayViews(TIMES, ['a', 'b'], ZONE);
  it('shows the first free day unless the address names another that has times', () => {
    expect(choosePage(days, {})).toEqual({ day: '2026-12-01', chosen: null });
    expect(choosePage(days, { day: '2026-12-03' })).toEqual({ day: '2026-12-03', chosen: null });
    expect(choosePage(days, { day: '2026-12-02' })).toEqual({ day: '2026-12-01', chosen: null });
  });

  it('finds a time named in any ISO form on its day, and ignores one not offered', () => {
    const start = DateTime.fromISO('2026-12-03T09:00', { zone: ZONE }).toISO()!;
    expect(choosePage(days, { day: '2026-12-01', start })).toEqual({
      day: '2026-12-03',
      chosen: timeValue('b', new Date(at('2026-12-03T09:00')).toISOString()),
    });
    expect(choosePage(days, { start: '2026-12-03T10:00:00Z' }).chosen).toBeNull();
    expect(choosePage(days, { start: 'not a time' }).day).toBe('2026-12-01');
  });
});
