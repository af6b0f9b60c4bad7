/**
 * Which recurrence rules ical.js can expand safely. Its iterator steps a day (or an hour, a minute) at a
 * time until every BY-part matches, with no bound: a rule no date satisfies (the 30th of February) loops
 * forever inside one step, so a hostile feed could stop the server. Calendar programs write daily to
 * yearly rules only; anything else is refused here and kept busy by the caller.
 */
import type ICAL from 'ical.js';

type Recur = InstanceType<typeof ICAL.Recur>;

const FREQUENCIES = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
/** Days in each month of a leap year: a day that exists in none of these never comes. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const numbers = (values: unknown) => (Array.isArray(values) ? values.map(Number) : []);

export function isExpandable(rule: Recur): boolean {
  if (!FREQUENCIES.has(rule.freq)) return false;
  const parts = rule.parts as Record<string, unknown>;
  const months = numbers(parts.BYMONTH);
  const monthDays = numbers(parts.BYMONTHDAY);
  const chosenMonths = months.length > 0 ? months : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  if (chosenMonths.some((month) => !(month >= 1 && month <= 12))) return false;
  if (
    monthDays.length > 0 &&
    !chosenMonths.some((month) =>
      monthDays.some((day) => day !== 0 && Math.abs(day) <= MONTH_DAYS[month - 1]!),
    )
  ) {
    return false;
  }
  // A day of the year or a week number beside a month or a day of the month can name no date at all.
  const crossed = months.length > 0 || monthDays.length > 0;
  if (crossed && (numbers(parts.BYYEARDAY).length > 0 || numbers(parts.BYWEEKNO).length > 0)) return false;
  return true;
}
