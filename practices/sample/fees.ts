import type { FeesInput } from '../../src/config/fees-schema.ts';

/**
 * The fees page's own facts: the estimator's defaults and its worked example. The caveats, the questions
 * to ask an insurer and the procedure codes a superbill carries keep their defaults (src/config/fees-schema.ts)
 * unless listed here. Rates are not here: they come from each clinician in practices/<name>/practice.ts.
 */
export const fees = {
  estimator: { sessionsPerMonth: 4, maxSessionsPerMonth: 8, periods: [3, 6, 12], months: 12 },
  workedExample: {
    therapistId: 'jordan-ellis',
    session: 'individual',
    deductible: 1000,
    coinsurancePercent: 30,
  },
} satisfies FeesInput;
