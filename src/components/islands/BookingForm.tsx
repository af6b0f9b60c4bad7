import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type RefObject,
  type SubmitEvent,
} from 'react';
import { BOOKING_COPY, CODE_COPY } from '@/lib/booking/booking-copy';
import {
  TIME_FIELD,
  newRequestKey,
  readBookingAnswer,
  timeValue,
  toBookingPayload,
  type BookingAnswer,
  type NextTime,
} from '@/lib/booking/booking-form';
import { BOOKING_FIELDS } from '@/lib/booking/booking-fields';
import { DAY_PARAM, bookingAddress } from '@/lib/booking/booking-pages';
import type { DayView, TimeView } from '@/lib/booking/offer-view';
import CodeStep, { type CodeState } from './booking-form/CodeStep';
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

type Status =
  | BookingStatus
  | { kind: 'sending' }
  /** A request from a phone number alone, with the practice: who calls, by when. */
  | { kind: 'phone'; time: NextTime | null; answerBy: string | null }
  /** Kept for its code (or, without the request's id, for the link in the mail only). */
  | { kind: 'code'; code: CodeState }
  | { kind: 'check-email' };

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
  /** Whether the practice takes a request from a phone number alone. */
  phoneAlone: boolean;
  /** How the consultation happens (a phone number left: a phone call), said before she sends. */
  meetingRule: string;
  /** Each bookable clinician with credentials, as the code step and the record name them. */
  lines: Record<string, string>;
  /** The practice's number that calls back a request from a phone alone, and its office hours in words. */
  phone: { from: string; hours: string };
  /** The check page the code step's forms post to without JavaScript, and its endpoints with it. */
  code: { page: string; endpoint: string; resend: string };
  /** The kept request a corrected one replaces ("Wrong address?" on the check page). */
  replacing?: string | undefined;
}

const ID = 'booking';

/** The visitor's zone does not change while the page is open. */
const noChange = () => () => {};

/** A request from a phone number alone, with the practice: her time, the number that calls, by when. */
function PhoneRequested({
  time,
  answerBy,
  lines,
  phone,
  timeZone,
  headingRef,
}: {
  time: NextTime | null;
  answerBy: string | null;
  lines: Record<string, string>;
  phone: Props['phone'];
  timeZone: string;
  headingRef: RefObject<HTMLElement | null>;
}) {
  return (
    <section
      aria-labelledby={`${ID}-result`}
      className="space-y-3 rounded-lg border-2 border-brand bg-mist p-5"
    >
      <h2
        id={`${ID}-result`}
        ref={headingRef as RefObject<HTMLHeadingElement>}
        tabIndex={-1}
        className="text-2xl font-semibold"
      >
        {CODE_COPY.phoneHeading}
      </h2>
      {time && (
        <p>
          {CODE_COPY.yourTime}{' '}
          <strong>
            {clockIn(time.start, timeZone, true)} with {lines[time.clinicianId] ?? time.clinicianId}
          </strong>
        </p>
      )}
      <ol className="list-decimal space-y-1 pl-5">
        {answerBy && <li>{CODE_COPY.phoneCalls(phone.from, clockIn(answerBy, timeZone, true))}</li>}
        <li>{CODE_COPY.officeHours(phone.hours)}</li>
        <li>{CODE_COPY.held}</li>
      </ol>
    </section>
  );
}

/** A request kept for the link in its mail alone (no id came back to type a code against). */
function CheckEmail({ headingRef }: { headingRef: RefObject<HTMLElement | null> }) {
  return (
    <section aria-labelledby={`${ID}-result`} className="rounded-lg border-2 border-brand bg-mist p-5">
      <h2
        id={`${ID}-result`}
        ref={headingRef as RefObject<HTMLHeadingElement>}
        tabIndex={-1}
        className="text-2xl font-semibold"
      >
        {BOOKING_COPY.checkEmail}
      </h2>
      <p className="mt-3">{BOOKING_COPY.linkOnly}</p>
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
    const typed = Object.fromEntries(new FormData(form));
    const payload = toBookingPayload(typed, [keyField]);
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
      typed: Object.fromEntries(
        Object.entries(typed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
      chosen: timeValue(payload[BOOKING_FIELDS.clinician] ?? '', payload[BOOKING_FIELDS.start] ?? ''),
    };
  };
}

/**
 * The form's answer: its status, what she typed (for "Wrong address?": the form comes back filled and
 * replaces the kept request), and the count of answers, on each of which focus moves to the answer's
 * heading or the refusal's message.
 */
function useAnswer(initial: BookingStatus | undefined) {
  const [status, setStatus] = useState<Status>(initial ?? { kind: 'idle' });
  const [typed, setTyped] = useState<{ values: Record<string, string>; replacing?: string } | null>(null);
  const [outcome, setOutcome] = useState(0);
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (outcome > 0) showResult(resultRef.current);
  }, [outcome]);
  /** The endpoint's answer in: what the form shows next. */
  function settle(answer: BookingAnswer, values: Record<string, string>, timeZone: string) {
    if (answer.kind === 'check-email') setTyped({ values });
    setStatus(answeredStatus(answer, timeZone));
    setOutcome((n) => n + 1);
  }
  /** "Wrong address?": the form again, filled, its email field focused to correct. */
  function backToForm(replacing: string) {
    setTyped((before) => ({ values: before?.values ?? {}, replacing }));
    setStatus({ kind: 'idle' });
    requestAnimationFrame(() => document.getElementById(`${ID}-email`)?.focus());
  }
  return { status, setStatus, typed, outcome, settle, backToForm, resultRef };
}

/** Where an answer leads: the next times, the code step, the phone's answer, or a refusal. */
function answeredStatus(answer: BookingAnswer, timeZone: string): Status {
  if (answer.kind === 'taken') {
    return { kind: 'taken', next: answer.next.map((time) => nextView(time, timeZone)) };
  }
  if (answer.kind === 'requested') return { kind: 'phone', time: answer.time, answerBy: answer.answerBy };
  if (answer.kind !== 'check-email') return answer;
  return answer.request && answer.time
    ? { kind: 'code', code: { kept: answer.request, time: answer.time } }
    : { kind: 'check-email' };
}

/** The step after the request went: the code, the phone's answer, or the link alone. */
function Answered({
  status,
  props,
  visitorZone,
  resultRef,
  onWrong,
}: {
  status: Extract<Status, { kind: 'phone' | 'check-email' | 'code' }>;
  props: Props;
  visitorZone: string | null;
  resultRef: RefObject<HTMLElement | null>;
  onWrong: (id: string, time: NextTime) => void;
}) {
  if (status.kind === 'phone') return <PhoneRequested {...status} {...props} headingRef={resultRef} />;
  if (status.kind === 'check-email') return <CheckEmail headingRef={resultRef} />;
  return (
    <CodeStep
      state={status.code}
      lines={props.lines}
      timeZone={props.timeZone}
      visitorZone={visitorZone}
      urls={props.code}
      wrongHref={bookingAddress(props.clinicianId)}
      onWrong={(id) => onWrong(id, status.code.time)}
    />
  );
}

interface ChoicesProps {
  status: Status;
  days: readonly DayView[];
  day: string | null;
  showDay: (event: MouseEvent<HTMLAnchorElement>, shown: DayView) => void;
  clinicianId: string | null;
  names: Record<string, string>;
  taken: ReadonlySet<string>;
  chosen: string | null;
  setChosen: (value: string | null) => void;
  zoneLabel: string;
  visitorZone: string | null;
  note: string;
  resultRef: RefObject<HTMLElement | null>;
}

/** The taken time's answer, the days, the shown day's times and the chosen time, said. */
function Choices(p: ChoicesProps) {
  const shown = p.days.find((d) => d.key === p.day);
  const next = p.status.kind === 'taken' ? p.status.next : [];
  return (
    <>
      {p.status.kind === 'taken' && (
        <TakenAnswer
          id={ID}
          next={next}
          names={p.names}
          visitorZone={p.visitorZone}
          headingRef={p.resultRef as RefObject<HTMLHeadingElement>}
          onChoose={p.setChosen}
        />
      )}
      <DayLinks
        days={p.days}
        current={p.day}
        hrefOf={(key) => bookingAddress(p.clinicianId, key)}
        onChoose={p.showDay}
      />
      {shown && (
        <TimeChips
          key={shown.key}
          day={shown}
          taken={p.taken}
          initial={p.chosen}
          names={p.clinicianId ? null : p.names}
          onChoose={p.setChosen}
          zoneLine={zoneLine(p.zoneLabel, p.visitorZone)}
        />
      )}
      <ChosenLine
        words={chosenWords(p.chosen, [...(shown?.times ?? []), ...next], p.names, p.visitorZone) || p.note}
      />
    </>
  );
}

/**
 * The booking form: the days that have times, the shown day's times, then the visitor's fields and one
 * button. Rendered on the server it is one day per page, with plain links to the other days, and a plain
 * form post to the booking page, which answers with the next page or the form again; hydrated on the
 * first touch or focus, it shows another day in place, says which time is chosen, shows each time in
 * the visitor's own zone too, sends JSON with an Idempotency-Key and shows the answer in place, focused.
 */
export default function BookingForm(props: Props) {
  const { clinicianId, days, names, timeZone, zoneLabel } = props;
  const { status, setStatus, typed, outcome, settle, backToForm, resultRef } = useAnswer(props.status);
  const visitorZone = useVisitorZone(timeZone);
  const { day, note, showDay } = useShownDay(days, props.day);
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useChosen(props.chosen, formRef);
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const send = useSend(props.endpoint, props.contactKey, props.fieldNames.key);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    const { answer, chosen: sent, typed: values } = await send(event.currentTarget);
    if (answer.kind === 'taken') {
      setTaken((before) => new Set([...before, sent]));
      setChosen(null);
    }
    settle(answer, values, timeZone);
  }

  if (status.kind === 'phone' || status.kind === 'check-email' || status.kind === 'code') {
    return (
      <Answered
        status={status}
        props={props}
        visitorZone={visitorZone}
        resultRef={resultRef}
        onWrong={(id, time) => {
          setChosen(timeValue(time.clinicianId, time.start));
          backToForm(id);
        }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      action={props.action}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="relative space-y-5"
    >
      <Choices
        {...{
          status,
          days,
          day,
          showDay,
          clinicianId,
          names,
          taken,
          chosen,
          setChosen,
          zoneLabel,
          visitorZone,
          note,
        }}
        resultRef={resultRef}
      />
      <Visitor
        values={typed?.values ?? props.values}
        status={status}
        audiences={props.audiences}
        phoneAlone={props.phoneAlone}
        meetingRule={props.meetingRule}
        replacing={typed?.replacing ?? props.replacing}
      />
      <Closing {...props} status={status} outcome={outcome} resultRef={resultRef} />
    </form>
  );
}

/** Which clock the times are on, and hers when it differs. */
const zoneLine = (zoneLabel: string, visitorZone: string | null) =>
  `${zoneLabel}${visitorZone ? `; the time you choose is also shown in yours (${visitorZone})` : ''}`;

/** The chosen time, said as it changes (a live region). */
function ChosenLine({ words }: { words: string }) {
  return (
    <p id={`${ID}-chosen`} role="status" className="font-medium">
      {words}
    </p>
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
  meetingRule,
  replacing,
}: {
  values: Props['values'] | undefined;
  audiences: Props['audiences'];
  status: Status;
  phoneAlone: boolean;
  meetingRule: string;
  replacing: string | undefined;
}) {
  return (
    <div className="space-y-4">
      <PersonFields
        formId={ID}
        reach={
          phoneAlone
            ? { kind: 'either', rule: `${BOOKING_COPY.reachRule} ${meetingRule}` }
            : { kind: 'email', rule: `${BOOKING_COPY.emailRule} ${meetingRule}` }
        }
        values={values}
        invalidField={status.kind === 'refused' ? status.field : undefined}
      />
      <ForWhom formId={ID} value={values?.[BOOKING_FIELDS.forWhom]} audiences={audiences} />
      {replacing && <input type="hidden" name={BOOKING_FIELDS.kept} value={replacing} />}
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
