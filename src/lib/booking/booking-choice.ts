/**
 * Which day the booking page shows and which time it has already chosen, from its address (or a refused
 * request's values): the day of the time asked for, else the day asked for, else the first free day.
 */
import { timeValue } from './booking-form.ts';
import type { DayView } from './offer-view.ts';

export interface PageChoice {
  /** The day shown (null only when no day has times). */
  day: string | null;
  /** The chosen time's radio value (`<clinician id> <ISO start>`), or null. */
  chosen: string | null;
}

/** `start` is an instant in any ISO form; a time is found by its instant, whoever it is with. */
export function choosePage(
  days: readonly DayView[],
  asked: { day?: string | null | undefined; start?: string | null | undefined },
): PageChoice {
  const instant = asked.start ? Date.parse(asked.start) : Number.NaN;
  if (!Number.isNaN(instant)) {
    for (const day of days) {
      const time = day.times.find((t) => Date.parse(t.start) === instant);
      if (time) return { day: day.key, chosen: timeValue(time.clinicianId, time.start) };
    }
  }
  const day = days.find((d) => d.key === asked.day) ?? days[0];
  return { day: day?.key ?? null, chosen: null };
}
