/**
 * Calendar days: a day is YYYY-MM-DD in the practice's time zone, the finest time the counters keep and
 * the unit office hours are reckoned in.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(text: string): boolean {
  return DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/** The day an instant falls on in a time zone (en-CA writes dates as YYYY-MM-DD). */
export function dayOf(time: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(time);
}

/** The day `count` days after (or before, when negative) a day. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The day `count` calendar months before a day (the 31st of a shorter month becomes its last day). */
export function monthsBefore(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - count, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Monday = 1 ... Sunday = 7, as ISO counts weekdays. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/**
 * A period as whole weeks, Monday to Sunday: `from` moves back to its Monday, `to` on to its Sunday.
 * Reports cover whole weeks, so two of them can differ by whole weeks only.
 */
export function wholeWeeks(from: string, to: string): { from: string; to: string } {
  return { from: addDays(from, 1 - isoWeekday(from)), to: addDays(to, 7 - isoWeekday(to)) };
}
