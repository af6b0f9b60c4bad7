import type { ReactNode } from 'react';
import { INPUT_CLASS } from './field-style';

type PersonField = 'name' | 'email' | 'phone';

interface Props {
  /** The form's id: each field's is `<formId>-<field>`. */
  formId: string;
  /**
   * How the visitor may be reached: by email, the phone optional (a message); or by either, as the rule
   * under the name says (a booking request, which only needs a way to confirm).
   */
  reach: { kind: 'email'; rule?: string } | { kind: 'either'; rule: string };
  /** What the visitor typed, after a refused plain post. */
  values?: Record<string, string> | undefined;
  /** The field the last answer refused. */
  invalidField?: string | undefined;
  /** Ids the field is also described by (its refusal's message, when the form shows one under it). */
  describedBy?: (field: PersonField) => string | undefined;
  /** What the form shows under a field (its refusal's message). */
  after?: (field: PersonField) => ReactNode;
}

/** Who is writing and how to reach them: the name, email and phone fields both forms ask. */
export default function PersonFields({
  formId,
  reach,
  values = {},
  invalidField,
  describedBy,
  after,
}: Props) {
  const ruleId = `${formId}-reach`;
  const either = reach.kind === 'either';
  const input = (field: PersonField, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <input
      id={`${formId}-${field}`}
      name={field}
      type={type}
      autoComplete={autoComplete}
      required={field === 'name' || (field === 'email' && !either)}
      defaultValue={values[field]}
      aria-invalid={invalidField === field ? true : undefined}
      aria-describedby={
        [reach.rule && field !== 'name' ? ruleId : '', describedBy?.(field) ?? '']
          .filter(Boolean)
          .join(' ') || undefined
      }
      className={INPUT_CLASS}
    />
  );
  const field = (
    name: PersonField,
    label: ReactNode,
    type: 'text' | 'email' | 'tel',
    autoComplete: string,
  ) => (
    <div>
      <label htmlFor={`${formId}-${name}`} className="font-semibold">
        {label}
      </label>
      {input(name, type, autoComplete)}
      {after?.(name)}
    </div>
  );
  const optional = <span className="font-normal text-muted">(optional)</span>;
  return (
    <>
      {field('name', 'Name', 'text', 'name')}
      {reach.rule && (
        <p id={ruleId} className="text-sm text-muted">
          {reach.rule}
        </p>
      )}
      {/* A booking's two ways are alternatives: close together, but each full width on a phone, so a
          typo in a long address stays in view. */}
      <div className={either ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-5 sm:grid-cols-2'}>
        {field('email', 'Email', 'email', 'email')}
        {field('phone', either ? 'Phone' : <>Phone {optional}</>, 'tel', 'tel')}
      </div>
    </>
  );
}
