import { useRef, useState } from 'react';
import {
  EMPTY_ANSWERS,
  findClinicians,
  summaryText,
  type FinderAnswers,
  type FinderCatalog,
  type FinderClinician,
  type FinderMatch,
} from '@/lib/therapists/finder';
import { estimateHref } from '@/lib/rates';
import { useLiveControls } from './live-controls';

interface Phone {
  display: string;
  tel: string;
}

/** A clinician as the finder reads them, with the phone number a result offers to call. */
type Clinician = FinderClinician & { phone: Phone };

interface Props {
  clinicians: Clinician[];
  catalog: FinderCatalog;
  /** The practice's number, offered when nobody fits every answer. */
  phone: Phone;
  /** The contact page's address, from the page registry (which the island's code does not carry). */
  contactHref: string;
}

const ID = 'finder';
const FEE_NOTE_ID = `${ID}-fee-note`;
const FORMATS = [
  { value: 'in-person', label: 'In person' },
  { value: 'video', label: 'By video' },
  { value: 'either', label: 'Either' },
] as const;

const choiceClass = 'flex min-h-8 items-center gap-2';
const legendClass = 'font-semibold';

/**
 * Reads the answers from the fields themselves (uncontrolled), so a choice made before the island
 * hydrated counts as soon as it does. A fee that is not a whole number of dollars counts as no ceiling.
 */
function readAnswers(root: HTMLElement): { answers: FinderAnswers; feeInvalid: boolean } {
  const checked = (name: string) =>
    [...root.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((i) => i.value);
  const feeText = root.querySelector<HTMLInputElement>(`#${ID}-fee`)?.value.trim() ?? '';
  const fee = /^\$?\d{1,5}$/.test(feeText) ? Number(feeText.replace('$', '')) : null;
  const format = checked(`${ID}-format`)[0];
  return {
    answers: {
      audience: checked(`${ID}-audience`)[0] || null,
      concerns: checked(`${ID}-concern`),
      format: format === 'video' || format === 'in-person' ? format : 'either',
      maxFee: fee,
    },
    feeInvalid: feeText !== '' && fee === null,
  };
}

const answered = (a: FinderAnswers) =>
  a.audience !== null || a.concerns.length > 0 || a.format !== 'either' || a.maxFee !== null;

/** What to do next about a clinician who fits or comes closest: call them, write, or estimate the cost. */
function NextSteps({ match, phone, contactHref }: { match: FinderMatch; phone: Phone; contactHref: string }) {
  return (
    <span className="flex flex-wrap gap-x-4 text-sm">
      <a className="link inline-flex min-h-6 items-center" href={`tel:${phone.tel}`}>
        Call {phone.display}
      </a>
      <a className="link inline-flex min-h-6 items-center" href={contactHref}>
        Write to us
      </a>
      <a className="link inline-flex min-h-6 items-center" href={estimateHref(match.id)}>
        Estimate your cost<span className="sr-only"> with {match.name}</span>
      </a>
    </span>
  );
}

function MatchList({
  matches,
  why,
  phones,
  contactHref,
}: {
  matches: FinderMatch[];
  why: 'reasons' | 'misses';
  phones: Map<string, Phone>;
  contactHref: string;
}) {
  return (
    <ul className="mt-3 space-y-3">
      {matches.map((match) => (
        <li key={match.id} className="rounded-lg border border-line bg-surface px-4 py-3">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a className="link inline-flex min-h-6 items-center font-semibold" href={`#${match.id}`}>
              {match.name}
            </a>
            {why === 'reasons' && (
              <NextSteps match={match} phone={phones.get(match.id)!} contactHref={contactHref} />
            )}
          </p>
          {why === 'misses' || match.misses.length > 0 ? (
            <p className="text-sm text-muted">Why not: {match.misses.join('; ')}.</p>
          ) : null}
          {why === 'reasons' && (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {match.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {why === 'reasons' &&
            match.caveats.map((caveat) => (
              <p key={caveat} className="mt-1 text-sm font-medium text-clay">
                Note: {caveat}.
              </p>
            ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * The clinician finder above the therapists' cards: who it is for, what brings them, how to meet and an
 * optional fee ceiling, answered with the clinicians who fit, best first, and why the others do not.
 * The answers live only in these fields: no form to submit, nothing in the address, nothing stored or sent.
 */
export default function TherapistFinder({ clinicians, catalog, phone, contactHref }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [answers, setAnswers] = useState<FinderAnswers>(EMPTY_ANSWERS);
  const [feeInvalid, setFeeInvalid] = useState(false);
  const counted = useRef(false);

  const update = () => {
    if (!rootRef.current) return;
    const next = readAnswers(rootRef.current);
    // The page counts that the finder was used, once; the answers stay here.
    if (!counted.current && answered(next.answers)) {
      counted.current = true;
      window.siteCount?.('finder_use');
    }
    setAnswers(next.answers);
    setFeeInvalid(next.feeInvalid);
  };
  useLiveControls(rootRef);

  const result = findClinicians(clinicians, answers, catalog);
  const show = answered(answers);
  const phones = new Map(clinicians.map((c) => [c.id, c.phone]));

  return (
    <div ref={rootRef} onChange={update} onInput={update} className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <div className="space-y-5">
        <fieldset>
          <legend className={legendClass}>Who is it for?</legend>
          <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
            {/* A checked "not sure" keeps the group one stop for Tab and lets an answer be taken back. */}
            <label className={choiceClass}>
              <input type="radio" name={`${ID}-audience`} value="" defaultChecked className="size-5" />
              Not sure yet
            </label>
            {catalog.audiences.map((audience) => (
              <label key={audience.id} className={choiceClass}>
                <input type="radio" name={`${ID}-audience`} value={audience.id} className="size-5" />
                {audience.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={legendClass}>
            What brings you here? <span className="font-normal text-muted">(choose any)</span>
          </legend>
          <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
            {catalog.concerns.map((concern) => (
              <label key={concern.id} className={choiceClass}>
                <input type="checkbox" name={`${ID}-concern`} value={concern.id} className="size-5" />
                {concern.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={legendClass}>How would you like to meet?</legend>
          <div className="mt-2 flex flex-wrap gap-x-6">
            {FORMATS.map((format) => (
              <label key={format.value} className={choiceClass}>
                <input
                  type="radio"
                  name={`${ID}-format`}
                  value={format.value}
                  defaultChecked={format.value === 'either'}
                  className="size-5"
                />
                {format.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${ID}-fee`} className={legendClass}>
            Most you can spend per session, in dollars{' '}
            <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            id={`${ID}-fee`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={feeInvalid || undefined}
            aria-describedby={feeInvalid ? FEE_NOTE_ID : undefined}
            className="mt-1.5 block w-40 rounded-lg border border-muted bg-surface px-3 py-2 text-base text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger"
          />
          {feeInvalid && (
            <p id={FEE_NOTE_ID} className="mt-1 text-sm text-danger">
              Enter a whole number of dollars, such as 200.
            </p>
          )}
        </div>
      </div>
      <div>
        <p role="status" aria-live="polite" aria-atomic="true" className="text-lg font-semibold">
          {show ? summaryText(result) : ''}
        </p>
        {!show && <p className="text-muted">Answer any question to see who fits.</p>}
        {show && result.fitting.length > 0 && (
          <section aria-labelledby={`${ID}-fit`} className="mt-3">
            <h3 id={`${ID}-fit`} className="text-xl font-semibold">
              Who fits
            </h3>
            <MatchList matches={result.fitting} why="reasons" phones={phones} contactHref={contactHref} />
          </section>
        )}
        {show && result.closest.length > 0 && (
          <section aria-labelledby={`${ID}-closest`} className="mt-3">
            <h3 id={`${ID}-closest`} className="text-xl font-semibold">
              Who comes closest
            </h3>
            <p className="mt-1">
              Or call us at{' '}
              <a className="link" href={`tel:${phone.tel}`}>
                {phone.display}
              </a>{' '}
              and we will help you choose.
            </p>
            <MatchList matches={result.closest} why="reasons" phones={phones} contactHref={contactHref} />
          </section>
        )}
        {show && result.others.length > 0 && (
          <section aria-labelledby={`${ID}-others`} className="mt-5">
            <h3 id={`${ID}-others`} className="text-xl font-semibold">
              The others
            </h3>
            <MatchList matches={result.others} why="misses" phones={phones} contactHref={contactHref} />
          </section>
        )}
      </div>
    </div>
  );
}
