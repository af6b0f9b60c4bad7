import type { Estimate } from './estimate.ts';
import { formatCents } from './estimate-form.ts';

/** The month the deductible is met, in words. */
function deductibleSentence(estimate: Estimate, months: number): string {
  if (estimate.deductibleMetInMonth === 0) return 'No deductible is left to meet.';
  if (estimate.deductibleMetInMonth === null)
    return `The deductible is not met within these ${months} months, so the plan pays nothing back yet.`;
  return `The deductible is met in month ${estimate.deductibleMetInMonth}.`;
}

function maximumSentence(estimate: Estimate): string {
  if (estimate.outOfPocketMaxReachedInMonth === null) return '';
  if (estimate.outOfPocketMaxReachedInMonth === 0)
    return ' The out-of-pocket maximum is already met, so the plan pays its whole allowed amount.';
  return ` The out-of-pocket maximum is reached in month ${estimate.outOfPocketMaxReachedInMonth}; after it the plan pays its whole allowed amount.`;
}

/** The estimate in two sentences, for the page and for screen readers (the live region reads it). */
export function estimateSummary(estimate: Estimate, months: number): string {
  const { paidCents, reimbursedCents, netCents } = estimate.total;
  return (
    `Over ${months} months (${estimate.sessions.length} sessions) you pay ${formatCents(paidCents)} at the sessions, ` +
    `your plan is expected to pay back ${formatCents(reimbursedCents)}, and your net cost is ${formatCents(netCents)}. ` +
    deductibleSentence(estimate, months) +
    maximumSentence(estimate)
  );
}
