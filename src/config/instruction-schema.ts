import { z } from 'astro/zod';

/** The emergency instructions a piece can show, by the id a writer types: `<Instruction id="overdose" />`. */
export const INSTRUCTION_IDS = [
  'overdose',
  'taken-on-purpose',
  'self-harm-first-aid',
  'urgent-signs',
  'means-safety',
  'injury-report',
  'child-abuse-report',
  'perinatal-thoughts',
  'eating-disorder-same-day',
] as const;

export type InstructionId = (typeof INSTRUCTION_IDS)[number];

/**
 * The instructions whose words depend on a state's laws and lines (its overdose amnesty, its crisis line,
 * who must report an injury or a child being hurt): each practice writes them for its own state, in its
 * module. A practice that has not written one cannot publish a piece that needs it.
 */
export const STATE_INSTRUCTION_IDS = [
  'overdose',
  'urgent-signs',
  'injury-report',
  'child-abuse-report',
] as const satisfies readonly InstructionId[];

export type StateInstructionId = (typeof STATE_INSTRUCTION_IDS)[number];

/** A lead-in line over a list (numbered where the order matters), or a paragraph. */
const partSchema = z.union([
  z.string().min(1),
  z
    .object({
      lead: z.string().min(1).optional(),
      items: z.array(z.string().min(1)).min(1),
      ordered: z.boolean().optional(),
    })
    .strict(),
]);

/** An instruction in one language: its title, then its parts in order. */
const wordsSchema = z.object({ title: z.string().min(1), parts: z.array(partSchema).min(1) }).strict();

/**
 * What an instruction says, in English and Spanish, with the sources it rests on and the day they were
 * read. In the words, `{call:<help line id>}` is drawn as that line's number, a link that dials it
 * (`emergency-911` is 911).
 */
export const instructionTextSchema = z
  .object({
    en: wordsSchema,
    es: wordsSchema,
    sources: z
      .array(z.object({ name: z.string().min(1), url: z.url(), supports: z.string().min(1) }).strict())
      .min(1),
    /** The day the sources were last read against the words (YYYY-MM-DD), and what the next reader should know. */
    checked: z.object({ on: z.iso.date(), note: z.string().min(1).optional() }).strict(),
  })
  .strict();

/** A practice's words for the instructions that depend on its state, each optional. */
export const stateInstructionsSchema = z
  .object(
    Object.fromEntries(STATE_INSTRUCTION_IDS.map((id) => [id, instructionTextSchema.optional()])) as Record<
      StateInstructionId,
      z.ZodOptional<typeof instructionTextSchema>
    >,
  )
  .strict()
  .default({});

export type InstructionPart = z.output<typeof partSchema>;
export type InstructionWords = z.output<typeof wordsSchema>;
export type InstructionText = z.output<typeof instructionTextSchema>;
export type StateInstructionsInput = z.input<typeof stateInstructionsSchema>;
