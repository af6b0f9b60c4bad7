import type { RefObject } from 'react';
import { BOOKING_COPY } from '@/lib/booking/booking-copy';
import { TIME_FIELD, timeValue } from '@/lib/booking/booking-form';
import type { TimeView } from '@/lib/booking/offer-view';
import { clockIn } from './clock';

interface Props {
  id: string;
  next: readonly TimeView[];
  names: Record<string, string>;
  visitorZone: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChoose: (value: string) => void;
}

/** "That time was just taken", focused, with the next free times to choose from in its place. */
export default function TakenAnswer({ id, next, names, visitorZone, headingRef, onChoose }: Props) {
  return (
    <div role="alert" className="rounded-lg border-2 border-danger bg-danger-soft p-4">
      <h2 id={`${id}-result`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-danger">
        {BOOKING_COPY.taken}
      </h2>
      {next.length > 0 ? (
        <fieldset className="mt-3">
          <legend className="font-medium">{BOOKING_COPY.takenNext}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {next.map((time) => {
              const value = timeValue(time.clinicianId, time.start);
              return (
                <label
                  key={value}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 py-2"
                >
                  <input
                    type="radio"
                    name={TIME_FIELD}
                    value={value}
                    onChange={() => onChoose(value)}
                    className="size-5"
                  />
                  <span>
                    {time.label}, {names[time.clinicianId] ?? time.clinicianId}
                    {visitorZone && (
                      <span className="text-muted">
                        {' '}
                        ({clockIn(time.start, visitorZone, false)} your time)
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <p className="mt-2">{BOOKING_COPY.noTimes}</p>
      )}
    </div>
  );
}
