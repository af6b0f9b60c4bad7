import type { Estimate } from '@/lib/fees/estimate';
import { formatCents } from '@/lib/fees/estimate-form';

interface Props {
  estimate: Estimate;
  caption: string;
}

const cell = 'px-3 py-2 text-right';

/**
 * An estimate session by session, with the total beneath. Rendered on the server for the worked example and
 * by the estimator in the browser, so both read the same way.
 */
export default function EstimateTable({ estimate, caption }: Props) {
  const months = estimate.sessions.at(-1)?.month ?? 0;
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface">
      <table className="w-full text-left">
        <caption className="px-3 py-2 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-sm text-muted">
            <th scope="col" className="px-3 py-2">
              Session
            </th>
            <th scope="col" className={cell}>
              Paid at the session
            </th>
            <th scope="col" className={cell}>
              Plan pays back (expected)
            </th>
            <th scope="col" className={cell}>
              Your net cost
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {estimate.sessions.map((s) => (
            <tr key={`${s.month}-${s.session}`}>
              <th scope="row" className="px-3 py-2 font-normal">
                Month {s.month}, session {s.session}
                {s.meetsDeductible && <span className="block text-sm text-clay">Deductible met</span>}
                {s.reachesOutOfPocketMax && (
                  <span className="block text-sm text-clay">Out-of-pocket maximum reached</span>
                )}
              </th>
              <td className={cell}>{formatCents(s.paidCents)}</td>
              <td className={cell}>{formatCents(s.reimbursedCents)}</td>
              <td className={cell}>{formatCents(s.netCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line font-semibold">
            <th scope="row" className="px-3 py-2">
              {months}-month total
            </th>
            <td className={cell}>{formatCents(estimate.total.paidCents)}</td>
            <td className={cell}>{formatCents(estimate.total.reimbursedCents)}</td>
            <td className={cell}>{formatCents(estimate.total.netCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
