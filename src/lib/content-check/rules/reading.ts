import { CRISIS_SITUATIONS } from '../../../config/help-schema.ts';
import { READING_GRADE_LIMITS } from '../../content/audience.ts';
import type { ContentRule } from '../rule.ts';
import type { ContentFile, Problem } from '../content-file.ts';
import { readingGrade } from '../reading-grade.ts';

/** The grade a piece may not exceed, and why; null when it has no limit. */
function gradeLimit(file: Pick<ContentFile, 'data'>): { grade: number; because: string } | null {
  const data = file.data ?? {};
  if (data['audience'] === 'teen') return { grade: READING_GRADE_LIMITS.teen, because: 'written to a teen' };
  const help = Array.isArray(data['help']) ? (data['help'] as string[]) : [];
  const crisis = CRISIS_SITUATIONS.filter((situation) => help.includes(situation));
  if (crisis.length > 0) {
    return {
      grade: READING_GRADE_LIMITS.crisis,
      because: `a frightened reader may open (help declares ${crisis.join(', ')})`,
    };
  }
  return null;
}

/**
 * A piece read in a crisis reads at grade 8 or below, a piece written to a teen at grade 6 or below
 * (Flesch-Kincaid over the prose a reader reads: reading-grade.ts).
 */
export const readingGrades: ContentRule = (files) =>
  files
    .filter((file) => file.collection !== 'legal' && file.data)
    .flatMap((file): Problem[] => {
      const limit = gradeLimit(file);
      if (!limit) return [];
      const grade = readingGrade(file);
      if (grade === null || grade <= limit.grade) return [];
      return [
        {
          path: file.path,
          line: file.bodyLine,
          message: `reads at grade ${grade.toFixed(1)}, above ${limit.grade} for a piece ${limit.because}: use shorter sentences and plainer words`,
        },
      ];
    });

/** Every piece's reading grade, its limit and whether it passes: the report after the problems. */
export function readingReport(files: readonly ContentFile[]): string {
  const rows = files
    .filter((file) => file.collection !== 'legal' && file.data)
    .map((file) => {
      const grade = readingGrade(file);
      const limit = gradeLimit(file);
      const passes = grade === null || !limit || grade <= limit.grade;
      return { grade, limit: limit?.grade, passes, path: file.path };
    });
  const lines = rows.map(
    (row) =>
      `${(row.grade?.toFixed(1) ?? '-').padStart(5)}  ${String(row.limit ?? '-').padStart(5)}  ${(row.passes ? 'ok' : 'FAIL').padEnd(4)}  ${row.path}`,
  );
  const failing = rows.filter((row) => !row.passes).length;
  return [
    'Reading grade (Flesch-Kincaid), the limit (8 for a crisis piece, 6 for a teen piece) and the result:',
    `grade  limit  ok?   piece`,
    ...lines,
    `${rows.length} pieces, ${failing} above their limit`,
  ].join('\n');
}
