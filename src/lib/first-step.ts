import type { Availability, Therapist } from '../config/schema.ts';

/**
 * How soon a new client usually starts, across the clinicians taking new clients: the shortest usual
 * wait to the longest, so the home page promises nothing a single clinician's card contradicts. Null
 * when nobody takes new clients (a waitlist is not a start).
 */
export function practiceWait(therapists: readonly Therapist[]): Availability | null {
  const open = therapists.filter((t) => t.availability.accepting === 'yes').map((t) => t.availability);
  const first = open[0];
  if (!first) return null;
  return {
    ...first,
    wait: {
      minWeeks: Math.min(...open.map((a) => a.wait.minWeeks)),
      maxWeeks: Math.max(...open.map((a) => a.wait.maxWeeks)),
    },
  };
}

/**
 * The soonest a new client usually starts with someone: the availability, among clinicians taking new
 * clients, whose usual wait ends first. Null when nobody takes new clients.
 */
export function soonestWait(therapists: readonly Therapist[]): Availability | null {
  const open = therapists.filter((t) => t.availability.accepting === 'yes').map((t) => t.availability);
  return (
    open.toSorted((a, b) => a.wait.maxWeeks - b.wait.maxWeeks || a.wait.minWeeks - b.wait.minWeeks)[0] ?? null
  );
}
