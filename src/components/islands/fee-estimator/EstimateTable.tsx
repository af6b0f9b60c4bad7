import type { Estimate } from '@/lib/fees/estimate';
import { formatCents } from '@/lib/fees/estimate-form';
import { count } from '@/lib/fees/summary';

interface Props {
  estimate: Estimate;
  caption: string;
}

const cell = 'px-0.5 py-2 text-right whitespace-nowrap sm:px-1.5';
const header = 'px-0.5 py-2 text-right sm:px-1.5';
const mark = 'block text-xs whitespace-normal text-clay';

/**
 * An estimate month by month, with the total beneath: a year of weekly sessions is twelve rows, not
 * forty-eight. The deductible's column appears only while there is one to meet; the part above the
 * allowed amount is the same every session, so the sentences above the table say it. Rows are headed by
 * the month's number ("Month" is said to screen readers): four narrow columns fit a 320 px screen with
 * the text spacing WCAG asks to survive, so nothing scrolls sideways or is cut off. Rendered on the
 * server for the worked example and by the estimator in the browser, so both read the same way.
 */
export default function EstimateTable({ estimate, caption }: Props) {
  const fee = estimate.sessions[0]?.paidCents ?? 0;
  const perMonth = estimate.sessions.filter((s) => s.month === 1).length;
  const deductible = estimate.deductibleMetInMonth !== 0;
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="px-0.5 py-2 sm:px-1.5 text-left text-base text-ink">
          <span className="block font-semibold">{caption}</span>
          {count(perMonth, 'session')} a month at {formatCents(fee)} each (
          {formatCents(estimate.total.paidCents)} in all); the plan pays part of it back later.
        </caption>
        <thead>
          <tr className="border-b border-line align-bottom text-xs text-muted sm:text-sm">
            <th scope="col" className="px-0.5 py-2 sm:px-1.5">
              Month
            </th>
            {deductible && (
              <th scope="col" className={header}>
                Toward the deductible
              </th>
            )}
            <th scope="col" className={header}>
              Plan pays back
            </th>
            <th scope="col" className={header}>
              Your net cost
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {estimate.months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className="px-0.5 py-2 font-normal sm:px-1.5">
                <span className="sr-only">Month </span>
                {m.month}
              </th>
              {deductible && (
                <td className={cell}>
                  {formatCents(m.toDeductibleCents)}
                  {m.meetsDeductible && <span className={mark}>Deductible met</span>}
                </td>
              )}
              <td className={cell}>{formatCents(m.reimbursedCents)}</td>
              <td className={cell}>
                {formatCents(m.netCents)}
                {m.reachesOutOfPocketMax && <span className={mark}>Maximum reached</span>}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line font-semibold">
            <th scope="row" className="px-0.5 py-2 sm:px-1.5">
              Total<span className="sr-only"> over {count(estimate.months.length, 'month')}</span>
            </th>
            {deductible && <td className={cell}>{formatCents(estimate.total.toDeductibleCents)}</td>}
            <td className={cell}>{formatCents(estimate.total.reimbursedCents)}</td>
            <td className={cell}>{formatCents(estimate.total.netCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
