import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { EstimatorClinician } from '@/lib/fees/clinicians';
import { estimateCosts } from '@/lib/fees/estimate';
import {
  formatCents,
  readEstimateFields,
  type EstimateField,
  type EstimateFields,
} from '@/lib/fees/estimate-form';
import { estimateSummary } from '@/lib/fees/summary';
import EstimateTable from './fee-estimator/EstimateTable';
import MoneyField from './fee-estimator/MoneyField';

interface Props {
  clinicians: EstimatorClinician[];
  sessionsPerMonth: number;
  maxSessionsPerMonth: number;
  months: number;
}

const FIELD_ORDER: EstimateField[] = ['deductible', 'coinsurance', 'allowed', 'outOfPocketMax'];
const selectClass =
  'mt-1.5 block w-full rounded-lg border border-muted bg-surface px-3 py-2.5 text-base text-ink';

/**
 * The out-of-network estimator. Everything happens in this component's state: nothing typed is sent,
 * stored, logged or written into the address. There is deliberately no <form>: a form submitted before the
 * island is live would carry the figures to the server or into the address.
 * The figures are read when the visitor asks (the button, or Enter in a field), so a half-typed amount
 * never flashes an error; choosing another clinician, length or pace updates an estimate already shown.
 */
export default function FeeEstimator({ clinicians, sessionsPerMonth, maxSessionsPerMonth, months }: Props) {
  const id = useId();
  const [clinicianId, setClinicianId] = useState(clinicians[0]!.id);
  const clinician = clinicians.find((c) => c.id === clinicianId) ?? clinicians[0]!;
  const [minutes, setMinutes] = useState(clinician.rates[0]!.minutes);
  const rate = clinician.rates.find((r) => r.minutes === minutes) ?? clinician.rates[0]!;
  const [perMonth, setPerMonth] = useState(sessionsPerMonth);
  const [applied, setApplied] = useState<EstimateFields | null>(null);

  const read = useMemo(
    () =>
      applied && readEstimateFields(applied, { feeCents: rate.feeCents, sessionsPerMonth: perMonth, months }),
    [applied, rate.feeCents, perMonth, months],
  );
  const estimate = read?.ok ? estimateCosts(read.input) : null;
  const errors = read && !read.ok ? read.errors : {};
  const errorCount = Object.keys(errors).length;

  // The boxes are uncontrolled and read when the visitor asks: what they typed before the island came alive
  // stays in the boxes, and is counted.
  function run() {
    const valueOf = (name: EstimateField) =>
      (document.getElementById(`${id}-${name}`) as HTMLInputElement | null)?.value ?? '';
    const next: EstimateFields = {
      deductible: valueOf('deductible'),
      coinsurance: valueOf('coinsurance'),
      allowed: valueOf('allowed'),
      outOfPocketMax: valueOf('outOfPocketMax'),
    };
    // The page counts that the estimator was used, once; the figures stay here.
    if (!applied) window.siteCount?.('estimator_use');
    setApplied(next);
    const check = readEstimateFields(next, { feeCents: rate.feeCents, sessionsPerMonth: perMonth, months });
    if (!check.ok) {
      const first = FIELD_ORDER.find((field) => check.errors[field]);
      // The first field to correct takes the focus, so a keyboard or screen reader user lands on its message.
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  }

  const field = (name: EstimateField) => ({
    id: `${id}-${name}`,
    error: errors[name],
    onKeyDown,
  });

  const allowedNote =
    read?.ok && read.allowedAboveFee
      ? `Your plan allows more than the ${formatCents(rate.feeCents)} fee. Plans pay on the lesser of the two, so the estimate counts ${formatCents(rate.feeCents)}.`
      : undefined;

  const announcement = estimate
    ? estimateSummary(estimate, months)
    : errorCount > 0
      ? `No estimate yet: ${errorCount === 1 ? 'one field needs' : `${errorCount} fields need`} correcting.`
      : '';

  return (
    <div className="space-y-6">
      <div className="grid gap-5 md:grid-cols-3">
        <div>
          <label htmlFor={`${id}-clinician`} className="font-semibold">
            Clinician
          </label>
          <select
            id={`${id}-clinician`}
            className={selectClass}
            value={clinicianId}
            onChange={(event) => {
              const next = clinicians.find((c) => c.id === event.target.value) ?? clinicians[0]!;
              setClinicianId(next.id);
              if (!next.rates.some((r) => r.minutes === minutes)) setMinutes(next.rates[0]!.minutes);
            }}
          >
            {clinicians.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-length`} className="font-semibold">
            Session length and fee
          </label>
          <select
            id={`${id}-length`}
            className={selectClass}
            value={rate.minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
          >
            {clinician.rates.map((r) => (
              <option key={r.minutes} value={r.minutes}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-per-month`} className="font-semibold">
            Sessions a month
          </label>
          <select
            id={`${id}-per-month`}
            className={selectClass}
            value={perMonth}
            onChange={(event) => setPerMonth(Number(event.target.value))}
          >
            {Array.from({ length: maxSessionsPerMonth }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          {...field('deductible')}
          label="Deductible still to meet"
          unit="$"
          hint="Your plan's out-of-network deductible left this year; 0 if it is met."
        />
        <MoneyField
          {...field('coinsurance')}
          label="Coinsurance after the deductible"
          unit="%"
          hint="The share you pay after the deductible, from 0 to 100."
        />
        <MoneyField
          {...field('allowed')}
          label="Allowed amount per session"
          optional
          unit="$"
          hint="What your plan counts for one session. Leave empty to assume it allows the full fee."
          note={allowedNote}
        />
        <MoneyField
          {...field('outOfPocketMax')}
          label="Out-of-pocket maximum still to meet"
          optional
          unit="$"
          hint="Leave empty if you do not know it."
        />
      </div>
      <button type="button" className="btn-primary" onClick={run}>
        Estimate my costs
      </button>
      <div aria-live="polite">
        {announcement && (
          <p className={estimate ? 'text-lg font-semibold text-ink' : 'text-danger'}>{announcement}</p>
        )}
      </div>
      {estimate && (
        <div className="space-y-3">
          {read?.ok && read.input.allowedCents === null && (
            <p className="rounded-lg bg-clay-soft px-3 py-2 text-ink">
              This estimate assumes your plan allows the full {formatCents(rate.feeCents)} fee, which many
              plans do not. Ask your plan for its allowed amount and enter it for a closer estimate.
            </p>
          )}
          <EstimateTable
            estimate={estimate}
            caption={`Your estimate: ${clinician.name}, ${rate.label}, ${perMonth} a month`}
          />
          <p className="text-sm text-muted">
            An estimate, not a promise: your plan decides what it pays back. Nothing you typed has left this
            page.
          </p>
        </div>
      )}
    </div>
  );
}
