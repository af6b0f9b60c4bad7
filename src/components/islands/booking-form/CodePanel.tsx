import type { SubmitEvent, MouseEvent, RefObject } from 'react';
import { CODE_COPY } from '@/lib/booking/booking-copy';
import { KEPT_PARAM } from '@/lib/booking/booking-fields';
import { INPUT_CLASS } from '../form-parts/field-style';

/** The form field of the check page's second form: "Send again" rather than a code. */
export const RESEND_FIELD = 'do';

export interface CodePanelProps {
  /** The kept request's id (a random id, not anything the visitor typed). */
  id: string;
  email: string;
  /** "Tue, Dec 8, 2:30 pm with Alex Moreno, LPC". */
  timeLine: string;
  /** The clocks, on the practice's clock: until when the code works, when it went, when another can. */
  until: string;
  sentAt: string;
  resendAt: string | null;
  /** Where both forms post without JavaScript (the check page), and where "Wrong address?" leads. */
  action: string;
  wrongHref: string;
  error?: string | undefined;
  /** "Sent again at…": what the last "Send again" did. */
  notice?: string | undefined;
  /** The request ended (three wrong codes, expired): no form, a way back to the times. */
  ended?: boolean;
  chooseAgainHref: string;
  busy?: boolean;
  onCode?: (event: SubmitEvent<HTMLFormElement>) => void;
  onResend?: (event: SubmitEvent<HTMLFormElement>) => void;
  onWrong?: (event: MouseEvent<HTMLAnchorElement>) => void;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  errorRef?: RefObject<HTMLParagraphElement | null>;
}

const ID = 'booking-code';

/** The code's form: the field, until when it works, a wrong code's words, the button. */
function CodeForm({
  id,
  until,
  action,
  error,
  busy,
  onCode,
  errorRef,
}: Pick<CodePanelProps, 'id' | 'until' | 'action' | 'error' | 'busy' | 'onCode' | 'errorRef'>) {
  const described = [`${ID}-until`, error ? `${ID}-error` : ''].filter(Boolean).join(' ');
  return (
    <form method="post" action={action} onSubmit={onCode} noValidate className="space-y-3">
      <input type="hidden" name={KEPT_PARAM} value={id} />
      <div>
        <label htmlFor={`${ID}-input`} className="font-semibold">
          {CODE_COPY.label}
        </label>
        <input
          id={`${ID}-input`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`${INPUT_CLASS} max-w-48 text-xl tracking-widest`}
        />
      </div>
      <p id={`${ID}-until`} className="text-sm text-muted">
        {CODE_COPY.until(until)} {CODE_COPY.notYet}
      </p>
      <div role="alert" aria-atomic="true">
        {error && (
          <p
            id={`${ID}-error`}
            ref={errorRef}
            tabIndex={-1}
            className="rounded-lg border-2 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
          >
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? CODE_COPY.checking : CODE_COPY.submit}
      </button>
    </form>
  );
}

/** "Send the code again", with when the last went and when another can (or what the last press did). */
function ResendForm({
  id,
  action,
  sentAt,
  resendAt,
  notice,
  onResend,
}: Pick<CodePanelProps, 'id' | 'action' | 'sentAt' | 'resendAt' | 'notice' | 'onResend'>) {
  const times = `${CODE_COPY.lastSent(sentAt)}${resendAt ? ` ${CODE_COPY.nextAt(resendAt)}` : ''}`;
  return (
    <form method="post" action={action} onSubmit={onResend} className="space-y-2 text-sm">
      <input type="hidden" name={KEPT_PARAM} value={id} />
      <input type="hidden" name={RESEND_FIELD} value="resend" />
      <p role="status">{notice ?? times}</p>
      <button type="submit" className="link font-semibold">
        {CODE_COPY.resend}
      </button>
    </form>
  );
}

/**
 * The step after "Request this time": the code mailed to her, typed here. It repeats where the code went
 * and for which time, says until when it works and when another can be sent, and offers "Wrong address?".
 * The same markup is the check page without JavaScript (two plain forms posting to it) and the island's
 * panel (the forms' submits answered in place).
 */
export default function CodePanel({
  email,
  timeLine,
  wrongHref,
  onWrong,
  ended = false,
  error,
  chooseAgainHref,
  headingRef,
  errorRef,
  ...forms
}: CodePanelProps) {
  return (
    <section
      aria-labelledby={`${ID}-heading`}
      className="space-y-4 rounded-lg border-2 border-brand bg-mist p-5"
    >
      <h2 id={`${ID}-heading`} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {CODE_COPY.heading}
      </h2>
      <p>
        {CODE_COPY.sentTo} <strong className="break-words">{email}</strong>.{' '}
        <a className="link" href={wrongHref} onClick={onWrong}>
          {CODE_COPY.wrongAddress}
        </a>
      </p>
      <p>
        {CODE_COPY.yourTime} <strong>{timeLine}</strong>
      </p>
      {ended ? (
        <div role="alert" className="space-y-2">
          <p ref={errorRef} tabIndex={-1} className="font-semibold text-danger">
            {error}
          </p>
          <a className="link" href={chooseAgainHref}>
            {CODE_COPY.chooseAgain}
          </a>
        </div>
      ) : (
        <>
          <CodeForm {...forms} error={error} {...(errorRef ? { errorRef } : {})} />
          <ResendForm {...forms} />
        </>
      )}
    </section>
  );
}
