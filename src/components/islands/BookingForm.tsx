import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type RefObject,
  type SubmitEvent,
} from 'react';
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
import { DAY_PARAM, bookingAddress } from '@/lib/booking/booking-pages';
import type { DayView, TimeView } from '@/lib/booking/offer-view';
import DayLinks from './booking-form/DayLinks';
import ForWhom from './booking-form/ForWhom';
import TakenAnswer from './booking-form/TakenAnswer';
import TimeChips from './booking-form/TimeChips';
import { clockIn } from './booking-form/clock';
import Honeypot from './form-parts/Honeypot';
import PersonFields from './form-parts/PersonFields';
import { showResult } from './show-result';

/** What the server's re-render after a plain form post says (the island shows its own answers later). */
export type BookingStatus =
  | { kind: 'idle' }
  | { kind: 'taken'; next: TimeView[] }
  | { kind: 'refused'; error: string; field?: string | undefined };

type Status = BookingStatus | { kind: 'sending' } | { kind: 'requested' } | { kind: 'check-email' };

interface Props {
  /** The page's own address: the plain form post goes there. */
  action: string;
  /** The contact endpoint the island sends JSON to. */
  endpoint: string;
  contactKey?: string | undefined;
  /** The contact form's honeypot and key fields (contact-schema.ts), named by the page. */
  fieldNames: { honeypot: string; key: string };
  /** The clinician whose times these are; null: whoever is free soonest (each time names its clinician). */
  clinicianId: string | null;
  /** The days that have times. */
  days: DayView[];
  /** The day shown first (the page's address names it, or the first free day). */
  day: string | null;
  /** The time chosen when the page was rendered (a "Next free" line's, or a refused request's). */
  chosen: string | null;
  /** Every bookable clinician's name, for times offered after a taken one. */
  names: Record<string, string>;
  timeZone: string;
  zoneLabel: string;
  audiences: readonly { id: string; label: string }[];
  /** What the visitor typed and chose, after a refused plain post. */
  values?: Record<string, string>;
  status?: BookingStatus;
  steps: readonly string[];
  /** What a visitor who gave an email does next (open the link mailed to her). */
  checkSteps: readonly string[];
  /** Whether the practice takes a request from a phone number alone. */
  phoneAlone: boolean;
}

const ID = 'booking';

/** The visitor's zone does not change while the page is open. */
const noChange = () => () => {};

/** The answer once the request is in, or kept for its link: what happens next. */
function Requested({
  kind,
  steps: [requested, check],
  headingRef,
}: {
  kind: 'requested' | 'check-email';
  /** What comes next once the practice has the request, and while its link waits to be opened. */
  steps: [readonly string[], readonly string[]];
  headingRef: RefObject<HTMLElement | null>;
}) {
  const [heading, steps] =
    kind === 'requested' ? [BOOKING_COPY.requested, requested] : [BOOKING_COPY.checkEmail, check];
  return (
    <section aria-labelledby={`${ID}-result`} className="rounded-lg border-2 border-brand bg-mist p-5">
      <h2
        id={`${ID}-result`}
        ref={headingRef as RefObject<HTMLHeadingElement>}
        tabIndex={-1}
        className="text-2xl font-semibold"
      >
        {heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The day shown, as the address says: each day is a page of its own without JavaScript, and the island
 * shows another in place, in the browser's history, so Back returns to the day before; `note` says which
 * day is shown now, for the live region.
 */
function useShownDay(days: readonly DayView[], first: string | null) {
  const [day, setDay] = useState(first);
  const [note, setNote] = useState('');
  useEffect(() => {
    const onBack = () => {
      const asked = new URLSearchParams(window.location.search).get(DAY_PARAM);
      setDay(days.some((d) => d.key === asked) ? asked : first);
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [days, first]);
  function showDay(event: MouseEvent<HTMLAnchorElement>, shown: DayView) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (shown.key === day) return;
    window.history.pushState(null, '', event.currentTarget.href);
    setDay(shown.key);
    setNote(`Times on ${shown.heading}: ${shown.times.length} free.`);
  }
  return { day, note, showDay };
}

/** The visitor's own zone when it differs from the practice's: only the browser knows it (not hydration). */
function useVisitorZone(timeZone: string): string | null {
  const ownZone = useSyncExternalStore(
    noChange,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
  return ownZone && ownZone !== timeZone ? ownZone : null;
}

/** The chosen time's radio value, from its first render on, a time chosen before hydration included. */
function useChosen(initial: string | null, formRef: RefObject<HTMLFormElement | null>) {
  const [chosen, setChosen] = useState(initial);
  // A time chosen in the server's HTML before the island hydrated (the first tap hydrates it).
  useEffect(() => {
    const checked = formRef.current?.querySelector<HTMLInputElement>(`input[name="${TIME_FIELD}"]:checked`);
    if (checked) setChosen(checked.value);
  }, [formRef]);
  return [chosen, setChosen] as const;
}

/** A time the endpoint offers instead of a taken one, in the words the page uses. */
const nextView = (time: NextTime, timeZone: string): TimeView => ({
  ...time,
  clock: clockIn(time.start, timeZone, false),
  label: clockIn(time.start, timeZone, true),
});

/** Sends the form as JSON with an Idempotency-Key (the same body keeps its key) and reads the answer. */
function useSend(endpoint: string, contactKey: string | undefined, keyField: string) {
  const pendingRef = useRef<{ key: string; body: string } | null>(null);
  return async (form: HTMLFormElement) => {
    const payload = toBookingPayload(Object.fromEntries(new FormData(form)), [keyField]);
    const body = JSON.stringify(payload);
    if (pendingRef.current?.body !== body) pendingRef.current = { key: newRequestKey(), body };
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Idempotency-Key': pendingRef.current.key,
    };
    if (contactKey) headers['Authorization'] = `Bearer ${contactKey}`;
    let answer;
    try {
      const response = await fetch(endpoint, { method: 'POST', headers, body });
      const data: unknown = await response.json().catch(() => null);
      answer = readBookingAnswer(response.status, data, BOOKING_COPY.sendFailed);
    } catch {
      answer = { kind: 'refused' as const, error: BOOKING_COPY.networkError };
    }
    if (answer.kind === 'requested' || answer.kind === 'check-email') pendingRef.current = null;
    return {
      answer,
      chosen: timeValue(payload[BOOKING_FIELDS.clinician] ?? '', payload[BOOKING_FIELDS.start] ?? ''),
    };
  };
}

/**
 * The booking form: the days that have times, the shown day's times, then the visitor's fields and one
 * button. Rendered on the server it is one day per page, with plain links to the other days, and a plain
 * form post to the booking page, which answers with the next page or the form again; hydrated on the
 * first touch or focus, it shows another day in place, says which time is chosen, shows each time in
 * the visitor's own zone too, sends JSON with an Idempotency-Key and shows the answer in place, focused.
 */
export default function BookingForm(props: Props) {
  const { clinicianId, days, names, timeZone, zoneLabel, steps } = props;
  const [status, setStatus] = useState<Status>(props.status ?? { kind: 'idle' });
  const visitorZone = useVisitorZone(timeZone);
  const { day, note, showDay } = useShownDay(days, props.day);
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useChosen(props.chosen, formRef);
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState(0);
  // The answer's heading, or the refusal's message: focus moves there once the answer is in.
  const resultRef = useRef<HTMLElement>(null);
  const send = useSend(props.endpoint, props.contactKey, props.fieldNames.key);

  useEffect(() => {
    if (outcome > 0) showResult(resultRef.current);
  }, [outcome]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    const { answer, chosen: sent } = await send(event.currentTarget);
    if (answer.kind === 'taken') {
      setTaken((before) => new Set([...before, sent]));
      setChosen(null);
      setStatus({ kind: 'taken', next: answer.next.map((time) => nextView(time, timeZone)) });
    } else setStatus(answer);
    setOutcome((n) => n + 1);
  }

  if (status.kind === 'requested' || status.kind === 'check-email') {
    return <Requested kind={status.kind} steps={[steps, props.checkSteps]} headingRef={resultRef} />;
  }

  const shown = days.find((d) => d.key === day);
  const next = status.kind === 'taken' ? status.next : [];
  return (
    <form
      ref={formRef}
      action={props.action}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="relative space-y-5"
    >
      {status.kind === 'taken' && (
        <TakenAnswer
          id={ID}
          next={next}
          names={names}
          visitorZone={visitorZone}
          headingRef={resultRef as RefObject<HTMLHeadingElement>}
          onChoose={setChosen}
        />
      )}
      <DayLinks
        days={days}
        current={day}
        hrefOf={(key) => bookingAddress(clinicianId, key)}
        onChoose={showDay}
      />
      {shown && (
        <TimeChips
          key={shown.key}
          day={shown}
          taken={taken}
          initial={chosen}
          names={clinicianId ? null : names}
          onChoose={setChosen}
          zoneLine={`${zoneLabel}${visitorZone ? `; the time you choose is also shown in yours (${visitorZone})` : ''}`}
        />
      )}
      <p id={`${ID}-chosen`} role="status" className="font-medium">
        {chosenWords(chosen, [...(shown?.times ?? []), ...next], names, visitorZone) || note}
      </p>
      <Visitor
        values={props.values}
        status={status}
        audiences={props.audiences}
        phoneAlone={props.phoneAlone}
      />
      <Closing {...props} status={status} outcome={outcome} resultRef={resultRef} />
    </form>
  );
}

/**
 * "Your time: Tue, Dec 2, 2:30 pm with Alex Moreno (11:30 am your time).", while the chosen time is one
 * of those on the page (after another day is shown, it is not: the form would send no time).
 */
function chosenWords(
  chosen: string | null,
  times: readonly TimeView[],
  names: Record<string, string>,
  visitorZone: string | null,
): string {
  const time = chosen ? times.find((t) => timeValue(t.clinicianId, t.start) === chosen) : undefined;
  if (!time) return '';
  const theirs = visitorZone ? ` (${clockIn(time.start, visitorZone, false)} your time)` : '';
  return `Your time: ${time.label} with ${names[time.clinicianId] ?? time.clinicianId}${theirs}.`;
}

/** Who asks, how to reach them (the fields the contact form asks too) and whom it is for. */
function Visitor({
  values,
  status,
  audiences,
  phoneAlone,
}: {
  values: Props['values'] | undefined;
  audiences: Props['audiences'];
  status: Status;
  phoneAlone: boolean;
}) {
  return (
    <div className="space-y-4">
      <PersonFields
        formId={ID}
        reach={
          phoneAlone
            ? { kind: 'either', rule: BOOKING_COPY.reachRule }
            : { kind: 'email', rule: BOOKING_COPY.emailRule }
        }
        values={values}
        invalidField={status.kind === 'refused' ? status.field : undefined}
      />
      <ForWhom formId={ID} value={values?.[BOOKING_FIELDS.forWhom]} audiences={audiences} />
    </div>
  );
}

/** The honeypot, the form's key, the refusal's message and the one button. */
function Closing({
  fieldNames,
  contactKey,
  status,
  outcome,
  resultRef,
}: Pick<Props, 'fieldNames' | 'contactKey'> & {
  status: Status;
  outcome: number;
  resultRef: RefObject<HTMLElement | null>;
}) {
  return (
    <>
      <Honeypot formId={ID} name={fieldNames.honeypot} />
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
    </>
  );
}
