import { z } from 'astro/zod';
import { SESSION_KINDS, type PracticeConfig } from './schema.ts';

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

/**
 * What holds for any out-of-network practice in the United States, the defaults of a practice's fees
 * configuration: what an estimate cannot know, the questions to ask an insurer and the codes a superbill
 * for 50- and 60-minute sessions carries, with the source they were checked against.
 */
const DEFAULTS = {
  caveats: [
    'Deductibles and out-of-pocket maximums start again when your plan year does: figures for months after your plan renews are too low.',
    'Many plans cover couples and family sessions differently from individual ones, or not at all: ask about each kind you expect.',
    'Some plans cap how many out-of-network visits they pay for in a year.',
  ],
  insurerQuestions: [
    'Does my plan have out-of-network benefits for outpatient mental health care (psychotherapy)?',
    'What is my out-of-network deductible, and how much of it is still to meet this year?',
    'After the deductible, what coinsurance do I pay for an out-of-network outpatient session?',
    'How do you set the allowed amount for an out-of-network session, and what is it for the codes below?',
    'What is my out-of-network out-of-pocket maximum, and how much of it is left?',
    'Do out-of-network sessions need pre-authorization or a referral?',
    'How do I submit a superbill (online, by mail or by fax), and how long after the session may I send it?',
    'Are video (telehealth) sessions covered the same way as sessions in the office?',
  ],
  procedureCodes: [
    {
      code: '90834',
      description: 'Psychotherapy, 45 minutes with patient',
      time: '38 to 52 minutes',
      usedFor: '50-minute sessions',
      source: 'novitas-psychotherapy-time',
    },
    {
      code: '90837',
      description: 'Psychotherapy, 60 minutes with patient',
      time: '53 minutes or longer',
      usedFor: '60-minute sessions',
      source: 'novitas-psychotherapy-time',
    },
  ],
  sources: [
    {
      id: 'novitas-psychotherapy-time',
      title: 'Psychotherapy services: documentation of time',
      publisher: 'Novitas Solutions, a Medicare Administrative Contractor for CMS',
      url: 'https://www.novitas-solutions.com/webcenter/portal/MedicareJL/pagebyid?contentId=00026768',
      checked: '2026-11-25',
    },
  ],
};

export const feesSchema = z
  .object({
    estimator: z
      .object({
        /** Sessions a month the estimator starts with; the visitor can choose 1 to `maxSessionsPerMonth`. */
        sessionsPerMonth: z.number().int().min(1).default(4),
        maxSessionsPerMonth: z.number().int().min(1).max(31).default(8),
        /** The periods, in months, a visitor may estimate over. @example [3, 6, 12] */
        periods: z.array(z.number().int().min(1).max(12)).min(1).default([3, 6, 12]),
        /** The period the estimator and the worked example start with: one of `periods`. */
        months: z.number().int().min(1).max(12).default(12),
      })
      .refine((e) => e.periods.includes(e.months), {
        message: 'months must be one of periods',
        path: ['months'],
      })
      .prefault({}),
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
    caveats: z.array(z.string().min(1)).min(1).prefault(DEFAULTS.caveats),
    /** "Questions to ask your insurer", one line each. */
    insurerQuestions: z.array(z.string().min(1)).min(1).prefault(DEFAULTS.insurerQuestions),
    procedureCodes: z.array(procedureCodeSchema).min(1).prefault(DEFAULTS.procedureCodes),
    sources: z.array(sourceSchema).min(1).prefault(DEFAULTS.sources),
  })
  .refine((fees) => fees.procedureCodes.every((c) => fees.sources.some((s) => s.id === c.source)), {
    message: 'Every procedure code names a source listed in sources',
    path: ['procedureCodes'],
  });

export type FeesConfig = z.infer<typeof feesSchema>;
/** The fees configuration as a practice writes it: every field with a default may be left out. */
export type FeesInput = z.input<typeof feesSchema>;

/** The worked example's clinician and rate; a configuration naming a rate no clinician has fails the build. */
export function workedExampleOf(fees: FeesConfig, practice: Pick<PracticeConfig, 'therapists'>) {
  const { therapistId, session } = fees.workedExample;
  const therapist = practice.therapists.find((t) => t.id === therapistId);
  const rate = therapist?.rates.find((r) => r.sessions.includes(session));
  if (!therapist || !rate) {
    throw new Error(
      `Invalid fees configuration (src/config): fees.workedExample names ${therapistId}'s ${session} sessions, which no clinician's rates have`,
    );
  }
  return { ...fees.workedExample, therapist, rate };
}
