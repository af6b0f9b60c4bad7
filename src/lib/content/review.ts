/**
 * The clinical review clock: when a piece's review falls due, and the warning a build prints as that day
 * comes near. Health guidance goes stale (a line closes, a study is overturned), so every piece names the
 * day its reviewer last read it and the practice is told before the next reading is late. Imported by
 * the build (astro.config.mjs) and the content check: relative imports with .ts only.
 */
import { CRISIS_SITUATIONS } from '../../config/help-schema.ts';

/** The joint therapies a piece can be about or recommend (`jointTherapy` in its frontmatter). */
export const JOINT_THERAPIES = ['couples', 'family'] as const;

/**
 * Months between reviews: a year for most pieces, six months for a piece a reader in crisis may open
 * (it declares suicide, self-harm, partner violence, child abuse or an overdose), where a stale line
 * or number does the most harm. A piece may ask for sooner (`reviewMonths`), never later.
 */
export const REVIEW_INTERVAL_MONTHS = { standard: 12, crisis: 6 } as const;
export const REVIEW_MONTHS_MAX = REVIEW_INTERVAL_MONTHS.standard;

/** A review due within this many days of the build's day is named by the build. */
export const REVIEW_WARNING_DAYS = 30;

interface ReviewFields {
  help: readonly string[];
  reviewMonths?: number | undefined;
}

/** Whether a piece may be read in a crisis: it declares one of the crisis situations. */
function isCrisisPiece(help: readonly string[]): boolean {
  return CRISIS_SITUATIONS.some((situation) => help.includes(situation));
}

/** The longest interval the piece may have: six months for a crisis piece, a year otherwise. */
export function maxReviewMonths(help: readonly string[]): number {
  return isCrisisPiece(help) ? REVIEW_INTERVAL_MONTHS.crisis : REVIEW_INTERVAL_MONTHS.standard;
}

/** The piece's interval: the one it asks for, else the longest it may have. */
function reviewMonths(piece: ReviewFields): number {
  return piece.reviewMonths ?? maxReviewMonths(piece.help);
}

/** YYYY-MM-DD of a date, read as a calendar day (the content's dates are UTC midnights). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The day the next review falls due: `months` after the review, on the same day of the month, or the
 * month's last day when it has no such day (a review on August 31 is due on the last day of February).
 */
export function reviewDueDate(reviewed: Date, months: number): Date {
  const year = reviewed.getUTCFullYear();
  const month = reviewed.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(reviewed.getUTCDate(), lastDay)));
}

/** The due day of a piece's next review, from its frontmatter. */
export function reviewDue(piece: ReviewFields & { reviewed: Date }): Date {
  return reviewDueDate(piece.reviewed, reviewMonths(piece));
}

/** Whole days from `today` (YYYY-MM-DD) to `day`: negative once `day` has passed. */
function daysUntil(day: Date, today: string): number {
  return Math.round((day.getTime() - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * How a warning says when something falls due ("falls due on 2026-12-25, in 30 days", "was due on
 * 2026-11-01, 24 days ago"), or null while that is more than REVIEW_WARNING_DAYS away.
 */
export function dueWords(due: Date, today: string): string | null {
  const days = daysUntil(due, today);
  if (days > REVIEW_WARNING_DAYS) return null;
  if (days < 0) return `was due on ${isoDay(due)}, ${-days} days ago`;
  return days === 0 ? `falls due today, ${isoDay(due)}` : `falls due on ${isoDay(due)}, in ${days} days`;
}

/** A piece as the review warning reads it: where it is, and its review fields. */
export interface ReviewedPiece extends ReviewFields {
  path: string;
  reviewed: Date;
}

/**
 * A warning line for each piece whose review is overdue or falls due within REVIEW_WARNING_DAYS of
 * `today`, naming the file, the due day and the reviewer's date. Not a reason to stop a build: the
 * piece stays readable, and the practice is told in time.
 */
export function reviewWarnings(pieces: readonly ReviewedPiece[], today: string): string[] {
  return pieces.flatMap((piece) => {
    const when = dueWords(reviewDue(piece), today);
    if (!when) return [];
    return [
      `${piece.path}: its clinical review ${when} (reviewed ${isoDay(piece.reviewed)}): have the reviewer read it again and update reviewed.`,
    ];
  });
}
