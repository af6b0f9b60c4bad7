/**
 * The practice's office days and hours in words, from its configuration (`openingDays`, `officeHours`):
 * "Monday, Tuesday, Thursday and Friday, 9 a.m. to 5 p.m.", for the places that must say when someone
 * answers (the safety plan's line for the practice), and the days' names for structured data.
 */
import type { PracticeConfig } from '../../config/schema.ts';

export const DAY_NAMES = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const;

/** "09:00" as "9 a.m.", "17:30" as "5:30 p.m.", "12:00" as "noon". */
function clockWords(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (hours === 12 && minutes === 0) return 'noon';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}

/** A list in words: "a", "a and b", "a, b and c". */
const listWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function officeHoursWords(practice: Pick<PracticeConfig, 'openingDays' | 'officeHours'>): string {
  const days = listWords(practice.openingDays.map((day) => DAY_NAMES[day]));
  const { opens, closes } = practice.officeHours;
  return `${days}, ${clockWords(opens)} to ${clockWords(closes)}`;
}
