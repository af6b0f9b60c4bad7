/**
 * A clinician's availability in words, and the rule that flags an availability nobody has confirmed
 * lately. Imported by the build (astro.config.mjs): relative imports with .ts only.
 */
import type { Availability, Therapist } from '../../config/schema.ts';

/** Availability older than this many days is stale: a wrong wait misleads more than no wait. */
const AVAILABILITY_MAX_AGE_DAYS = 30;

/** "within 2 weeks" or "in 3 to 6 weeks". */
export function waitText({ wait }: Availability): string {
  if (wait.minWeeks === 0) return `within ${wait.maxWeeks} week${wait.maxWeeks === 1 ? '' : 's'}`;
  if (wait.minWeeks === wait.maxWeeks) return `in about ${wait.maxWeeks} weeks`;
  return `in ${wait.minWeeks} to ${wait.maxWeeks} weeks`;
}

/** One sentence for a card, the founder page and the finder: whether they take new clients, and how soon. */
export function availabilityText(availability: Availability): string {
  switch (availability.accepting) {
    case 'yes':
      return `Taking new clients: first appointments usually ${waitText(availability)}.`;
    case 'waitlist':
      return `Waitlist: first appointments usually ${waitText(availability)}.`;
    case 'no':
      return 'Not taking new clients at the moment.';
  }
}

/** Whole days from the confirmation date to `today` (both calendar dates, read in UTC). */
function daysSince(confirmedOn: string, today: Date): number {
  const start = Date.parse(`${confirmedOn}T00:00:00Z`);
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((end - start) / 86_400_000);
}

/** A warning line for each clinician whose availability was confirmed too long before `today`. */
export function staleAvailabilityWarnings(therapists: readonly Therapist[], today: Date): string[] {
  return therapists.flatMap((t) => {
    const days = daysSince(t.availability.confirmedOn, today);
    return days > AVAILABILITY_MAX_AGE_DAYS
      ? [
          `${t.name}'s availability was last confirmed on ${t.availability.confirmedOn}, ${days} days ago (more than ${AVAILABILITY_MAX_AGE_DAYS}): confirm it and update availability.confirmedOn in practices/<name>/practice.ts.`,
        ]
      : [];
  });
}
