import { parseCalendarDate } from '../content/calendar-date.ts';
import type { ReviewedPiece } from '../content/review.ts';
import type { ContentFile } from './content-file.ts';

/**
 * The published-to-be pieces (articles and answers that are not drafts) with a readable review date,
 * as the review warning reads them. A missing or impossible date is the content check's to report.
 */
export function reviewedPieces(files: readonly ContentFile[]): ReviewedPiece[] {
  return files.flatMap((file) => {
    const data = file.data;
    if (file.collection === 'legal' || !data || data['draft'] === true) return [];
    const parsed = typeof data['reviewed'] === 'string' ? parseCalendarDate(data['reviewed']) : null;
    if (!parsed || !('date' in parsed)) return [];
    return [
      {
        path: file.path,
        reviewed: parsed.date,
        help: Array.isArray(data['help']) ? (data['help'] as string[]) : [],
        ...(typeof data['reviewMonths'] === 'number' ? { reviewMonths: data['reviewMonths'] } : {}),
      },
    ];
  });
}
