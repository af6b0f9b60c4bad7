/**
 * The booking's figures for `npm run report`, from the holds still kept (they go with their messages'
 * retention): requests, what became of them, and how long the practice took to confirm, in office hours.
 * Under the counting's rules: the states are one group adding up to the requests, so counts from 1 to 4
 * are withheld with those that would give them back (src/lib/analytics/small-cells.ts), and the median
 * is shown only from SMALL_COUNT confirmations on.
 */
import { DateTime } from 'luxon';
import { percentile, shownCell } from '../../lib/analytics/figures.ts';
import { officeSecondsBetween, type OfficeHours } from '../../lib/calendar/office-hours.ts';
import { SMALL_COUNT, protectCells } from '../../lib/analytics/small-cells.ts';
/**
 * What the counting needs of a booking request's hold (the booking's store keeps them, the report hands
 * them in): its state as the booking names it, grouped below into the outcomes a report shows.
 */
interface HoldRow {
  state: string;
  createdAt: number;
  confirmedAt: number | null;
}

export interface BookingFigures {
  from: string;
  to: string;
  /** waiting, confirmed, released or declined, canceled (after confirming or before): null withheld. */
  outcomes: Record<'waiting' | 'confirmed' | 'notKept' | 'canceled', number | null>;
  /** All requests, or null when it would give a withheld count back. */
  requests: number | null;
  /** Office hours from request to confirmation, median; null under SMALL_COUNT confirmations. */
  medianHoursToConfirm: number | null;
}

/** The instants a report's days cover, in the practice's zone: [from's midnight, the day after to's). */
export function periodInstants(from: string, to: string, timeZone: string) {
  return {
    start: DateTime.fromISO(from, { zone: timeZone }).toMillis(),
    end: DateTime.fromISO(to, { zone: timeZone }).plus({ days: 1 }).toMillis(),
  };
}

export function bookingFigures(
  holds: readonly HoldRow[],
  period: { from: string; to: string },
  hours: OfficeHours,
): BookingFigures {
  const count = (test: (hold: HoldRow) => boolean) => holds.filter(test).length;
  const shown = protectCells({
    waiting: count((h) => h.state === 'pending'),
    confirmed: count((h) => h.state === 'confirmed'),
    notKept: count((h) => h.state === 'released' || h.state === 'declined'),
    canceled: count((h) => h.state === 'canceled'),
  });
  const waits = holds
    .filter((h) => h.confirmedAt !== null)
    .map((h) => officeSecondsBetween(h.createdAt, h.confirmedAt!, hours));
  const median = waits.length >= SMALL_COUNT ? percentile(waits, 0.5) : null;
  return {
    ...period,
    outcomes: shown.cells as BookingFigures['outcomes'],
    requests: shown.total,
    medianHoursToConfirm: median === null ? null : Math.round(median / 360) / 10,
  };
}

export function bookingText(figures: BookingFigures): string {
  const { outcomes } = figures;
  const rows: [string, string][] = [
    ['requests', figures.requests === null ? 'withheld' : String(figures.requests)],
    ['confirmed', shownCell(outcomes.confirmed)],
    ['released or declined', shownCell(outcomes.notKept)],
    ['canceled', shownCell(outcomes.canceled)],
    ['still waiting', shownCell(outcomes.waiting)],
    [
      'median time to confirm',
      figures.medianHoursToConfirm === null
        ? `fewer than ${SMALL_COUNT} confirmed`
        : `${figures.medianHoursToConfirm} office hours`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    'Booking (requests still kept)',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
  ].join('\n');
}
