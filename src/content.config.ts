import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { HELP_SITUATIONS } from '@/config/help-schema';
import { PRACTICE } from '@/config/practice';
import { isExistingAnswer, missingAnswer } from '@/lib/answers/answer-exists';
import { ANSWER_CATEGORIES, BLOG_CATEGORIES } from '@/lib/content/categories';

const clinicianIds = PRACTICE.therapists.map((t) => t.id) as [string, ...string[]];
/** An author or reviewer who is one of the practice's clinicians, by id (src/config/practice.ts). */
const clinician = z.enum(clinicianIds, {
  error: (issue) => `"${String(issue.input)}" is not a clinician id; use one of ${clinicianIds.join(', ')}`,
});
const outsideAuthor = z.object({ name: z.string().min(1), bio: z.string().min(1).max(300) });

/**
 * Help and safety on the page, shared by articles and answers. `help` names the situations the piece
 * touches, so its help box lists their lines (the general crisis lines when empty); `quickExit` adds
 * "Leave this page quickly" for pieces read by someone who may be watched, such as partner violence.
 * @example help: [domestic-violence, suicide]
 */
const safety = {
  help: z
    .array(
      z.enum(HELP_SITUATIONS, {
        error: (issue) =>
          `"${String(issue.input)}" is not a help situation; use one of ${HELP_SITUATIONS.join(', ')}`,
      }),
    )
    .default([]),
  quickExit: z.boolean().default(false),
};

const notBefore = (field: 'updated') => ({
  message: `${field} must be the same as or later than published`,
  path: [field],
});

const blog = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './src/content/blog' }),
  schema: ({ image }) =>
    z
      .object({
        title: z.string().min(1).max(90),
        excerpt: z.string().min(40).max(260),
        author: z.union([clinician, outsideAuthor]),
        reviewer: clinician,
        published: z.coerce.date(),
        updated: z.coerce.date().optional(),
        category: z.enum(BLOG_CATEGORIES),
        image: image(),
        imageAlt: z.string().min(1),
        draft: z.boolean().default(false),
        ...safety,
      })
      .refine((a) => !a.updated || a.updated >= a.published, notBefore('updated'))
      .refine((a) => typeof a.author !== 'string' || a.author !== a.reviewer, {
        message: 'reviewer must be someone other than the author',
        path: ['reviewer'],
      }),
});

const answers = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './src/content/answers' }),
  schema: z
    .object({
      title: z.string().min(1).max(100),
      tldr: z.string().min(40).max(600),
      /** The practitioner's take: the author's own short view, shown in a quote box credited to them. */
      practitionerTake: z.string().min(1),
      /** Links to other answers: a link to a missing answer fails the build (Astro 7 would only log it). */
      related: z
        .array(
          z.object({
            text: z.string().min(1),
            answer: reference('answers').refine(isExistingAnswer, missingAnswer),
          }),
        )
        .default([]),
      tier: z.number().int().min(1).max(4),
      category: z.enum(ANSWER_CATEGORIES),
      keywords: z.array(z.string().min(1)).min(1),
      published: z.coerce.date(),
      updated: z.coerce.date(),
      author: clinician,
      reviewer: clinician,
      ...safety,
    })
    .refine((a) => a.updated >= a.published, notBefore('updated')),
});

/** Notices (privacy, terms, rights, Good Faith Estimate, accessibility): long copy kept out of markup. */
const legal = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './src/content/legal' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(40).max(220),
    /** The date the notice takes effect or was last changed, shown on the page. */
    effective: z.coerce.date(),
    effectiveLabel: z.enum(['Effective', 'Last updated']),
    /**
     * Sample text awaiting the practice's counsel. Kept for the practice's own tracking; readers see the
     * notice with its date like any other.
     */
    pendingLegalReview: z.boolean().default(false),
    /** The notice speaks of emergencies: the page ends with the general crisis lines. */
    crisisLines: z.boolean().default(false),
  }),
});

export const collections = { blog, answers, legal };
