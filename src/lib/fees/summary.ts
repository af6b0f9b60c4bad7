import type { Estimate } from './estimate.ts';
import { formatCents } from './estimate-form.ts';

/** "1 month", "12 months". */
export function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** One of the three figures an estimate opens with: a label, the amount, and a line saying what it is. */
export interface EstimateFigure {
  label: string;
  amount: string;
  note: string;
}

const monthsOf = (estimate: Estimate) => count(estimate.months.length, 'month');

/**
 * What a session costs now, what it costs once the deductible is met (said even when the period ends
 * before it is, so a long deductible never hides the cost after it), and the cost over the period.
 */
export function estimateFigures(estimate: Estimate): [EstimateFigure, EstimateFigure, EstimateFigure] {
  const first = estimate.sessions[0]!;
  const met = estimate.deductibleMetInMonth;
  return [
    {
      label: 'At each session now',
      amount: formatCents(first.netCents),
      note: `You pay ${formatCents(first.paidCents)} at the session; your plan pays back ${formatCents(first.reimbursedCents)}.`,
    },
    {
      label: 'After the deductible',
      amount: formatCents(estimate.afterDeductibleNetCents),
      note:
        met === 0
          ? 'No deductible is left to meet, so this is the cost from the first session.'
          : met === null
            ? `A session once your deductible is met, which is not within these ${monthsOf(estimate)}.`
            : `A session once your deductible is met, in month ${met}.`,
    },
    {
      label: `Over ${monthsOf(estimate)}`,
      amount: formatCents(estimate.total.netCents),
      note: `${count(estimate.sessions.length, 'session')}: ${formatCents(estimate.total.paidCents)} paid at the sessions, ${formatCents(estimate.total.reimbursedCents)} back from your plan.`,
    },
  ];
}

/**
 * Everything else the estimate computed, a sentence each: the part of the fee above the allowed amount
 * (always the visitor's, counted toward nothing), how much counted toward the deductible, and the month
 * the out-of-network maximum is reached.
 */
export function estimateFacts(estimate: Estimate, maximumGiven: boolean): string[] {
  const { total, aboveAllowedCents } = estimate;
  const fee = estimate.sessions[0]!.paidCents;
  const months = monthsOf(estimate);
  const facts: string[] = [];
  if (aboveAllowedCents > 0) {
    facts.push(
      `${formatCents(aboveAllowedCents)} of each ${formatCents(fee)} session is above your plan's allowed amount: it is always yours to pay, and it never counts toward your deductible or your out-of-pocket maximum (${formatCents(total.aboveAllowedCents)} over ${months}).`,
    );
  }
  if (estimate.deductibleMetInMonth === 0) facts.push('No deductible is left to meet.');
  else {
    const counted = `${formatCents(total.toDeductibleCents)} of what you pay counts toward your deductible`;
    facts.push(
      estimate.deductibleMetInMonth === null
        ? `${counted}; it is not met within these ${months}, so your plan pays nothing back yet.`
        : `${counted}, which is met in month ${estimate.deductibleMetInMonth}.`,
    );
  }
  const stillYours =
    aboveAllowedCents > 0 ? `, and you still pay the ${formatCents(aboveAllowedCents)} above it` : '';
  const reached = estimate.outOfPocketMaxReachedInMonth;
  if (reached === 0) {
    facts.push(
      `Your out-of-network out-of-pocket maximum is already met: your plan pays its whole allowed amount${stillYours}.`,
    );
  } else if (reached !== null) {
    facts.push(
      `Your out-of-network out-of-pocket maximum is reached in month ${reached}: after it your plan pays its whole allowed amount${stillYours}.`,
    );
  } else if (maximumGiven) {
    facts.push(`Your out-of-network out-of-pocket maximum is not reached within these ${months}.`);
  }
  return facts;
}

/** The estimate in a few sentences, for screen readers (the live region reads it) and the tests. */
export function estimateSummary(estimate: Estimate): string {
  const { paidCents, reimbursedCents, netCents } = estimate.total;
  const [now, after] = estimateFigures(estimate);
  return (
    `Over ${monthsOf(estimate)} (${count(estimate.sessions.length, 'session')}) you pay ${formatCents(paidCents)} at the sessions, ` +
    `your plan is expected to pay back ${formatCents(reimbursedCents)}, and your net cost is ${formatCents(netCents)}. ` +
    `A session costs you ${now.amount} now and ${after.amount} after the deductible.`
  );
}
