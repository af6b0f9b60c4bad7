import type { MouseEvent } from 'react';
import type { DayView } from '@/lib/booking/offer-view';

interface Props {
  days: readonly DayView[];
  current: string | null;
  /** The page's address for a day: without JavaScript each day is a page of its own. */
  hrefOf: (key: string) => string;
  /** Called on a plain click; it may show the day in place and prevent the page load. */
  onChoose: (event: MouseEvent<HTMLAnchorElement>, day: DayView) => void;
}

/**
 * The days that have times, at a glance: plain links, the shown one marked as the current date, so the
 * choice works without JavaScript and reads as a list of days to a screen reader.
 */
export default function DayLinks({ days, current, hrefOf, onChoose }: Props) {
  return (
    <nav aria-labelledby="booking-days">
      <h2 id="booking-days" className="font-sans text-base font-semibold">
        Which day
      </h2>
      <ul className="booking-grid-days">
        {days.map((day) => (
          <li key={day.key}>
            <a
              href={hrefOf(day.key)}
              aria-current={day.key === current ? 'date' : undefined}
              onClick={(event) => onChoose(event, day)}
              className="booking-link booking-day"
            >
              <span className="block">{day.short[0]}</span>
              <span className="block font-semibold">{day.short[1]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
