import { BOOKING_COPY } from '@/lib/booking/booking-copy';
import { BOOKING_FIELDS } from '@/lib/booking/booking-fields';

interface Props {
  id: string;
  /** What the visitor typed, after a refused plain post. */
  values: Record<string, string>;
  /** The field the last refusal named, marked invalid. */
  invalidField: string | undefined;
  audiences: readonly { id: string; label: string }[];
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-muted bg-surface px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger';

/** The visitor's part: a name, an email or a phone number, and whom the consultation is for. */
export default function PersonFields({ id, values, invalidField, audiences }: Props) {
  const invalid = (field: string) => (invalidField === field ? true : undefined);
  const field = (name: 'email' | 'phone', label: string, type: 'email' | 'tel') => (
    <div>
      <label htmlFor={`${id}-${name}`} className="font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={type}
        defaultValue={values[name]}
        aria-describedby={`${id}-reach`}
        aria-invalid={invalid(name)}
        className={inputClass}
      />
    </div>
  );
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-name`} className="font-semibold">
          Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          defaultValue={values['name']}
          aria-invalid={invalid('name')}
          className={inputClass}
        />
      </div>
      <p id={`${id}-reach`} className="text-sm text-muted">
        {BOOKING_COPY.reachRule}
      </p>
      <div className="grid grid-cols-2 gap-3">
        {field('email', 'Email', 'email')}
        {field('phone', 'Phone', 'tel')}
      </div>
      <div>
        <label htmlFor={`${id}-for`} className="font-semibold">
          {BOOKING_COPY.forWhom}
        </label>
        <select
          id={`${id}-for`}
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
  );
}
