import { BOOKING_TIMES_ID } from '@/lib/booking/booking-copy';
import { TIME_FIELD, timeValue } from '@/lib/booking/booking-form';
import type { DayView, TimeView } from '@/lib/booking/offer-view';

interface Props {
  day: DayView;
  /** Times found taken since the page loaded: left out. */
  taken: ReadonlySet<string>;
  /** The radio value chosen when the page was rendered. */
  initial: string | null;
  /** Each time's clinician by name: with whoever is free soonest, the times are of several. */
  names: Record<string, string> | null;
  onChoose: (value: string) => void;
  /** Which clock the times are on: "Eastern Time", and the visitor's zone when it differs. */
  zoneLine: string;
}

// The radio itself is the chip's face, drawn over the whole chip (the words above it let clicks through),
// so the chip is one target at least 44 px high, four to a row on a phone, and stays a native radio.
const radioClass =
  'absolute inset-0 size-full cursor-pointer appearance-none rounded-lg border border-line bg-surface checked:border-2 checked:border-brand checked:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** "Jordan" of "Jordan Ellis", "Miriam" of "Dr. Miriam Hale": the chip's room is a phone's quarter width. */
const firstName = (name: string) => name.replace(/^(Dr|Mr|Ms|Mrs)\.?\s+/, '').split(' ')[0] ?? name;

/** One day's times as a radio group with the day as its legend: a few compact choices per row. */
export default function TimeChips({ day, taken, initial, names, onChoose, zoneLine }: Props) {
  const chip = (time: TimeView) => {
    const value = timeValue(time.clinicianId, time.start);
    const who = names?.[time.clinicianId] ?? time.clinicianId;
    return (
      <label key={value} className="group relative flex min-h-11 flex-col justify-center px-1 py-1 text-center leading-tight">
        <input
          type="radio"
          name={TIME_FIELD}
          value={value}
          defaultChecked={value === initial}
          onChange={() => onChoose(value)}
          className={radioClass}
        />
        <span className="pointer-events-none relative text-[0.9375rem] font-medium whitespace-nowrap">
          <span aria-hidden="true" className="hidden group-has-checked:inline">
            ✓{' '}
          </span>
          {time.clock}
        </span>
        {names && (
          <span className="pointer-events-none relative text-xs text-muted">
            <span className="sr-only"> with {who}</span>
            <span aria-hidden="true">{firstName(who)}</span>
          </span>
        )}
      </label>
    );
  };
  return (
    <fieldset id={BOOKING_TIMES_ID}>
      <legend className="font-sans text-base font-semibold">
        Times on {day.heading}
        <span className="block text-sm font-normal text-muted">{zoneLine}</span>
      </legend>
      <div className="mt-2 grid grid-cols-4 gap-1.5 sm:grid-cols-6">
        {day.times.filter((time) => !taken.has(timeValue(time.clinicianId, time.start))).map(chip)}
      </div>
    </fieldset>
  );
}
