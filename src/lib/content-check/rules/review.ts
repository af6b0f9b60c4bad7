import { parseCalendarDate } from '../../content/calendar-date.ts';
import { maxReviewMonths } from '../../content/review.ts';
import type { ContentRule } from '../rule.ts';
import type { Problem } from '../content-file.ts';

const declaredHelp = (data: Record<string, unknown>): string[] =>
  Array.isArray(data['help']) ? (data['help'] as string[]) : [];

/**
 * A review is dated on or before the build's day (a review in the future has not happened, and would
 * push the next one out of reach), and a piece asks for a review interval no longer than it may have:
 * six months for a piece a reader in crisis may open, a year for any other.
 */
export const reviewClock: ContentRule = (files, { today }) =>
  files
    .filter((file) => file.collection !== 'legal' && file.data)
    .flatMap((file): Problem[] => {
      const data = file.data!;
      const problems: Problem[] = [];
      const reviewed = typeof data['reviewed'] === 'string' ? parseCalendarDate(data['reviewed']) : null;
      if (reviewed && 'date' in reviewed && reviewed.date.toISOString().slice(0, 10) > today) {
        problems.push({
          path: file.path,
          line: file.lineOf(['reviewed']),
          message: `reviewed is ${String(data['reviewed'])}, after today (${today}): a review is dated the day the reviewer read the piece`,
        });
      }
      const months = data['reviewMonths'];
      const longest = maxReviewMonths(declaredHelp(data));
      if (typeof months === 'number' && months > longest) {
        problems.push({
          path: file.path,
          line: file.lineOf(['reviewMonths']),
          message: `reviewMonths is ${months}, longer than the ${longest} months this piece may go between reviews${longest < 12 ? ' (a reader in crisis may open it)' : ''}: lower it or remove it`,
        });
      }
      return problems;
    });
