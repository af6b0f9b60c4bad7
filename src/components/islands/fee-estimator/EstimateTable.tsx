import type { Estimate } from '@/lib/fees/estimate';
import { formatCents } from '@/lib/fees/estimate-form';

interface Props {
  estimate: Estimate;
  caption: string;
}

const cell = 'px-1.5 py-2 text-right';

/**
 * An estimate session by session, with the total beneath. Every session is paid in full, so the fee is said
 * once, in the caption: three columns fit a 320 px screen without scrolling sideways. Rendered on the server for the worked example and
 * by the estimator in the browser, so both read the same way.
 */
export default function EstimateTable({ estimate, caption }: Props) {
  const months = estimate.sessions.at(-1)?.month ?? 0;
  const fee = estimate.sessions[0]?.paidCents ?? 0;
  return (
    <div className="rounded-card border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="px-1.5 py-2 text-left text-base text-ink">
          <span className="block font-semibold">{caption}</span>
          You pay {formatCents(fee)} at each session ({formatCents(estimate.total.paidCents)} in all); the
          plan pays part of it back later.
        </caption>
        <thead>
          <tr className="border-b border-line text-sm text-muted">
            <th scope="col" className="px-1.5 py-2">
              Session
            </th>
            <th scope="col" className={cell}>
              Plan pays back
            </th>
            <th scope="col" className={cell}>
              Your net cost
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {estimate.sessions.map((s) => (
            <tr key={`${s.month}-${s.session}`}>
              <th scope="row" className="px-1.5 py-2 font-normal">
                Month {s.month}, session {s.session}
              </th>
              <td className={cell}>{formatCents(s.reimbursedCents)}</td>
              <td className={cell}>
                {formatCents(s.netCents)}
                {s.meetsDeductible && <span className="block text-clay">Deductible met</span>}
                {s.reachesOutOfPocketMax && (
                  <span className="block text-clay">Out-of-pocket maximum reached</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line font-semibold">
            <th scope="row" className="px-1.5 py-2">
              {months}-month total
            </th>
            <td className={cell}>{formatCents(estimate.total.reimbursedCents)}</td>
            <td className={cell}>{formatCents(estimate.total.netCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
