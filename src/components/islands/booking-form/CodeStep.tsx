import { useEffect, useRef, useState, type SubmitEvent, type MouseEvent } from 'react';
import { BOOKING_COPY, CODE_COPY, type RecordWords } from '@/lib/booking/booking-copy';
import type { KeptOnWire, NextTime } from '@/lib/booking/booking-form';
import { KEPT_PARAM } from '@/lib/booking/booking-fields';
import { showResult } from '../show-result';
import CodePanel from './CodePanel';
import RecordPanel from './RecordPanel';
import { clockIn } from './clock';

/** A request kept for its code, as the answer named it. */
export interface CodeState {
  kept: KeptOnWire;
  time: NextTime;
}

interface Props {
  state: CodeState;
  lines: Record<string, string>;
  timeZone: string;
  visitorZone: string | null;
  urls: { page: string; endpoint: string; resend: string };
  /** The booking page, where "Wrong address?" leads without JavaScript. */
  wrongHref: string;
  /** "Wrong address?": the form again, filled, replacing this request. */
  onWrong: (id: string) => void;
}

async function post(url: string, body: Record<string, string>) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data: unknown = await response.json().catch(() => null);
    return { status: response.status, data: (data ?? {}) as Record<string, unknown> };
  } catch {
    return { status: 0, data: { error: BOOKING_COPY.networkError } as Record<string, unknown> };
  }
}

/**
 * The island's code step: the panel (CodePanel) with its two forms answered in place, then her record
 * (RecordPanel) once the code is right. Focus moves to each new heading, or to a refusal's words.
 */
export default function CodeStep({ state, lines, timeZone, visitorZone, urls, wrongHref, onWrong }: Props) {
  const [kept, setKept] = useState(state.kept);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [ended, setEnded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [record, setRecord] = useState<RecordWords | null>(null);
  const [answered, setAnswered] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    showResult(answered > 0 && !record && error ? errorRef.current : headingRef.current);
  }, [answered, record, error]);

  const clock = (at: number) => clockIn(new Date(at).toISOString(), timeZone, false);
  const refused = (data: Record<string, unknown>) => {
    setError(typeof data['error'] === 'string' ? data['error'] : BOOKING_COPY.sendFailed);
    if (data['ended'] === true) setEnded(true);
    setAnswered((n) => n + 1);
  };

  async function onCode(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const code = new FormData(event.currentTarget).get('code');
    setBusy(true);
    const { status, data } = await post(urls.endpoint, {
      id: kept.id,
      code: typeof code === 'string' ? code : '',
    });
    setBusy(false);
    if (status === 200 && data['ok'] === true && data['record']) {
      setRecord(data['record'] as RecordWords);
      setAnswered((n) => n + 1);
    } else refused(data);
  }

  async function onResend(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { status, data } = await post(urls.resend, { id: kept.id });
    if (status !== 200 || typeof data['sentAt'] !== 'number' || typeof data['resendAt'] !== 'number') {
      refused(data);
      return;
    }
    const next = { ...kept, sentAt: data['sentAt'], resendAt: data['resendAt'] };
    setKept(next);
    setNotice(
      data['resent'] === true
        ? CODE_COPY.resent(clock(next.sentAt))
        : `${CODE_COPY.lastSent(clock(next.sentAt))} ${CODE_COPY.nextAt(clock(next.resendAt))}`,
    );
  }

  if (record) return <RecordPanel words={record} visitorZone={visitorZone} headingRef={headingRef} />;

  const { time } = state;
  const theirs = visitorZone ? ` (${clockIn(time.start, visitorZone, false)} your time)` : '';
  const query = `?${new URLSearchParams({ [KEPT_PARAM]: kept.id })}`;
  return (
    <CodePanel
      id={kept.id}
      email={kept.email}
      timeLine={`${clockIn(time.start, timeZone, true)} with ${lines[time.clinicianId] ?? time.clinicianId}${theirs}`}
      until={clock(kept.expiresAt)}
      sentAt={clock(kept.sentAt)}
      resendAt={clock(kept.resendAt)}
      action={`${urls.page}${query}`}
      wrongHref={`${wrongHref}${wrongHref.includes('?') ? '&' : '?'}${query.slice(1)}`}
      chooseAgainHref={wrongHref}
      error={error}
      notice={notice}
      ended={ended}
      busy={busy}
      onCode={onCode}
      onResend={onResend}
      onWrong={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onWrong(kept.id);
      }}
      headingRef={headingRef}
      errorRef={errorRef}
    />
  );
}
