import { PRACTICE } from './practice.ts';
import { feesSchema, type FeesConfig } from './fees-schema.ts';
import { validateConfig } from './schema.ts';

/**
 * The fees page's own facts: the estimator's defaults, its worked example, the questions to ask an insurer
 * and the procedure codes a superbill carries. Rates are not here: they come from each clinician in
 * src/config/practice.ts.
 */
const fees = {
  estimator: { sessionsPerMonth: 4, maxSessionsPerMonth: 8, periods: [3, 6, 12], months: 12 },
  workedExample: {
    therapistId: 'jordan-ellis',
    session: 'individual',
    deductible: 1000,
    coinsurancePercent: 30,
  },
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
} satisfies FeesConfig;

export const FEES: FeesConfig = validateConfig('fees', feesSchema, fees);

/** The worked example's clinician and rate; a configuration naming a rate no clinician has fails the build. */
export const WORKED_EXAMPLE = (() => {
  const { therapistId, session } = FEES.workedExample;
  const therapist = PRACTICE.therapists.find((t) => t.id === therapistId);
  const rate = therapist?.rates.find((r) => r.sessions.includes(session));
  if (!therapist || !rate) {
    throw new Error(
      `Invalid fees configuration (src/config): fees.workedExample names ${therapistId}'s ${session} sessions, which no clinician's rates have`,
    );
  }
  return { ...FEES.workedExample, therapist, rate };
})();
