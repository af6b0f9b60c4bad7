import { describe, expect, it } from 'vitest';
import type { OfficeHours } from '@/lib/calendar/office-hours';
import { bookingFigures, bookingText } from '@/server/analytics/booking-figures';

const HOURS: OfficeHours = {
  days: ['Mo', 'Tu', 'We', 'Th', 'Fr'],
  opens: '09:00',
  closes: '17:00',
  timeZone: 'UTC',
};
// Monday 5 January 2026, 9:00 UTC.
const MONDAY = Date.UTC(2026, 0, 5, 9);
const HOUR = 3_600_000;
const period = { from: '2026-01-05', to: '2026-01-11' };

const confirmed = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    state: 'confirmed' as const,
    createdAt: MONDAY,
    confirmedAt: MONDAY + (i + 1) * HOUR,
  }));

describe("the booking's report figures", () => {
  it('withhold counts from 1 to 4 with what would give them back, and the median under 5 confirmations', () => {
    const figures = bookingFigures(
      [...confirmed(4), { state: 'released', createdAt: MONDAY, confirmedAt: null }],
      period,
      HOURS,
    );
    expect(figures.outcomes).toEqual({ waiting: 0, confirmed: null, notKept: null, canceled: 0 });
    expect(figures.requests).toBe(5);
    expect(figures.medianHoursToConfirm).toBeNull();
    expect(bookingText(figures)).toContain('fewer than 5 confirmed');
  });

  it('show the median time to confirm in office hours from 5 confirmations', () => {
    const figures = bookingFigures(confirmed(5), period, HOURS);
    expect(figures.outcomes.confirmed).toBe(5);
    expect(figures.medianHoursToConfirm).toBe(3);
  });
});
