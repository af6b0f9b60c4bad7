import { BOOKING_COPY } from '@/lib/booking/booking-copy';
import { BOOKING_FIELDS } from '@/lib/booking/booking-fields';
import { INPUT_CLASS } from '../form-parts/field-style';

interface Props {
  formId: string;
  /** What the visitor chose, after a refused plain post. */
  value: string | undefined;
  audiences: readonly { id: string; label: string }[];
}

/** Whom the consultation is for: one of the practice's audiences. */
export default function ForWhom({ formId, value, audiences }: Props) {
  return (
    <div>
      <label htmlFor={`${formId}-for`} className="font-semibold">
        {BOOKING_COPY.forWhom}
      </label>
      <select
        id={`${formId}-for`}
        name={BOOKING_FIELDS.forWhom}
        defaultValue={value ?? audiences[0]?.id}
        className={INPUT_CLASS}
      >
        {audiences.map((audience) => (
          <option key={audience.id} value={audience.id}>
            {audience.label}
          </option>
        ))}
      </select>
    </div>
  );
}
