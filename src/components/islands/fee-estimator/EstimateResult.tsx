import type { ReactNode } from 'react';
import type { Estimate } from '@/lib/fees/estimate';
import { estimateFacts, estimateFigures } from '@/lib/fees/summary';
import EstimateTable from './EstimateTable';

interface Props {
  /** Unique on the page: the caveats' list is named through an id that starts with it. */
  id: string;
  estimate: Estimate;
  /** The table's caption: whose sessions, which kind, how often. */
  caption: string;
  /** Whether the visitor gave an out-of-pocket maximum (without one, nothing is said about reaching it). */
  maximumGiven: boolean;
  /** What an estimate cannot know about a plan, listed beside it. */
  caveats: readonly string[];
  /** A remark about the answers, shown above the table (the allowed amount assumed, for one). */
  notice?: ReactNode;
}

/**
 * An estimate, answer first: the three figures a visitor decides on (a session now, a session after the
 * deductible, the whole period), then every other thing it computed in a sentence, then the month-by-month
 * table, with what it cannot know beside it. The estimator and the worked example both render it.
 */
export default function EstimateResult({ id, estimate, caption, maximumGiven, caveats, notice }: Props) {
  const caveatsId = `${id}-caveats`;
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 md:grid-cols-3">
        {estimateFigures(estimate).map((figure) => (
          <div key={figure.label} className="rounded-lg border border-line bg-paper p-4">
            <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-ink lg:text-3xl">{figure.amount}</dd>
            <dd className="mt-1 text-sm">{figure.note}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          <ul className="list-disc space-y-1 pl-5">
            {estimateFacts(estimate, maximumGiven).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {notice}
          <EstimateTable estimate={estimate} caption={caption} />
        </div>
        <div className="rounded-lg bg-clay-soft p-4 text-ink">
          <p id={caveatsId} className="font-semibold">
            What an estimate cannot know
          </p>
          <ul aria-labelledby={caveatsId} className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {caveats.map((caveat) => (
              <li key={caveat}>{caveat}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
