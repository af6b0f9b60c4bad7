import { useEffect, useRef, useState, useSyncExternalStore, type RefObject, type SubmitEvent } from 'react';
import { BOOKING_COPY } from '@/lib/booking/booking-copy';
import {
  TIME_FIELD,
  newRequestKey,
  readBookingAnswer,
  timeValue,
  toBookingPayload,
  type NextTime,
} from '@/lib/booking/booking-form';
import { BOOKING_FIELDS } from '@/lib/booking/booking-fields';
import type { ClinicianTimes, TimeView } from '@/lib/booking/offer-view';
import { showResult } from './show-result';

/** What the server's re-render after a plain form post says (the island shows its own answers later). */
export type BookingStatus =
  | { kind: 'idle' }
  | { kind: 'taken'; next: TimeView[] }
  | { kind: 'refused'; error: string; field?: string | undefined };

interface Props {
  /** The page's own address: the plain form post goes there. */
  action: string;
  /** The contact endpoint the island sends JSON to. */
  endpoint: string;
  contactKey?: string | undefined;
  /** The contact form's honeypot and key fields (contact-schema.ts), named by the page. */
  fieldNames: { honeypot: string; key: string };
  clinicians: ClinicianTimes[];
  /** Every bookable clinician's name, for times offered after a taken one. */
  names: Record<string, string>;
  timeZone: string;
  zoneLabel: string;
  audiences: readonly { id: string; label: string }[];
  /** What the visitor typed and chose, after a refused plain post. */
  values?: Record<string, string>;
  status?: BookingStatus;
  steps: readonly string[];
}

const ID = 'booking';
const inputClass =
  'mt-1.5 block w-full rounded-lg border border-muted bg-surface px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger';

/** The visitor's zone does not change while the page is open. */
const noChange = () => () => {};

/** "Tue, Dec 2, 2:30 pm" or "2:30 pm" in a zone, with the browser's own calendar data. */
function clockIn(iso: string, timeZone: string, withDay: boolean): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withDay ? { weekday: 'short', month: 'short', day: 'numeric' } : {}),
  });
  return format.format(new Date(iso)).replace(/\s?([AP])M$/, (_, half: string) => ` ${half.toLowerCase()}m`);
}

/**
 * The booking form. Rendered on the server, it is a plain form post to the booking page, which answers
 * with the next page or the form again; hydrated on the first touch or focus, it shows each time in the
 * visitor's own zone too, sends JSON with an Idempotency-Key and shows the answer in place, focused.
 */
export default function BookingForm(props: Props) {
  const {
    action,
    endpoint,
    contactKey,
    fieldNames,
    clinicians,
    names,
    timeZone,
    zoneLabel,
    audiences,
    steps,
  } = props;
  const values = props.values ?? {};
  const [status, setStatus] = useState<BookingStatus | { kind: 'sending' } | { kind: 'requested' }>(
    props.status ?? { kind: 'idle' },
  );
  // The visitor's zone exists only in the browser: the server's HTML (and hydration) has none.
  const ownZone = useSyncExternalStore(
    noChange,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
  const visitorZone = ownZone && ownZone !== timeZone ? ownZone : null;
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState(0);
  // The answer's heading, or the refusal's message: focus moves there once the answer is in.
  const resultRef = useRef<HTMLElement>(null);
  const pendingRef = useRef<{ key: string; body: string } | null>(null);

  useEffect(() => {
    if (outcome > 0) showResult(resultRef.current);
  }, [outcome]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const form = event.currentTarget;
    const payload = toBookingPayload(Object.fromEntries(new FormData(form)), [fieldNames.key]);
    const body = JSON.stringify(payload);
    if (pendingRef.current?.body !== body) pendingRef.current = { key: newRequestKey(), body };
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Idempotency-Key': pendingRef.current.key,
    };
    if (contactKey) headers['Authorization'] = `Bearer ${contactKey}`;
    setStatus({ kind: 'sending' });
    let answer;
    try {
      const response = await fetch(endpoint, { method: 'POST', headers, body });
      const data: unknown = await response.json().catch(() => null);
      answer = readBookingAnswer(response.status, data, BOOKING_COPY.sendFailed);
    } catch {
      answer = { kind: 'refused' as const, error: BOOKING_COPY.networkError };
    }
    if (answer.kind === 'requested') {
      pendingRef.current = null;
      setStatus({ kind: 'requested' });
    } else if (answer.kind === 'taken') {
      const chosen = payload[BOOKING_FIELDS.clinician] ?? '';
      setTaken((before) => new Set([...before, timeValue(chosen, payload[BOOKING_FIELDS.start] ?? '')]));
      setStatus({ kind: 'taken', next: answer.next.map((time: NextTime) => nextView(time)) });
    } else {
      setStatus({ kind: 'refused', error: answer.error, field: answer.field });
    }
    setOutcome((n) => n + 1);
  }

  const nextView = (time: NextTime): TimeView => ({
    ...time,
    clock: clockIn(time.start, timeZone, false),
    label: clockIn(time.start, timeZone, true),
  });

  const theirs = (time: TimeView) =>
    visitorZone ? (
      <span className="text-muted"> ({clockIn(time.start, visitorZone, false)} your time)</span>
    ) : null;

  const radio = (time: TimeView, text: string, checked: boolean) => {
    const value = timeValue(time.clinicianId, time.start);
    return (
      <label key={value} className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 py-2">
        <input type="radio" name={TIME_FIELD} value={value} defaultChecked={checked} className="size-5" />
        <span>
          {text}
          <span className="sr-only"> with {names[time.clinicianId] ?? time.clinicianId}</span>
          {theirs(time)}
        </span>
      </label>
    );
  };

  if (status.kind === 'requested') {
    return (
      <section aria-labelledby={`${ID}-result`} className="rounded-lg border-2 border-brand bg-mist p-5">
        <h2
          id={`${ID}-result`}
          ref={resultRef as RefObject<HTMLHeadingElement>}
          tabIndex={-1}
          className="text-2xl font-semibold"
        >
          {BOOKING_COPY.requested}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    );
  }

  const invalid = (field: string) => (status.kind === 'refused' && status.field === field ? true : undefined);
  const chosen = values[TIME_FIELD];
  return (
    <form action={action} method="post" noValidate onSubmit={onSubmit} className="relative space-y-8">
      <p className="font-medium">
        Times are {zoneLabel}
        {visitorZone ? `; your own time is shown beside each.` : '.'}
      </p>
      {status.kind === 'taken' && (
        <div role="alert" className="rounded-lg border-2 border-danger bg-danger-soft p-4">
          <h2
            id={`${ID}-result`}
            ref={resultRef as RefObject<HTMLHeadingElement>}
            tabIndex={-1}
            className="text-xl font-semibold text-danger"
          >
            {BOOKING_COPY.taken}
          </h2>
          {status.next.length > 0 ? (
            <fieldset className="mt-3">
              <legend className="font-medium">{BOOKING_COPY.takenNext}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {status.next.map((time) =>
                  radio(time, `${time.label}, ${names[time.clinicianId] ?? time.clinicianId}`, false),
                )}
              </div>
            </fieldset>
          ) : (
            <p className="mt-2">{BOOKING_COPY.noTimes}</p>
          )}
        </div>
      )}
      {clinicians.map((clinician) => (
        <section key={clinician.id} aria-labelledby={`${ID}-${clinician.id}`} className="space-y-4">
          <h2 id={`${ID}-${clinician.id}`} className="text-2xl font-semibold">
            {clinician.name}
          </h2>
          {clinician.days.map((day) => (
            <fieldset key={day.key}>
              <legend className="font-sans text-lg font-semibold">{day.heading}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {day.times
                  .filter((time) => !taken.has(timeValue(time.clinicianId, time.start)))
                  .map((time) => radio(time, time.clock, chosen === timeValue(time.clinicianId, time.start)))}
              </div>
            </fieldset>
          ))}
        </section>
      ))}
      <div className="space-y-5">
        <div>
          <label htmlFor={`${ID}-name`} className="font-semibold">
            Name
          </label>
          <input
            id={`${ID}-name`}
            name="name"
            type="text"
            autoComplete="name"
            defaultValue={values['name']}
            aria-invalid={invalid('name')}
            className={inputClass}
          />
        </div>
        <p id={`${ID}-reach`} className="text-sm text-muted">
          {BOOKING_COPY.reachRule}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ID}-email`} className="font-semibold">
              Email
            </label>
            <input
              id={`${ID}-email`}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values['email']}
              aria-describedby={`${ID}-reach`}
              aria-invalid={invalid('email')}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${ID}-phone`} className="font-semibold">
              Phone
            </label>
            <input
              id={`${ID}-phone`}
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={values['phone']}
              aria-describedby={`${ID}-reach`}
              aria-invalid={invalid('phone')}
              className={inputClass}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${ID}-for`} className="font-semibold">
            {BOOKING_COPY.forWhom}
          </label>
          <select
            id={`${ID}-for`}
            name={BOOKING_FIELDS.forWhom}
            defaultValue={values[BOOKING_FIELDS.forWhom] ?? audiences[0]?.id}
            className={inputClass}
          >
            {audiences.map((audience) => (
              <option key={audience.id} value={audience.id}>
                {audience.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${ID}-${fieldNames.honeypot}`}>Leave this field empty</label>
        <input
          id={`${ID}-${fieldNames.honeypot}`}
          name={fieldNames.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {contactKey && <input type="hidden" name={fieldNames.key} value={contactKey} />}
      <div role="alert" aria-atomic="true">
        {status.kind === 'refused' && (
          <p
            key={outcome}
            ref={resultRef as RefObject<HTMLParagraphElement>}
            tabIndex={-1}
            className="rounded-lg border-2 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
          >
            {status.error}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? BOOKING_COPY.sending : BOOKING_COPY.submit}
      </button>
    </form>
  );
}
