import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { isExistingAnswer, missingAnswer } from '@/lib/content-check/answer-exists';
import { CONTENT_FOLDERS } from '@/lib/content/content-folders';
import { answerSchema, blogSchema, legalSchema, spanishPieceSchema } from '@/lib/content/schemas';

// The schemas live in src/lib/content/schemas.ts, where `npm run check:content` runs them too.
const blog = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: CONTENT_FOLDERS.blog }),
  schema: ({ image }) => blogSchema(image()),
});

const answers = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: CONTENT_FOLDERS.answers }),
  // Astro 7 checks references only after loading and only logs a missing one; the refinement fails the
  // build naming the file and the field.
  schema: answerSchema(reference('answers').refine(isExistingAnswer, missingAnswer)),
});

const legal = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: CONTENT_FOLDERS.legal }),
  schema: legalSchema,
});

// The pieces in Spanish, each the Spanish version of an answer, at /es/<file name>.
const es = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: CONTENT_FOLDERS.es }),
  schema: spanishPieceSchema,
});

export const collections = { blog, answers, legal, es };
