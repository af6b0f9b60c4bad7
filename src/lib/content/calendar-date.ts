/** A content date written YYYY-MM-DD; content dates are calendar dates, held as UTC midnight. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The date a YYYY-MM-DD text names, or why it names none. A YAML parser turns 2025-02-30 into March 2
 * and 2025-13-01 into January 2026 without a word, so dates are checked here, on the text itself.
 */
export function parseCalendarDate(text: string): { date: Date } | { error: string } {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return { error: `"${text}" is not a date written YYYY-MM-DD` };
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return { error: `${text} is not a date: there is no month ${month}` };
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) {
    return {
      error: `${text} is not a date: ${MONTHS[month - 1]} ${year} has ${daysInMonth} days`,
    };
  }
  return { date: new Date(Date.UTC(year, month - 1, day)) };
}
