import { CRISIS_SITUATIONS, HELP_SITUATIONS, type HelpSituation } from '../../../config/help-schema.ts';
import { PRACTICE } from '../../../config/practice.ts';
import { READING_GRADE_LIMITS } from '../../content/audience.ts';
import { happeningNowHeading, happeningNowLines } from '../../help/happening-now.ts';
import { teenBoxWords } from '../../help/teen-boxes.ts';
import type { ContentRule } from '../rule.ts';
import type { ContentFile, Problem } from '../content-file.ts';
import { readingGrade, textGrade } from '../reading-grade.ts';

const isTeenPiece = (file: Pick<ContentFile, 'data'>) => file.data?.['audience'] === 'teen';

/** The help situations a piece declares, the unknown ones left to the schema's check. */
function situationsOf(file: Pick<ContentFile, 'data'>): HelpSituation[] {
  const help = Array.isArray(file.data?.['help']) ? (file.data['help'] as string[]) : [];
  return help.filter((situation): situation is HelpSituation =>
    (HELP_SITUATIONS as readonly string[]).includes(situation),
  );
}

/** What the boxes around a teen piece say, and their grade: they are read with the piece. */
function teenBoxes(file: Pick<ContentFile, 'data'>) {
  const words = teenBoxWords(PRACTICE.help, situationsOf(file));
  return { ...words, grade: textGrade(words.blocks) };
}

/** The grade of the "If this is happening now" box a piece opens with; null when it opens without one. */
function happeningNowGrade(file: Pick<ContentFile, 'data'>): number | null {
  const audience = isTeenPiece(file) ? 'teen' : 'adults';
  const lines = happeningNowLines(PRACTICE.help, situationsOf(file), audience);
  return lines.length === 0
    ? null
    : textGrade([happeningNowHeading(audience), ...lines.map((line) => line.text)]);
}

/** The first box's problem, when it reads above its limit: its words live in src/lib/help/happening-now.ts. */
function happeningNowProblem(file: ContentFile): Problem[] {
  const grade = happeningNowGrade(file);
  const limit = READING_GRADE_LIMITS.happeningNow;
  if (grade === null || grade <= limit) return [];
  return [
    {
      path: file.path,
      line: file.lineOf(['help']),
      message: `the "If this is happening now" box of this piece reads at grade ${grade.toFixed(1)}, above ${limit}: shorten its words in src/lib/help/happening-now.ts`,
    },
  ];
}

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
 * (Flesch-Kincaid over the prose a reader reads: reading-grade.ts), and the "If this is happening now"
 * box either opens with at grade 5 or below.
 */
export const readingGrades: ContentRule = (files) =>
  files
    .filter((file) => file.collection !== 'legal' && file.data)
    .flatMap((file): Problem[] => {
      const limit = gradeLimit(file);
      if (!limit) return [];
      const problems: Problem[] = [];
      const grade = readingGrade(file);
      problems.push(...happeningNowProblem(file));
      if (grade !== null && grade > limit.grade) {
        problems.push({
          path: file.path,
          line: file.bodyLine,
          message: `reads at grade ${grade.toFixed(1)}, above ${limit.grade} for a piece ${limit.because}: use shorter sentences and plainer words`,
        });
      }
      if (isTeenPiece(file)) {
        const boxes = teenBoxes(file);
        for (const id of boxes.missing) {
          problems.push({
            path: file.path,
            line: file.lineOf(['help']),
            message: `the help box of this teen piece lists ${id}, which has no teenPurpose: write what it is for in a teen's words in src/config/help.ts`,
          });
        }
        for (const id of boxes.missingParents) {
          problems.push({
            path: file.path,
            line: file.lineOf(['help']),
            message: `the help box of this teen piece lists ${id}, which has no teenParents: answer "Will they tell my parents?" from the line's own published policy in src/config/help.ts`,
          });
        }
        if (boxes.grade !== null && boxes.grade > READING_GRADE_LIMITS.teen) {
          problems.push({
            path: file.path,
            line: file.lineOf(['help']),
            message: `the boxes around this teen piece (what to do now, and the help box) read at grade ${boxes.grade.toFixed(1)}, above ${READING_GRADE_LIMITS.teen}: shorten the lines' teenPurpose in src/config/help.ts or the boxes' words in src/lib/help/`,
          });
        }
      }
      return problems;
    });

/** Every piece's reading grade, its limit and whether it passes: the report after the problems. */
export function readingReport(files: readonly ContentFile[]): string {
  const rows = files
    .filter((file) => file.collection !== 'legal' && file.data)
    .flatMap((file) => {
      const grade = readingGrade(file);
      const limit = gradeLimit(file);
      const passes = grade === null || !limit || grade <= limit.grade;
      const row = { grade, limit: limit?.grade, passes, path: file.path };
      const first = happeningNowGrade(file);
      const box = READING_GRADE_LIMITS.happeningNow;
      const firstRow =
        first === null
          ? []
          : [{ grade: first, limit: box, passes: first <= box, path: `${file.path} (its first box)` }];
      if (!isTeenPiece(file)) return [row, ...firstRow];
      // The boxes a teen reads around the piece, on a row of their own under it.
      const boxes = teenBoxes(file).grade;
      const teen = READING_GRADE_LIMITS.teen;
      return [
        row,
        ...firstRow,
        {
          grade: boxes,
          limit: teen,
          passes: boxes === null || boxes <= teen,
          path: `${file.path} (its boxes)`,
        },
      ];
    });
  const lines = rows.map(
    (row) =>
      `${(row.grade?.toFixed(1) ?? '-').padStart(5)}  ${String(row.limit ?? '-').padStart(5)}  ${(row.passes ? 'ok' : 'FAIL').padEnd(4)}  ${row.path}`,
  );
  const failing = rows.filter((row) => !row.passes).length;
  const pieces = rows.filter((row) => !row.path.endsWith(')')).length;
  return [
    'Reading grade (Flesch-Kincaid), the limit (8 for a crisis piece, 6 for a teen piece and the boxes around it, 5 for the box under the title) and the result:',
    `grade  limit  ok?   piece`,
    ...lines,
    `${pieces} pieces, ${failing} above their limit`,
  ].join('\n');
}
