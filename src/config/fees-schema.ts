import { z } from 'astro/zod';

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
    estimator: z.object({
      /** Sessions a month the estimator starts with; the visitor can choose 1 to `maxSessionsPerMonth`. */
      sessionsPerMonth: z.number().int().min(1).default(4),
      maxSessionsPerMonth: z.number().int().min(1).max(31).default(8),
      /** How many months the estimate covers. */
      months: z.number().int().min(1).max(12).default(3),
    }),
    /**
     * The worked example the page shows without JavaScript, computed by the same rules as the estimator.
     * @example { therapistId: 'jordan-ellis', minutes: 50, deductible: 1000, coinsurancePercent: 30 }
     */
    workedExample: z.object({
      therapistId: z.string().min(1),
      minutes: z.number().int().positive(),
      /** Dollars of deductible still to meet. */
      deductible: z.number().int().min(0),
      coinsurancePercent: z.number().min(0).max(100),
    }),
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
