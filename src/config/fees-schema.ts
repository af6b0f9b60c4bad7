import { z } from 'astro/zod';
import { SESSION_KINDS } from './schema.ts';

/**
 * A procedure code a superbill for these sessions usually carries, with the source it was checked against.
 * @example { code: '90834', description: 'Psychotherapy, 45 minutes with patient', time: '38 to 52 minutes', usedFor: '50-minute sessions', source: 'cms-contractor' }
 */
const procedureCodeSchema = z.object({
  code: z.string().regex(/^\d{5}$/, 'A CPT code is five digits'),
  description: z.string().min(1),
  /** The time range the code is reported for, as the source states it. */
  time: z.string().min(1),
  /** Which of the practice's sessions it usually describes. */
  usedFor: z.string().min(1),
  /** The id of the source (in `sources`) that states the code and its time. */
  source: z.string().min(1),
});

const sourceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  publisher: z.string().min(1),
  url: z.url(),
  /** The day the codes were checked against it. */
  checked: z.iso.date(),
});

export const feesSchema = z
  .object({
    estimator: z
      .object({
        /** Sessions a month the estimator starts with; the visitor can choose 1 to `maxSessionsPerMonth`. */
        sessionsPerMonth: z.number().int().min(1).default(4),
        maxSessionsPerMonth: z.number().int().min(1).max(31).default(8),
        /** The periods, in months, a visitor may estimate over. @example [3, 6, 12] */
        periods: z.array(z.number().int().min(1).max(12)).min(1),
        /** The period the estimator and the worked example start with: one of `periods`. */
        months: z.number().int().min(1).max(12).default(12),
      })
      .refine((e) => e.periods.includes(e.months), {
        message: 'months must be one of periods',
        path: ['months'],
      }),
    /**
     * The worked example the page shows without JavaScript, computed by the same rules as the estimator.
     * @example { therapistId: 'jordan-ellis', session: 'individual', deductible: 1000, coinsurancePercent: 30 }
     */
    workedExample: z.object({
      therapistId: z.string().min(1),
      /** The kind of session; the clinician's rate for it is the fee. */
      session: z.enum(SESSION_KINDS),
      /** Dollars of deductible still to meet. */
      deductible: z.number().int().min(0),
      coinsurancePercent: z.number().min(0).max(100),
    }),
    /** What an estimate cannot know about a plan, listed beside every estimate, one sentence each. */
    caveats: z.array(z.string().min(1)).min(1),
    /** "Questions to ask your insurer", one line each. */
    insurerQuestions: z.array(z.string().min(1)).min(1),
    procedureCodes: z.array(procedureCodeSchema).min(1),
    sources: z.array(sourceSchema).min(1),
  })
  .refine((fees) => fees.procedureCodes.every((c) => fees.sources.some((s) => s.id === c.source)), {
    message: 'Every procedure code names a source listed in sources',
    path: ['procedureCodes'],
  });

export type FeesConfig = z.infer<typeof feesSchema>;
