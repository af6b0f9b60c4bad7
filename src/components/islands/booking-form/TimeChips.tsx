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

/** "Alex" of "Alex Moreno", "Ana" of "Dr. Ana Ruiz": the chip's room is a phone's quarter width. */
const firstName = (name: string) => name.replace(/^(Dr|Mr|Ms|Mrs)\.?\s+/, '').split(' ')[0] ?? name;

/** One day's times as a radio group (booking-choices.css draws each as a chip) with the day as its legend: a few compact choices per row. */
export default function TimeChips({ day, taken, initial, names, onChoose, zoneLine }: Props) {
  const chip = (time: TimeView) => {
    const value = timeValue(time.clinicianId, time.start);
    const who = names?.[time.clinicianId] ?? time.clinicianId;
    return (
      <label key={value} className="booking-chip">
        <input
          type="radio"
          name={TIME_FIELD}
          value={value}
          defaultChecked={value === initial}
          onChange={() => onChoose(value)}
        />
        <span className="booking-clock">{time.clock}</span>
        {names && (
          <span className="text-xs text-muted">
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
      <div className="booking-grid-times">
        {day.times.filter((time) => !taken.has(timeValue(time.clinicianId, time.start))).map(chip)}
      </div>
    </fieldset>
  );
}
