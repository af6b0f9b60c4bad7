import { z } from 'astro/zod';
import { HELP_SITUATIONS } from '../../config/help-schema.ts';
import { PRACTICE } from '#practice';
import { AUDIENCES } from './audience.ts';
import { JOINT_THERAPIES, REVIEW_MONTHS_MAX } from './review.ts';
import { parseCalendarDate } from './calendar-date.ts';
import { ANSWER_CATEGORIES, BLOG_CATEGORIES } from './categories.ts';

/*
 * The content collections' frontmatter schemas. src/content.config.ts gives them to Astro, which checks
 * every file as it loads it; `npm run check:content` (src/lib/content-check/) runs the same schemas over
 * the raw files, so a writer sees every problem of every file at once. They take the two types only
 * Astro provides (an image import and a reference to an answer) as parameters.
 */

const CLINICIAN_IDS = PRACTICE.therapists.map((t) => t.id) as [string, ...string[]];

/** An author or reviewer who is one of the practice's clinicians, by id (practices/<name>/practice.ts). */
const clinician = z.enum(CLINICIAN_IDS, {
  error: (issue) => notOneOf(issue.input, 'a clinician id', CLINICIAN_IDS),
});
const outsideAuthor = z.object({ name: z.string().min(1), bio: z.string().min(1).max(300) });

/** The message for a value outside a fixed list: what it is not, and the values to choose from. */
function notOneOf(input: unknown, what: string, choices: readonly string[]): string {
  if (input === undefined) return `is missing; use one of ${choices.join(', ')}`;
  return `"${String(input)}" is not ${what}; use one of ${choices.join(', ')}`;
}

/** Text of a length range; the message gives the length found, so the writer knows how far off it is. */
function text(min: number, max: number) {
  const range = `it must be ${min} to ${max} characters`;
  return z
    .string()
    .min(min, { error: (issue) => `is ${String(issue.input).length} characters long; ${range}` })
    .max(max, { error: (issue) => `is ${String(issue.input).length} characters long; ${range}` });
}

/**
 * A date written YYYY-MM-DD. Astro's YAML parser has already turned it into a Date (rolling an
 * impossible one such as 2025-02-30 over into March); the content check sees the text and refuses it.
 */
const calendarDate = z.unknown().transform((value, context): Date => {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (value === undefined) {
    context.addIssue({ code: 'custom', message: 'is missing: add the date, written YYYY-MM-DD' });
    return z.NEVER;
  }
  const parsed = parseCalendarDate(typeof value === 'string' ? value : String(value));
  if ('date' in parsed) return parsed.date;
  context.addIssue({ code: 'custom', message: parsed.error });
  return z.NEVER;
});

/** Fields of a frontmatter object while it is being checked (the refinements below read them). */
type Fields = Record<string, unknown>;

/**
 * `updated` is not before `published`. It runs whenever both dates are good, even when another field
 * is wrong, so a writer sees this problem with the others and not after fixing them.
 */
const notBefore = (field: 'updated') => ({
  message: `${field} must be the same as or later than published`,
  path: [field],
  when: ({ value }: { value: unknown }) => {
    const { published, updated } = value as Fields;
    return published instanceof Date && updated instanceof Date;
  },
});

/** Left out of production builds, the sitemap, the feed and every listing; built in `npm run dev`. */
const draft = z.boolean().default(false);

/**
 * Help and safety on the page, shared by articles and answers. `help` names the situations the piece
 * touches, so its help box lists their lines (the general crisis lines when empty). "Leave this page
 * quickly" follows from `audience: teen` and from `help` (partner violence, child abuse:
 * src/lib/help/quick-exit.ts); `quickExit` is only written to add it to another piece (`true`) or, with
 * `quickExitReason`, to leave it off one of those (`false`). `audience: teen` marks a piece written to a
 * teen reader.
 * @example help: [domestic-violence, suicide]
 */
const safety = {
  help: z
    .array(
      z.enum(HELP_SITUATIONS, {
        error: (issue) => notOneOf(issue.input, 'a help situation', HELP_SITUATIONS),
      }),
    )
    .default([]),
  quickExit: z.boolean().optional(),
  /**
   * Why a piece that declares partner violence or child abuse turns the quick exit off (`quickExit: false`).
   * Its length is the content check's rule, not the schema's: the browser editor writes an empty reason.
   */
  quickExitReason: z.string().trim().optional(),
  /** Who the piece is written to: adults (the default) or a teen, which holds it to reading grade 6. */
  audience: z
    .enum(AUDIENCES, { error: (issue) => notOneOf(issue.input, 'an audience', AUDIENCES) })
    .default('adults'),
  /**
   * The joint therapy the piece is about or recommends: couples sessions, family sessions. A piece that
   * declares partner violence or child abuse never lists such a piece as related reading.
   * @example jointTherapy: [couples]
   */
  jointTherapy: z
    .array(
      z.enum(JOINT_THERAPIES, {
        error: (issue) => notOneOf(issue.input, 'a kind of joint therapy', JOINT_THERAPIES),
      }),
    )
    .default([]),
};

/**
 * The clinical review, shared by articles and answers: the day the reviewer last read the piece, and,
 * for a piece that must be read again sooner than its usual interval, after how many months. The page
 * shows when the next review falls due; the build warns as that day comes near.
 * @example reviewed: 2026-11-25
 */
const review = {
  reviewed: calendarDate,
  reviewMonths: z
    .int({ error: `must be a whole number of months, 1 to ${REVIEW_MONTHS_MAX}` })
    .min(1, `must be 1 to ${REVIEW_MONTHS_MAX} months`)
    .max(REVIEW_MONTHS_MAX, `must be 1 to ${REVIEW_MONTHS_MAX} months`)
    .optional(),
};

export function blogSchema<Image extends z.ZodType>(image: Image) {
  return z
    .object({
      title: text(1, 90),
      excerpt: text(40, 260),
      author: z.union([clinician, outsideAuthor], {
        error: `must be a clinician id (${CLINICIAN_IDS.join(', ')}) or an outside author's name and bio`,
      }),
      reviewer: clinician,
      ...review,
      /** The day the article goes public; a future date keeps it out of builds until that day. */
      published: calendarDate,
      updated: calendarDate.optional(),
      category: z.enum(BLOG_CATEGORIES, {
        error: (issue) => notOneOf(issue.input, 'a category', BLOG_CATEGORIES),
      }),
      image,
      imageAlt: z.string().trim().min(1, 'is empty: describe the image for people who cannot see it'),
      draft,
      ...safety,
    })
    .refine((a) => !a.updated || a.updated >= a.published, notBefore('updated'))
    .refine((a) => typeof a.author !== 'string' || a.author !== a.reviewer, {
      message: 'reviewer must be someone other than the author',
      path: ['reviewer'],
    });
}

export function answerSchema<AnswerReference extends z.ZodType>(answerReference: AnswerReference) {
  return z
    .object({
      title: text(1, 100),
      tldr: text(40, 600),
      /** The practitioner's take: the author's own short view, shown in a quote box credited to them. */
      practitionerTake: z.string().min(1),
      /** Links to other answers; a link to a missing answer fails the build. */
      related: z.array(z.object({ text: z.string().min(1), answer: answerReference })).default([]),
      tier: z
        .int({ error: 'must be 1, 2, 3 or 4' })
        .min(1, 'must be 1, 2, 3 or 4')
        .max(4, 'must be 1, 2, 3 or 4'),
      category: z.enum(ANSWER_CATEGORIES, {
        error: (issue) => notOneOf(issue.input, 'a category', ANSWER_CATEGORIES),
      }),
      keywords: z.array(z.string().min(1)).min(1),
      /** The day the answer goes public; a future date keeps it out of builds until that day. */
      published: calendarDate,
      updated: calendarDate,
      author: clinician,
      reviewer: clinician,
      ...review,
      draft,
      ...safety,
    })
    .refine((a) => a.updated >= a.published, notBefore('updated'));
}

/** Notices (privacy, terms, rights, Good Faith Estimate, accessibility): long copy kept out of markup. */
export const legalSchema = z
  .object({
    title: z.string().min(1),
    description: text(40, 220),
    /** The date the notice takes effect or was last changed, shown on the page. */
    effective: calendarDate,
    effectiveLabel: z.enum(['Effective', 'Last updated']),
    /**
     * A revised notice: the day it first took effect, shown beside the revision's `effective` date. A
     * notice never revised leaves it out and shows one date.
     * @example firstEffective: 2024-01-01
     */
    firstEffective: calendarDate.optional(),
    /** The notice speaks of emergencies: the page ends with the general crisis lines. */
    crisisLines: z.boolean().default(false),
    /** The day what the notice describes was last checked (the accessibility statement), shown on the page. */
    lastChecked: calendarDate.optional(),
  })
  .refine((n) => !n.firstEffective || n.firstEffective < n.effective, {
    message:
      'firstEffective must be before effective (the revision); leave it out for a notice never revised',
    path: ['firstEffective'],
    when: ({ value }) => {
      const { effective, firstEffective } = value as Fields;
      return effective instanceof Date && firstEffective instanceof Date;
    },
  });

/**
 * A piece in Spanish (practices/<name>/content/es): one of the answers written again in plain Spanish for the reader
 * it was written to, at its own address under /es, paired with the English answer by `translationOf`
 * (the two name each other with hreflang links). Written, reviewed and dated like the answers; its help
 * box lists the lines its situations bring that answer in Spanish.
 * @example translationOf: when-you-think-about-dying
 */
export const spanishPieceSchema = z
  .object({
    title: text(1, 100),
    /** The short answer, in Spanish: the page's description and its first box. */
    tldr: text(40, 600),
    /** The English answer this piece is the Spanish version of, by its file name. */
    translationOf: z.string().regex(/^[a-z0-9-]+$/, 'an answer id such as when-you-think-about-dying'),
    published: calendarDate,
    updated: calendarDate,
    author: clinician,
    reviewer: clinician,
    ...review,
    ...safety,
  })
  .refine((a) => a.updated >= a.published, notBefore('updated'))
  .refine((a) => a.author !== a.reviewer, {
    message: 'reviewer must be someone other than the author',
    path: ['reviewer'],
  });
