import type { RefObject } from 'react';
import { RECORD_COPY, type RecordWords } from '@/lib/booking/booking-copy';
import { clockIn } from './clock';

interface Props {
  words: RecordWords;
  /** The visitor's own zone when it differs from the practice's: the time is shown on her clock too. */
  visitorZone: string | null;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * Her record, once the request is with the practice: when (on the practice's clock and hers), with whom,
 * how, what happens next and by when, with its calendar file and its own page. The island's panel and the
 * record page without JavaScript (which adds her clock with a script of its own).
 */
export default function RecordPanel({ words, visitorZone, headingRef }: Props) {
  return (
    <section
      aria-labelledby="booking-record-heading"
      className="space-y-4 rounded-lg border-2 border-brand bg-mist p-5"
    >
      <h2 id="booking-record-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {words.heading}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {words.rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold">{row.label}</dt>
            <dd>
              {row.value}
              {row.label === RECORD_COPY.when && (
                <span data-your-time={words.start} className="block text-muted">
                  {visitorZone ? `${clockIn(words.start, visitorZone, true)}, ${RECORD_COPY.yourTime}` : ''}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="font-semibold">{RECORD_COPY.next}</h3>
        <ol className="mt-1 list-decimal space-y-1 pl-5">
          {words.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a className="btn-secondary" href={words.calendar} download="consultation.ics">
          {RECORD_COPY.addToCalendar}
        </a>
        <a className="link self-center" href={words.page}>
          {RECORD_COPY.keep}
        </a>
      </p>
    </section>
  );
}
