import { useEffect, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import {
  CONTACT_COPY,
  REPLY_BY_LABELS,
  REPLY_COPY,
  VOICEMAIL_LABELS,
  nextStepText,
} from '@/lib/contact/contact-copy';
import type { ContactTopic } from '@/lib/contact/contact-topics';
import { toContactPayload } from '@/lib/contact/contact-payload';
import {
  CAME_FROM_FIELD,
  FORM_KEY_FIELD,
  HONEYPOT_FIELD,
  REPLY_BY_VALUES,
  VOICEMAIL_VALUES,
  validateContactMessage,
  type ContactField,
  type ReplyBy,
} from '@/lib/contact/contact-schema';
import { newIdempotencyKey, sendContactMessage } from '@/lib/contact/send-contact-message';
import ErrorIcon from './form-parts/ErrorIcon';
import { INPUT_CLASS } from './form-parts/field-style';
import Honeypot from './form-parts/Honeypot';
import PersonFields from './form-parts/PersonFields';
import { useLiveControls } from './live-controls';
import { showResult } from './show-result';

interface CrisisLink {
  label: string;
  href: string;
}

interface Props {
  /** PUBLIC_CONTACT_ENDPOINT, or the site's own CONTACT_ENDPOINT (src/lib/contact/contact-endpoint.ts). */
  endpoint: string;
  /** PUBLIC_CONTACT_KEY, sent as a bearer token when the deployment has one. */
  contactKey?: string | undefined;
  /** The topic's id marks its option, so a link can choose it (`?topic=good-faith-estimate`). */
  topics: readonly ContactTopic[];
  /** The crisis line and emergency numbers shown beside the message box, from the help lines config. */
  crisisLinks: { lifeline: CrisisLink; emergency: CrisisLink };
  /** "What happens next", shown with the success message; `{channel}` becomes the way chosen. */
  nextSteps: readonly { title: string; text: string }[];
}

/** The form's states: idle, sending, success, error (with the field to fix, when there is one). */
type Status =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'success'; replyBy?: ReplyBy | undefined }
  | { state: 'error'; message: string; field?: ContactField | undefined };

const ID = 'contact-form';
const fieldId = (field: string) => `${ID}-${field}`;
const MESSAGE_BOX_ID = `${ID}-status`;
const THANKS_ID = `${ID}-thanks`;
/** The message under a refused field: the same words as the box above the button, where the eye is. */
const fieldErrorId = (field: string) => `${ID}-${field}-error`;
const NOTE_ID = `${ID}-message-note`;
const VOICEMAIL_HINT_ID = `${ID}-voicemail-hint`;

/**
 * The contact form. The markup is rendered on the server and works as a
 * plain form post without JavaScript (the endpoint then redirects to a result page); once hydrated, the
 * island checks the fields with the shared schema, posts JSON with an Idempotency-Key that stays the
 * same while the visitor retries the same message, and reports every failure in one announced box above
 * the button, and a refused field's message under that field too, where focus takes the visitor. A sent
 * message replaces the form with the thanks and what happens next, and focus moves there.
 */
/**
 * The form's sending: checks the fields with the shared schema, posts JSON with an Idempotency-Key kept
 * while the same message is retried, and settles on one outcome, moving focus to where it is shown.
 */
function useSending({ endpoint, contactKey }: Pick<Props, 'endpoint' | 'contactKey'>) {
  const boxRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  // Each outcome is a fresh node, so a repeated message is announced again.
  const [outcomeCount, setOutcomeCount] = useState(0);
  // One key per message: reused while the payload stays the same, so a retry after a lost answer is
  // stored once; a changed message is a new message with a new key.
  const pendingRef = useRef<{ key: string; payload: string } | null>(null);
  const focusRef = useRef<ContactField | 'box' | 'thanks' | null>(null);
  // Guards against a second submit before React has re-rendered the disabled button.
  const sendingRef = useRef(false);

  useEffect(() => {
    const target = focusRef.current;
    focusRef.current = null;
    if (target === 'box') showResult(boxRef.current);
    else if (target === 'thanks') showResult(thanksRef.current);
    else if (target) document.getElementById(fieldId(target))?.focus();
  }, [status, outcomeCount]);

  function settle(next: Status, focus: ContactField | 'box' | 'thanks') {
    focusRef.current = focus;
    setOutcomeCount((n) => n + 1);
    setStatus(next);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));

    const validation = validateContactMessage(values);
    if (!validation.ok) {
      settle({ state: 'error', message: validation.error, field: validation.field }, validation.field);
      return;
    }

    const payload = toContactPayload(values);
    const serialised = JSON.stringify(payload);
    if (pendingRef.current?.payload !== serialised) {
      pendingRef.current = { key: newIdempotencyKey(), payload: serialised };
    }
    sendingRef.current = true;
    setStatus({ state: 'sending' }); // clears any earlier error
    const result = await sendContactMessage({
      endpoint,
      payload,
      idempotencyKey: pendingRef.current.key,
      contactKey,
    });
    sendingRef.current = false;
    if (result.ok) {
      pendingRef.current = null;
      form.reset();
      settle({ state: 'success', replyBy: validation.value.replyBy }, 'thanks');
    } else {
      settle({ state: 'error', message: result.error, field: result.field }, result.field ?? 'box');
    }
  }

  return { boxRef, thanksRef, status, outcomeCount, settle, onSubmit };
}

export default function ContactForm({ endpoint, contactKey, topics, crisisLinks, nextSteps }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  useLiveControls(formRef);
  const { boxRef, thanksRef, status, outcomeCount, settle, onSubmit } = useSending({ endpoint, contactKey });
  const sending = status.state === 'sending';
  const sent = status.state === 'success';
  const fields = fieldParts(status);

  return (
    // noValidate from the server's markup on: the schema's messages, in the schema's order, are the only
    // ones a visitor sees (the island's, or the endpoint's answer to the plain post), never the browser's.
    <form ref={formRef} action={endpoint} method="post" noValidate onSubmit={onSubmit} className="relative">
      <Thanks
        thanksRef={thanksRef}
        status={status}
        outcome={outcomeCount}
        nextSteps={nextSteps}
        onAnother={() => settle({ state: 'idle' }, 'name')}
      />
      <div hidden={sent} className="space-y-5">
        <PersonFields
          formId={ID}
          reach={{ kind: 'email' }}
          invalidField={fields.invalidField}
          describedBy={(field) => fields.describedBy(field)}
          after={fields.error}
        />
        <div>
          <label htmlFor={fieldId('topic')} className="font-semibold">
            Topic <span className="font-normal text-muted">(optional)</span>
          </label>
          <select {...fields.props('topic')} defaultValue="">
            <option value="">Choose a topic</option>
            {topics.map((topic) => (
              <option key={topic.id} value={topic.label} data-topic={topic.id}>
                {topic.label}
              </option>
            ))}
          </select>
          {fields.error('topic')}
        </div>
        <MessageField fields={fields} crisisLinks={crisisLinks} />
        <ReplyFields fields={fields} />
        <Honeypot formId={ID} name={HONEYPOT_FIELD} />
        {contactKey && <input type="hidden" name={FORM_KEY_FIELD} value={contactKey} />}
        {/* Filled by the page's counter (src/client/beacon.ts) as the page is read, empty without it. */}
        <input type="hidden" name={CAME_FROM_FIELD} data-came-from="" />

        <div role="alert" aria-atomic="true">
          {status.state === 'error' && (
            <div
              key={outcomeCount}
              id={MESSAGE_BOX_ID}
              ref={boxRef}
              tabIndex={-1}
              className="flex gap-3 rounded-lg border-2 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
            >
              <ErrorIcon className="mt-0.5 size-5 shrink-0" />
              <p>{status.message}</p>
            </div>
          )}
        </div>

        <button type="submit" className="btn-primary w-full sm:w-auto disabled:opacity-80" disabled={sending}>
          {sending ? CONTACT_COPY.sending : CONTACT_COPY.submit}
        </button>
      </div>
    </form>
  );
}

/** Each field's attributes and the message under it, from the form's state. */
function fieldParts(status: Status) {
  const invalidField = status.state === 'error' ? status.field : undefined;
  const describedBy = (field: ContactField, ...extra: string[]) =>
    [...extra, ...(invalidField === field ? [fieldErrorId(field)] : [])].join(' ') || undefined;
  const error = (field: ContactField) =>
    status.state === 'error' && invalidField === field ? (
      <p id={fieldErrorId(field)} className="mt-1.5 flex gap-1.5 text-sm font-medium text-danger">
        <ErrorIcon className="mt-0.5 size-4 shrink-0" />
        {status.message}
      </p>
    ) : null;
  const props = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': invalidField === field ? true : undefined,
    'aria-describedby': describedBy(field),
    className: INPUT_CLASS,
  });
  return { invalidField, describedBy, error, props };
}

type FieldParts = ReturnType<typeof fieldParts>;

/** Where the form was: the thanks, then what happens next, focused as a whole once sent. */
function Thanks({
  thanksRef,
  status,
  outcome,
  nextSteps,
  onAnother,
}: Pick<Props, 'nextSteps'> & {
  thanksRef: RefObject<HTMLDivElement | null>;
  status: Status;
  outcome: number;
  onAnother: () => void;
}) {
  const sent = status.state === 'success';
  return (
    <div
      ref={thanksRef}
      id={THANKS_ID}
      tabIndex={-1}
      hidden={!sent}
      className="rounded-lg border-2 border-brand bg-mist px-4 py-4 text-brand-deep sm:px-5"
    >
      <div role="status" aria-atomic="true">
        {sent && (
          <p key={outcome} className="text-lg font-semibold">
            {CONTACT_COPY.success}
          </p>
        )}
      </div>
      {/* After the announced line, not in it: read in turn, not all at once. */}
      {sent && (
        <section aria-labelledby={`${ID}-next-steps`} className="mt-4 text-ink">
          <h3 id={`${ID}-next-steps`} className="font-sans text-lg font-semibold text-brand-deep">
            What happens next
          </h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {nextSteps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}.</strong> {nextStepText(step.text, status.replyBy)}
              </li>
            ))}
          </ol>
          <button type="button" className="btn-secondary mt-4" onClick={onAnother}>
            Write another message
          </button>
        </section>
      )}
    </div>
  );
}

/** The message, with the crisis line and emergency number beside it. */
function MessageField({ fields, crisisLinks }: { fields: FieldParts } & Pick<Props, 'crisisLinks'>) {
  return (
    <div>
      <label htmlFor={fieldId('message')} className="font-semibold">
        Message
      </label>
      <p id={NOTE_ID} className="mt-1 text-sm text-muted">
        {CONTACT_COPY.messageNote} If you are in crisis, call or text{' '}
        <a className="link" href={crisisLinks.lifeline.href}>
          {crisisLinks.lifeline.label}
        </a>
        ; in an emergency, call{' '}
        <a className="link" href={crisisLinks.emergency.href}>
          {crisisLinks.emergency.label}
        </a>
        .
      </p>
      <textarea
        {...fields.props('message')}
        aria-describedby={fields.describedBy('message', NOTE_ID)}
        rows={7}
        required
      />
      {fields.error('message')}
    </div>
  );
}

/** How the visitor would like a reply, and whether a voicemail may say who is calling. */
function ReplyFields({ fields }: { fields: FieldParts }) {
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={fieldId('replyBy')} className="font-semibold">
          {REPLY_COPY.replyBy} <span className="font-normal text-muted">(optional)</span>
        </label>
        <select {...fields.props('replyBy')} defaultValue="">
          <option value="">{REPLY_COPY.noPreference}</option>
          {REPLY_BY_VALUES.map((value) => (
            <option key={value} value={value}>
              {REPLY_BY_LABELS[value]}
            </option>
          ))}
        </select>
        {fields.error('replyBy')}
      </div>
      <div>
        <label htmlFor={fieldId('voicemail')} className="font-semibold">
          {REPLY_COPY.voicemail} <span className="font-normal text-muted">(optional)</span>
        </label>
        <select
          {...fields.props('voicemail')}
          aria-describedby={fields.describedBy('voicemail', VOICEMAIL_HINT_ID)}
          defaultValue=""
        >
          <option value="">{REPLY_COPY.voicemailUnanswered}</option>
          {VOICEMAIL_VALUES.map((value) => (
            <option key={value} value={value}>
              {VOICEMAIL_LABELS[value]}
            </option>
          ))}
        </select>
        {fields.error('voicemail')}
        <p id={VOICEMAIL_HINT_ID} className="mt-1 text-sm text-muted">
          {REPLY_COPY.voicemailHint}
        </p>
      </div>
    </div>
  );
}
