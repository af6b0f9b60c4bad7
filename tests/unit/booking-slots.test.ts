/**
 * Offered times: hand-worked days (both clock changes), the shipped configuration over an exported feed,
 * and the rules as properties over random busy time and clocks around both switches (fast-check).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { busyIntervals } from '@/lib/booking/busy';
import { PRACTICE_BOOKING_RULES, bookingRulesOf } from '@/lib/booking/rules';
import { freeTimes, isFree } from '@/lib/booking/slots';
import type { BookingRules, Interval } from '@/lib/booking/types';

const ZONE = 'America/New_York';
const RULES: BookingRules = {
  timeZone: ZONE,
  days: ['Mo', 'Tu', 'Th', 'Fr'],
  opens: '09:00',
  closes: '17:00',
  consultationMinutes: 15,
  stepMinutes: 30,
  noticeHours: 24,
  horizonDays: 21,
  bufferMinutes: 15,
};
const at = (text: string) => Date.parse(text);
const iso = (times: Interval[]) => times.map((time) => new Date(time.start).toISOString());

describe('freeTimes, worked by hand', () => {
  it('keeps 9 to 5 on the practice clock on both sides of each clock change', () => {
    const rules = { ...RULES, noticeHours: 0, horizonDays: 4, stepMinutes: 240, consultationMinutes: 60 };
    // Friday March 6 2026 is EST (09:00 = 14:00Z); Monday March 9, after the switch, EDT (13:00Z).
    expect(iso(freeTimes(rules, [], at('2026-03-06T05:00:00Z')))).toEqual([
      '2026-03-06T14:00:00.000Z',
      '2026-03-06T18:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T17:00:00.000Z',
    ]);
    // Friday October 30 is EDT (13:00Z); Monday November 2, after the switch back, EST (14:00Z).
    expect(iso(freeTimes(rules, [], at('2026-10-30T04:00:00Z')))).toEqual([
      '2026-10-30T13:00:00.000Z',
      '2026-10-30T17:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
      '2026-11-02T18:00:00.000Z',
    ]);
  });

  it('offers nothing before the notice, from the horizon on, or on a closed day', () => {
    // Wednesday Dec 2 2026, 10:00 EST: 24 hours' notice leaves Thursday from 10:00; one day of
    // horizon ends at Thursday 10:00, so nothing is left.
    expect(freeTimes({ ...RULES, horizonDays: 1 }, [], at('2026-12-02T15:00:00Z'))).toEqual([]);
    const times = freeTimes({ ...RULES, horizonDays: 2 }, [], at('2026-12-02T15:00:00Z'));
    // Thursday 10:00 EST (15:00Z) to 16:30 (21:30Z), then Friday 09:00 to 09:30 (the horizon, 10:00).
    expect(iso(times).at(0)).toBe('2026-12-03T15:00:00.000Z');
    expect(iso(times).at(-1)).toBe('2026-12-04T14:30:00.000Z');
    expect(times).toHaveLength(14 + 2);
  });

  it('runs the shipped configuration over an exported feed', () => {
    expect(PRACTICE_BOOKING_RULES).not.toBeNull();
    const rules = PRACTICE_BOOKING_RULES!;
    const now = at('2026-10-29T15:07:00Z');
    const ics = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'calendars', 'google.ics'), 'utf8');
    const busy = busyIntervals(ics, { start: now, end: now + 60 * 86_400_000 }, rules.timeZone);
    const times = freeTimes(rules, busy, now);
    const on = (day: string) =>
      iso(times.filter((time) => new Date(time.start).toISOString().startsWith(day)));
    const minutes = rules.consultationMinutes;
    // The feed's Monday Nov 2 09:00-09:30 and Tuesday Nov 3 12:00-13:00 (Eastern): no time offered meets
    // either with its buffer, and each day still offers times around it.
    const MINUTE = 60_000;
    for (const [from, to] of [
      ['2026-11-02T14:00:00Z', '2026-11-02T14:30:00Z'],
      ['2026-11-03T17:00:00Z', '2026-11-03T18:00:00Z'],
    ] as const) {
      const [start, end] = [at(from), at(to)];
      const clashes = times.filter((time) => {
        const begins = new Date(time.start).getTime();
        return (
          begins < end + rules.bufferMinutes * MINUTE &&
          begins + (minutes + rules.bufferMinutes) * MINUTE > start
        );
      });
      expect(iso(clashes), from).toEqual([]);
      expect(on(from.slice(0, 10)).length, from).toBeGreaterThan(0);
    }
    expect(times.every((time) => isFree(rules, busy, now, time.start))).toBe(true);
  });

  it('is off without a booking section', () => {
    const practice = {
      openingDays: [...RULES.days],
      officeHours: { opens: '09:00', closes: '17:00' },
      consultationMinutes: 15,
    };
    expect(bookingRulesOf({ ...practice, booking: undefined }, ZONE)).toBeNull();
  });
});

// ------------------------------------------------------------------------------------------------
// Properties: random rules, busy time and clocks drawn around both switches and an ordinary day.

const DAY = 86_400_000;
const BASES = [
  '2026-03-08T07:00:00Z',
  '2026-11-01T06:00:00Z',
  '2027-03-14T07:00:00Z',
  '2026-06-16T14:00:00Z',
].map(at);
const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

const rulesArbitrary: fc.Arbitrary<BookingRules> = fc.record({
  timeZone: fc.constantFrom(ZONE, 'Europe/London'),
  days: fc.subarray([...WEEKDAYS], { minLength: 1 }),
  opens: fc.constantFrom('08:00', '09:00', '09:30'),
  closes: fc.constantFrom('12:00', '17:00', '18:15'),
  consultationMinutes: fc.constantFrom(15, 30, 50),
  stepMinutes: fc.constantFrom(15, 30, 60),
  noticeHours: fc.integer({ min: 0, max: 48 }),
  horizonDays: fc.integer({ min: 1, max: 12 }),
  bufferMinutes: fc.integer({ min: 0, max: 30 }),
});

/** A clock within 10 days either side of a switch (or of an ordinary day), to the minute. */
const nowArbitrary = fc
  .tuple(fc.constantFrom(...BASES), fc.integer({ min: -10 * 24 * 60, max: 10 * 24 * 60 }))
  .map(([base, minutes]) => base + minutes * 60_000);

const busyArbitrary = (now: number) =>
  fc.array(
    fc
      .tuple(fc.integer({ min: -2 * 24 * 60, max: 24 * 24 * 60 }), fc.integer({ min: 1, max: 10 * 60 }))
      .map(([from, length]) => ({ start: now + from * 60_000, end: now + (from + length) * 60_000 })),
    { maxLength: 12 },
  );

const cases = fc
  .tuple(rulesArbitrary, nowArbitrary)
  .chain(([rules, now]) => busyArbitrary(now).map((busy) => ({ rules, now, busy })));

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The rules read independently: every grid time of every local day, kept when it meets each rule. */
function expected({ rules, now, busy }: { rules: BookingRules; now: number; busy: Interval[] }): number[] {
  const latest = DateTime.fromMillis(now, { zone: rules.timeZone })
    .plus({ days: rules.horizonDays })
    .toMillis();
  const buffer = rules.bufferMinutes * 60_000;
  const out: number[] = [];
  for (
    let day = DateTime.fromMillis(now, { zone: rules.timeZone }).startOf('day');
    day.toMillis() < latest;
  ) {
    if (rules.days.includes(WEEKDAYS[day.weekday - 1]!)) {
      const wall = (minutes: number) =>
        DateTime.fromObject(
          {
            year: day.year,
            month: day.month,
            day: day.day,
            hour: Math.floor(minutes / 60),
            minute: minutes % 60,
          },
          { zone: rules.timeZone },
        ).toMillis();
      const closes = wall(minutesOf(rules.closes));
      for (let m = minutesOf(rules.opens); m < 24 * 60; m += rules.stepMinutes) {
        const start = wall(m);
        const end = start + rules.consultationMinutes * 60_000;
        if (end > closes) break;
        const clear = busy.every((b) => end <= b.start - buffer || start >= b.end + buffer);
        if (start >= now + rules.noticeHours * 3_600_000 && start < latest && clear) out.push(start);
      }
    }
    day = day.plus({ days: 1 });
  }
  return out;
}

describe('freeTimes, over random busy time and clocks (fast-check)', () => {
  const RUNS = { numRuns: 200 };
  const PROBE_RUNS = { numRuns: 100 };

  it('offers exactly the grid times on opening days, in office hours, after notice, before the horizon, clear of busy time and its buffer', () => {
    fc.assert(
      fc.property(cases, (input) => {
        const { rules, now, busy } = input;
        const times = freeTimes(rules, busy, now);
        const buffer = rules.bufferMinutes * 60_000;
        const latest = DateTime.fromMillis(now, { zone: rules.timeZone })
          .plus({ days: rules.horizonDays })
          .toMillis();
        // One check per rule, gathered, so a failure names the rule and the run stays cheap.
        const broken = new Set<string>();
        const check = (rule: string, holds: boolean) => holds || broken.add(rule);
        for (const time of times) {
          const local = DateTime.fromMillis(time.start, { zone: rules.timeZone });
          const startMinute = local.hour * 60 + local.minute;
          check('length', time.end - time.start === rules.consultationMinutes * 60_000);
          check('opening day', rules.days.includes(WEEKDAYS[local.weekday - 1]!));
          check('after opening', startMinute >= minutesOf(rules.opens));
          check('on the step grid', (startMinute - minutesOf(rules.opens)) % rules.stepMinutes === 0);
          // Both zones change their clocks at night, so an office-hours time ends on the start's clock.
          check('ends by closing', startMinute + rules.consultationMinutes <= minutesOf(rules.closes));
          check('notice', time.start >= now + rules.noticeHours * 3_600_000);
          check('horizon', time.start < latest);
          check(
            'clear of busy time and buffer',
            busy.every((b) => time.end <= b.start - buffer || time.start >= b.end + buffer),
          );
        }
        expect([...broken]).toEqual([]);
        expect(times.map((time) => time.start)).toEqual(expected(input));
      }),
      RUNS,
    );
  });

  it('isFree agrees with freeTimes, for offered times and for times near them', () => {
    fc.assert(
      fc.property(
        cases,
        fc.array(fc.integer({ min: -90, max: 90 }), { maxLength: 6 }),
        ({ rules, now, busy }, shifts) => {
          const times = freeTimes(rules, busy, now);
          const offered = new Set(times.map((time) => time.start));
          const probes = [
            ...times.filter((_, i) => i % 7 === 0).map((time) => time.start),
            ...busy.map((b) => b.start),
            ...times.slice(0, shifts.length).map((time, i) => time.start + shifts[i]! * 60_000),
            now + 3 * DAY,
          ];
          const disagree = probes.filter((start) => isFree(rules, busy, now, start) !== offered.has(start));
          expect(disagree).toEqual([]);
        },
      ),
      PROBE_RUNS,
    );
  });
});
