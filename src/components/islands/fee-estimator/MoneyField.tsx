import type { KeyboardEvent } from 'react';

interface Props {
  id: string;
  /** The box's form name, so whatever reads form controls by name finds it. */
  name: string;
  label: string;
  /** "$" before the amount or "%" after it, shown beside the box and left out of the label. */
  unit: '$' | '%';
  hint: string;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onInput: () => void;
  optional?: boolean;
  /** What is wrong with the value, shown beside the field; the field is then invalid. */
  error?: string | undefined;
  /** A remark that is not an error (an allowed amount above the fee). */
  note?: string | undefined;
}

/**
 * One amount or percentage: its label, its hint, and its error or note beside it, all tied to the box with
 * aria-describedby. A text box rather than type="number", which would silently drop letters and commas
 * instead of letting the visitor see what they typed and why it was refused.
 */
export default function MoneyField({
  id,
  name,
  label,
  unit,
  hint,
  onKeyDown,
  onInput,
  optional = false,
  error,
  note,
}: Props) {
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const message = error ?? note;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label} {optional && <span className="font-normal text-muted">(optional)</span>}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      <div className="mt-1.5 flex items-center gap-2">
        {unit === '$' && <span aria-hidden="true">$</span>}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          onKeyDown={onKeyDown}
          onInput={onInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${hintId} ${messageId}` : hintId}
          className="block w-full rounded-lg border border-muted bg-surface px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger"
        />
        {unit === '%' && <span aria-hidden="true">%</span>}
      </div>
      {message && (
        <p id={messageId} className={`mt-1 text-sm ${error ? 'font-medium text-danger' : 'text-ink'}`}>
          {message}
        </p>
      )}
    </div>
  );
}
