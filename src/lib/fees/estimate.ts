/**
 * The out-of-network estimate: what a visitor pays at each session, what the plan is expected to pay back,
 * and what it costs them in the end. All money is in integer cents, so sums never drift by a fraction.
 *
 * The rules, applied session by session in order:
 * 1. The practice is paid its full fee at the session.
 * 2. The plan counts only its allowed amount, and never more than the fee (plans pay on the lesser of the
 *    two); the difference between the fee and the allowed amount is always the visitor's.
 * 3. The allowed amount goes first to the deductible still to meet.
 * 4. After the deductible, the visitor's coinsurance share of the rest is theirs, and the plan pays the
 *    remainder ((100 - coinsurance)% of it).
 * 5. What the visitor pays toward the deductible and coinsurance counts toward the out-of-pocket maximum;
 *    once that is reached, the plan pays the whole allowed amount.
 */
export interface EstimateInput {
  /** The session's fee, in cents. */
  feeCents: number;
  sessionsPerMonth: number;
  /** The out-of-network deductible still to meet, in cents (0 when it is met). */
  deductibleCents: number;
  /** The visitor's share after the deductible, 0 to 100. */
  coinsurancePercent: number;
  /** The plan's allowed amount per session in cents, or null to assume it allows the full fee. */
  allowedCents: number | null;
  /** The out-of-pocket maximum still to meet in cents, or null when the visitor does not know it. */
  outOfPocketMaxCents: number | null;
  /** How many months to estimate. */
  months: number;
}

/** Money of one session or of several, in cents. */
interface Amounts {
  /** Paid to the practice at the sessions: the full fee each time. */
  paidCents: number;
  /** Expected back from the plan. */
  reimbursedCents: number;
  /** What the visitor is left paying: paid minus reimbursed. */
  netCents: number;
  /** The part of what the visitor paid that counted toward the deductible. */
  toDeductibleCents: number;
  /** The part of the fee above the allowed amount: always the visitor's, counted toward nothing. */
  aboveAllowedCents: number;
}

interface SessionEstimate extends Amounts {
  /** 1 for the first month. */
  month: number;
  /** The session's number within its month, from 1. */
  session: number;
  /** The deductible is met by this session. */
  meetsDeductible: boolean;
  /** The out-of-pocket maximum is reached by this session. */
  reachesOutOfPocketMax: boolean;
}

/** One month's sessions added up, with whether the deductible was met or the maximum reached in it. */
interface MonthEstimate extends Amounts {
  month: number;
  meetsDeductible: boolean;
  reachesOutOfPocketMax: boolean;
}

export interface Estimate {
  sessions: SessionEstimate[];
  months: MonthEstimate[];
  total: Amounts;
  /** The month the deductible is met: 0 when none was left to meet, null when not within the months estimated. */
  deductibleMetInMonth: number | null;
  /** The month the out-of-pocket maximum is reached, or null (not given, or not reached). */
  outOfPocketMaxReachedInMonth: number | null;
  /** The amount per session the plan counts: the allowed amount, capped at the fee. */
  countedCents: number;
  /** The part of each fee the plan never counts (the fee above the allowed amount). */
  aboveAllowedCents: number;
  /** The visitor's cost of one session once the deductible is met and before the maximum is reached. */
  afterDeductibleNetCents: number;
}

/** The visitor's coinsurance share of an amount, rounded to the cent. */
function coinsuranceShare(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

const NO_AMOUNTS: Amounts = {
  paidCents: 0,
  reimbursedCents: 0,
  netCents: 0,
  toDeductibleCents: 0,
  aboveAllowedCents: 0,
};

function add(sum: Amounts, s: Amounts): Amounts {
  return {
    paidCents: sum.paidCents + s.paidCents,
    reimbursedCents: sum.reimbursedCents + s.reimbursedCents,
    netCents: sum.netCents + s.netCents,
    toDeductibleCents: sum.toDeductibleCents + s.toDeductibleCents,
    aboveAllowedCents: sum.aboveAllowedCents + s.aboveAllowedCents,
  };
}

export function estimateCosts(input: EstimateInput): Estimate {
  const fee = input.feeCents;
  const counted = Math.min(input.allowedCents ?? fee, fee);
  const aboveAllowed = fee - counted;
  let deductibleLeft = input.deductibleCents;
  let maximumLeft = input.outOfPocketMaxCents;
  let deductibleMetInMonth: number | null = deductibleLeft === 0 ? 0 : null;
  let outOfPocketMaxReachedInMonth: number | null = maximumLeft === 0 ? 0 : null;
  const sessions: SessionEstimate[] = [];

  for (let month = 1; month <= input.months; month++) {
    for (let session = 1; session <= input.sessionsPerMonth; session++) {
      let toDeductible = Math.min(counted, deductibleLeft);
      let share = toDeductible + coinsuranceShare(counted - toDeductible, input.coinsurancePercent);
      if (maximumLeft !== null) {
        // Past the maximum the plan pays its whole allowed amount, the deductible's part included.
        share = Math.min(share, maximumLeft);
        toDeductible = Math.min(toDeductible, share);
        maximumLeft -= share;
      }
      deductibleLeft -= toDeductible;
      const meetsDeductible = toDeductible > 0 && deductibleLeft === 0;
      const reachesOutOfPocketMax = share > 0 && maximumLeft === 0;
      if (meetsDeductible) deductibleMetInMonth = month;
      if (reachesOutOfPocketMax) outOfPocketMaxReachedInMonth = month;
      const reimbursed = counted - share;
      sessions.push({
        month,
        session,
        paidCents: fee,
        reimbursedCents: reimbursed,
        netCents: fee - reimbursed,
        toDeductibleCents: toDeductible,
        aboveAllowedCents: aboveAllowed,
        meetsDeductible,
        reachesOutOfPocketMax,
      });
    }
  }

  const months = Array.from({ length: input.months }, (_, index): MonthEstimate => {
    const inMonth = sessions.filter((s) => s.month === index + 1);
    return {
      month: index + 1,
      ...inMonth.reduce(add, NO_AMOUNTS),
      meetsDeductible: inMonth.some((s) => s.meetsDeductible),
      reachesOutOfPocketMax: inMonth.some((s) => s.reachesOutOfPocketMax),
    };
  });
  // A maximum no larger than the deductible left is reached as the deductible is met: nothing after it.
  const maximumAtDeductible =
    input.outOfPocketMaxCents !== null && input.outOfPocketMaxCents <= input.deductibleCents;
  return {
    sessions,
    months,
    total: sessions.reduce(add, NO_AMOUNTS),
    deductibleMetInMonth,
    outOfPocketMaxReachedInMonth,
    countedCents: counted,
    aboveAllowedCents: aboveAllowed,
    afterDeductibleNetCents:
      aboveAllowed + (maximumAtDeductible ? 0 : coinsuranceShare(counted, input.coinsurancePercent)),
  };
}
