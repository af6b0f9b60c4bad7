import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CRISIS_SITUATIONS,
  HELP_SITUATIONS,
  type HelpConfig,
  type HelpSituation,
} from '../../../config/help-schema.ts';
import { PRACTICE } from '#practice';
import { READING_GRADE_LIMITS } from '../../content/audience.ts';
import { happeningNowHeading, happeningNowLines, lineWords } from '../../help/happening-now.ts';
import { helpBoxWords, helpLineWords, purposeIn } from '../../help/help-box-words.ts';
import type { HelpBoxVariant } from '../../help/help-copy.ts';
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
  return lines.length === 0 ? null : textGrade([happeningNowHeading(audience), ...lines.map(lineWords)]);
}

/** A piece's box that reads above its limit, pointed at the piece's `help` line; `says` words the problem. */
function boxProblem(
  file: ContentFile,
  grade: number | null,
  limit: number,
  says: (grade: string) => string,
): Problem[] {
  if (grade === null || grade <= limit) return [];
  return [{ path: file.path, line: file.lineOf(['help']), message: says(grade.toFixed(1)) }];
}

/** The first box's problem, when it reads above its limit: its words live in src/lib/help/happening-now.ts. */
function happeningNowProblem(file: ContentFile): Problem[] {
  const limit = READING_GRADE_LIMITS.happeningNow;
  return boxProblem(
    file,
    happeningNowGrade(file),
    limit,
    (grade) =>
      `the "If this is happening now" box of this piece reads at grade ${grade}, above ${limit}: shorten its words in src/lib/help/happening-now.ts`,
  );
}

/** The file the help lines' words are written in, where a problem with them points. */
const HELP_FILE = 'src/config/help.ts';

/** The help box a piece shows at its bottom: a teen's words on a piece written to a teen. */
const boxVariantOf = (file: Pick<ContentFile, 'data'>): HelpBoxVariant =>
  isTeenPiece(file) ? 'teen' : 'article';

/** The grade of the help box at the bottom of a piece (HelpBox.astro), over every sentence it shows. */
function helpBoxGrade(file: Pick<ContentFile, 'data'>): number | null {
  return textGrade(helpBoxWords(PRACTICE.help, situationsOf(file), boxVariantOf(file)));
}

/** The help box's problem on a piece, when it reads above its limit. */
function helpBoxProblem(file: ContentFile): Problem[] {
  const limit = READING_GRADE_LIMITS.helpBox;
  return boxProblem(
    file,
    helpBoxGrade(file),
    limit,
    (grade) =>
      `the help box at the bottom of this piece reads at grade ${grade}, above ${limit}: shorten the lines' words in ${HELP_FILE} or the box's words in src/lib/help/help-copy.ts`,
  );
}

/** Every subset of the situations a piece can declare, in the schema's order. */
function* everySituationSet(): Generator<HelpSituation[]> {
  for (let mask = 0; mask < 2 ** HELP_SITUATIONS.length; mask++) {
    yield HELP_SITUATIONS.filter((_, index) => mask & (2 ** index));
  }
}

/** The help boxes a reader can meet: an adult's and a teen's under a piece, and the contact pages'. */
const BOX_VARIANTS: readonly HelpBoxVariant[] = ['article', 'teen', 'contact'];

/** The situation sets a box variant is shown with: the contact pages declare none. */
const situationSetsOf = (variant: HelpBoxVariant) => (variant === 'contact' ? [[]] : everySituationSet());

interface GradeRange {
  min: number;
  max: number;
  hardest: HelpSituation[];
}

/**
 * Each configuration's ranges, worked out once a process: over 30,000 boxes a variant, a second and more
 * of each content check, which a writer's development server and the tests run again and again.
 */
const gradeRanges = new WeakMap<HelpConfig, Map<HelpBoxVariant, GradeRange>>();

/**
 * The lowest and highest grade of the help box of one variant over every combination of situations,
 * with the combination that reads hardest.
 */
export function helpBoxGradeRange(help: HelpConfig, variant: HelpBoxVariant): GradeRange {
  const known = gradeRanges.get(help)?.get(variant);
  if (known) return known;
  let range = { min: Infinity, max: -Infinity, hardest: [] as HelpSituation[] };
  for (const situations of situationSetsOf(variant)) {
    const grade = textGrade(helpBoxWords(help, situations, variant)) ?? 0;
    if (grade > range.max) range = { ...range, max: grade, hardest: situations };
    range.min = Math.min(range.min, grade);
  }
  gradeRanges.set(help, (gradeRanges.get(help) ?? new Map()).set(variant, range));
  return range;
}

/**
 * The help lines whose own words read above grade 5, for an adult (what the line is for, when and for
 * whom) and, where the line has teen words, for a teen; and each box variant whose hardest combination
 * of situations reads above grade 5. Each names the line or the combination and the grade.
 */
export function helpLineProblems(
  help: HelpConfig,
  lineOf: (id: string) => number = () => 1,
  { boxes = true }: { boxes?: boolean } = {},
): Problem[] {
  const limit = READING_GRADE_LIMITS.helpBox;
  const problems: Problem[] = [];
  for (const line of [help.emergency, ...help.resources]) {
    // 911 shows only what it is for; every other line adds when and for whom.
    const isEmergency = line.id === help.emergency.id;
    const variants: HelpBoxVariant[] = line.teenPurpose ? ['article', 'teen'] : ['article'];
    for (const variant of variants) {
      const words = isEmergency ? [purposeIn(line, variant)] : helpLineWords(line, variant);
      const grade = textGrade(words);
      if (grade === null || grade <= limit) continue;
      const whose =
        variant === 'teen'
          ? "a teen's words (teenPurpose, teenParents)"
          : 'its words (purpose, hours, serves)';
      problems.push({
        path: HELP_FILE,
        line: lineOf(line.id),
        message: `the help line ${line.id} reads at grade ${grade.toFixed(1)} in ${whose}, above ${limit} for the help box: use shorter sentences and plainer words`,
      });
    }
  }
  // Each box over every combination of situations: the slow part, which a check of one line's words skips.
  for (const variant of boxes ? BOX_VARIANTS : []) {
    const { max, hardest } = helpBoxGradeRange(help, variant);
    if (max <= limit) continue;
    problems.push({
      path: HELP_FILE,
      line: 1,
      message: `the ${variant} help box reads at grade ${max.toFixed(1)}, above ${limit}, for the situations [${hardest.join(', ')}]: shorten the words of its lines`,
    });
  }
  return problems;
}

/** The line of src/config/help.ts where a help line's id is written, for a problem to point at. */
function helpFileLines(root: string): (id: string) => number {
  const path = join(root, HELP_FILE);
  const source = existsSync(path) ? readFileSync(path, 'utf8').split('\n') : [];
  return (id) => {
    const index = source.findIndex((text) => text.includes(`id: '${id}'`));
    return index < 0 ? 1 : index + 1;
  };
}

/**
 * The help box at the bottom of every page reads at grade 5 or below: each line's own words, the box of
 * each piece as its situations make it, and the box of every combination of situations for each reader.
 */
export const helpBoxReading: ContentRule = (files, context) => [
  ...helpLineProblems(PRACTICE.help, helpFileLines(context.root)),
  ...files.filter((file) => file.collection !== 'legal' && file.data).flatMap(helpBoxProblem),
];

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
      const bottom = helpBoxGrade(file);
      const bottomLimit = READING_GRADE_LIMITS.helpBox;
      const bottomRow = {
        grade: bottom,
        limit: bottomLimit,
        passes: bottom === null || bottom <= bottomLimit,
        path: `${file.path} (its help box)`,
      };
      if (!isTeenPiece(file)) return [row, ...firstRow, bottomRow];
      // The boxes a teen reads around the piece, on a row of their own under it.
      const boxes = teenBoxes(file).grade;
      const teen = READING_GRADE_LIMITS.teen;
      return [
        row,
        ...firstRow,
        bottomRow,
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
  const boxes = BOX_VARIANTS.map((variant) => {
    const { min, max } = helpBoxGradeRange(PRACTICE.help, variant);
    return `  ${variant}: grade ${min.toFixed(1)} to ${max.toFixed(1)}`;
  });
  return [
    'Reading grade (Flesch-Kincaid), the limit (8 for a crisis piece, 6 for a teen piece and the boxes around it, 5 for the box under the title and the help box at the bottom) and the result:',
    `grade  limit  ok?   piece`,
    ...lines,
    `${pieces} pieces, ${failing} above their limit`,
    `The help box at the bottom of a page, over every combination of situations (limit ${READING_GRADE_LIMITS.helpBox}):`,
    ...boxes,
  ].join('\n');
}
