import {
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { EstimatorClinician } from '@/lib/fees/clinicians';
import { estimateCosts } from '@/lib/fees/estimate';
import {
  ESTIMATE_FIELDS,
  formatCents,
  readEstimateFields,
  type EstimateField,
  type EstimateFields,
} from '@/lib/fees/estimate-form';
import { count, estimateSummary } from '@/lib/fees/summary';
import { ESTIMATE_CLINICIAN_PARAM } from '@/lib/rates';
import EstimateResult from './fee-estimator/EstimateResult';
import MoneyField from './fee-estimator/MoneyField';
import { useLiveControls } from './live-controls';

interface Props {
  clinicians: EstimatorClinician[];
  /** The clinician it opens on, unless the address names another (`?clinician=`). */
  initialClinicianId: string;
  sessionsPerMonth: number;
  maxSessionsPerMonth: number;
  /** The periods a visitor may choose, in months, and the one it opens on. */
  periods: number[];
  months: number;
  caveats: string[];
}

const selectClass =
  'mt-1.5 block w-full rounded-lg border border-muted bg-surface px-3 py-2.5 text-base text-ink';

/**
 * The clinician a link from a card or the finder names (`?clinician=`): nothing else is read from the
 * address. The page is prerendered, so the server's answer is none, and the address never changes under it.
 */
const clinicianInAddress = () => new URLSearchParams(window.location.search).get(ESTIMATE_CLINICIAN_PARAM);
const noChanges = () => () => {};

function Choice({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The out-of-network estimator. Everything happens in this component's state: nothing typed is sent,
 * stored, logged or written into the address (which only ever names a clinician, from a link every
 * visitor sees). There is deliberately no <form>: a form submitted before the island is live would carry
 * the figures to the server or into the address.
 * The boxes are read when the visitor asks (the button, or Enter in a box), so a half-typed amount never
 * flashes an error. Figures always describe what the boxes hold: typing in a box clears them, and once
 * the visitor has asked, another clinician, session, pace or period works them out again from the boxes.
 */
export default function FeeEstimator({
  clinicians,
  initialClinicianId,
  sessionsPerMonth,
  maxSessionsPerMonth,
  periods,
  months: initialMonths,
  caveats,
}: Props) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useLiveControls(rootRef);
  const named = useSyncExternalStore(noChanges, clinicianInAddress, () => null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const clinician =
    clinicians.find((c) => c.id === (chosenId ?? named)) ??
    clinicians.find((c) => c.id === initialClinicianId) ??
    clinicians[0]!;
  const [rateIndex, setRateIndex] = useState(0);
  const rate = clinician.rates[rateIndex] ?? clinician.rates[0]!;
  const [perMonth, setPerMonth] = useState(sessionsPerMonth);
  const [months, setMonths] = useState(initialMonths);
  /** The boxes as they were read, or null while no figures or messages are shown. */
  const [asked, setAsked] = useState<EstimateFields | null>(null);
  const [cleared, setCleared] = useState(false);

  const plan = { feeCents: rate.feeCents, sessionsPerMonth: perMonth, months };
  const read = asked && readEstimateFields(asked, plan);
  const estimate = read?.ok ? estimateCosts(read.input) : null;
  const errors = read && !read.ok ? read.errors : {};
  const errorCount = Object.keys(errors).length;

  const readBoxes = (): EstimateFields => {
    const valueOf = (name: EstimateField) =>
      (document.getElementById(`${id}-${name}`) as HTMLInputElement | null)?.value ?? '';
    return {
      deductible: valueOf('deductible'),
      coinsurance: valueOf('coinsurance'),
      allowed: valueOf('allowed'),
      outOfPocketMax: valueOf('outOfPocketMax'),
    };
  };

  function run() {
    const next = readBoxes();
    // The page counts that the estimator was used; the figures stay here.
    window.siteCount?.('estimator_use');
    setAsked(next);
    setCleared(false);
    const check = readEstimateFields(next, plan);
    if (!check.ok) {
      const first = ESTIMATE_FIELDS.find((field) => check.errors[field]);
      // The first field to correct takes the focus, so a keyboard or screen reader user lands on its message.
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    }
  }

  /**
   * A choice changed: once the visitor has asked for figures, they are worked out again from what the
   * boxes hold now (also after a box cleared them).
   */
  const choose =
    (apply: (value: string) => void) =>
    (event: ChangeEvent<HTMLSelectElement>): void => {
      apply(event.target.value);
      if (!asked && !cleared) return;
      setAsked(readBoxes());
      setCleared(false);
    };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  }

  /** A box changed under figures: they no longer describe it, so they go until the visitor asks again. */
  function onInput() {
    if (!estimate) return;
    setAsked(null);
    setCleared(true);
  }

  const field = (name: EstimateField) => ({ id: `${id}-${name}`, error: errors[name], onKeyDown, onInput });

  const allowedNote =
    read?.ok && read.allowedAboveFee
      ? `Your plan allows more than the ${formatCents(rate.feeCents)} fee. Plans pay on the lesser of the two, so the estimate counts ${formatCents(rate.feeCents)}.`
      : undefined;

  const announcement = estimate
    ? estimateSummary(estimate)
    : errorCount > 0
      ? `No estimate yet: ${errorCount === 1 ? 'one field needs' : `${errorCount} fields need`} correcting.`
      : cleared
        ? 'Your answers changed: press Estimate my costs for figures that match them.'
        : '';

  return (
    <div ref={rootRef} className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Choice id={`${id}-clinician`} label="Clinician">
          <select
            id={`${id}-clinician`}
            name="clinician"
            className={selectClass}
            value={clinician.id}
            onChange={choose((value) => {
              setChosenId(value);
              setRateIndex(0);
            })}
          >
            {clinicians.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Choice>
        <Choice id={`${id}-session`} label="Session">
          <select
            id={`${id}-session`}
            name="session"
            className={selectClass}
            value={clinician.rates.indexOf(rate)}
            onChange={choose((value) => setRateIndex(Number(value)))}
          >
            {clinician.rates.map((r, index) => (
              <option key={r.label} value={index}>
                {r.label}
              </option>
            ))}
          </select>
        </Choice>
        <Choice id={`${id}-per-month`} label="Sessions a month">
          <select
            id={`${id}-per-month`}
            name="sessions-per-month"
            className={selectClass}
            value={perMonth}
            onChange={choose((value) => setPerMonth(Number(value)))}
          >
            {Array.from({ length: maxSessionsPerMonth }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Choice>
        <Choice id={`${id}-months`} label="Estimate over">
          <select
            id={`${id}-months`}
            name="months"
            className={selectClass}
            value={months}
            onChange={choose((value) => setMonths(Number(value)))}
          >
            {periods.map((n) => (
              <option key={n} value={n}>
                {count(n, 'month')}
              </option>
            ))}
          </select>
        </Choice>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          {...field('deductible')}
          name="deductible"
          label="Out-of-network deductible still to meet"
          unit="$"
          hint="What is left of it this plan year; 0 if it is met."
        />
        <MoneyField
          {...field('coinsurance')}
          name="coinsurance"
          label="Out-of-network coinsurance"
          unit="%"
          hint="The share you pay after the deductible, from 0 to 100: 30 for 30%."
        />
        <MoneyField
          {...field('allowed')}
          name="allowed"
          label="Out-of-network allowed amount per session"
          optional
          unit="$"
          hint="What your plan counts for one session. Leave empty to assume it allows the full fee."
          note={allowedNote}
        />
        <MoneyField
          {...field('outOfPocketMax')}
          name="out-of-pocket-max"
          label="Out-of-network out-of-pocket maximum still to meet"
          optional
          unit="$"
          hint="Not the in-network one, which is usually lower. Leave empty if you do not know it."
        />
      </div>
      <button type="button" className="btn-primary" onClick={run}>
        Estimate my costs
      </button>
      <div aria-live="polite">
        {announcement && (
          <p className={estimate ? 'sr-only' : errorCount > 0 ? 'text-danger' : 'text-muted'}>
            {announcement}
          </p>
        )}
      </div>
      {estimate && read?.ok && (
        <div className="space-y-3">
          <EstimateResult
            id={`${id}-result`}
            estimate={estimate}
            caption={`Your estimate: ${clinician.name}, ${rate.label}`}
            maximumGiven={read.input.outOfPocketMaxCents !== null}
            caveats={caveats}
            notice={
              read.input.allowedCents === null && (
                <p className="rounded-lg bg-mist px-3 py-2 text-ink">
                  This estimate assumes your plan allows the full {formatCents(rate.feeCents)} fee, which many
                  plans do not. Ask your plan for its allowed amount and enter it for a closer estimate.
                </p>
              )
            }
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
