/**
 * The doctor's calendar check: each clinician's feed fetched by the calendar source its form names and
 * read in the feed reader's worker, within the practice's limits (booking.feedLimits), as the server
 * reads it at start. Each line names the clinician and the feed's variable, never its address, which holds
 * the calendar's secret; a failure is said by its kind alone, as the server's log says it.
 */
import { PRACTICE } from '#practice';
import type { BookingRules } from '../../lib/booking/types.ts';
import { feedVariable, type BookingConfig } from '../booking/booking-config.ts';
import { failureOf, readWithin, type FeedFailure } from '../booking/calendar-sources/source.ts';
import { createFeedJobRunner, type FeedJobRunner } from '../booking/feed-job.ts';
import { feedWindows } from '../booking/feed-reader.ts';
import { sourceFor } from '../booking/source-registry.ts';
import type { Finding } from './findings.ts';

type Limits = BookingConfig['feedLimits'];

/** What a failure of each kind means to the operator, and what to do about it. */
function failureWords(
  failure: FeedFailure,
  limits: Limits,
  timeoutMs: number,
): { says: string; todo: string } {
  const recopy =
    "Copy the calendar's secret address (iCal or ICS) from its sharing settings into the variable again.";
  switch (failure) {
    case 'timeout':
      return {
        says: `no whole answer within ${timeoutMs / 1000} s (timed out)`,
        todo: "Check that the calendar's server answers from this machine; the limit is booking.feedLimits.downloadSeconds in the practice's practice.ts.",
      };
    case 'too-large':
      return {
        says: `larger than the practice's limit of ${limits.maxBytes / 1024 / 1024} MB`,
        todo: 'Raise booking.feedLimits.maxMegabytes, or give the clinician a calendar of their sessions alone.',
      };
    case 'too-slow':
      return {
        says: `took longer than ${limits.budget.readMs / 1000} s to read`,
        todo: 'Raise booking.feedLimits.readSeconds, or give the clinician a calendar of their sessions alone.',
      };
    case 'unreachable':
      return { says: 'nothing answers at its address', todo: recopy };
    case 'malformed':
      return { says: 'what it answers is not a calendar', todo: recopy };
    case 'http-status':
      return { says: 'its server answered with an error instead of the calendar', todo: recopy };
  }
}

/** The events a kept part holds: the ones that can still make the clinician busy. */
const eventsIn = (kept: string) => kept.match(/^BEGIN:VEVENT\r?$/gm)?.length ?? 0;

/** What every feed's read shares: the rules, the limits, the reading's worker, the deadline, the moment. */
interface FeedRead {
  rules: BookingRules;
  booking: BookingConfig;
  runner: FeedJobRunner;
  timeoutMs: number;
  at: number;
}

/** One feed read once: its events, or the kind of its failure. */
async function readFeed(
  url: URL,
  { rules, booking, runner, timeoutMs, at }: FeedRead,
): Promise<{ events: number } | { failure: FeedFailure }> {
  const { window, asked } = feedWindows(at, rules.horizonDays, booking.maxFeedAgeMs);
  try {
    const request = { url, window: asked, previous: null, maxBytes: booking.feedLimits.maxBytes };
    const answer = await readWithin(sourceFor(url), request, timeoutMs);
    if (!answer.changed) return { failure: 'malformed' };
    const read = await runner.run({ source: { bytes: answer.calendar }, window, timeZone: rules.timeZone });
    return read.ok ? { events: eventsIn(read.kept) } : { failure: read.failure };
  } catch (error) {
    return { failure: failureOf(error) ?? 'unreachable' };
  }
}

async function checkClinician(therapist: { id: string; name: string }, read: FeedRead): Promise<Finding> {
  const who = `Calendar of ${therapist.name} (${feedVariable(therapist.id)})`;
  const url = read.booking.feeds.get(therapist.id);
  if (!url) return { standing: 'note', says: `${who}: unset, so booking is off for this clinician` };
  const result = await readFeed(url, read);
  if ('events' in result) {
    return { standing: 'ok', says: `${who}: read, ${result.events} events from the last few days on` };
  }
  const { says, todo } = failureWords(result.failure, read.booking.feedLimits, read.timeoutMs);
  return { standing: 'FAIL', says: `${who}: ${says}`, todo };
}

/**
 * A line per clinician the practice books online: their feed read, or booking off for them. The reads
 * run together, each within `timeoutMs` (the practice's downloadSeconds unless the operator gives
 * another). A clinician it does not book online (booksOnline: false) has no line: the server reads no
 * feed of theirs, whatever the environment says, so "unset" would be untrue beside a variable that is set.
 */
export async function checkFeeds(
  booking: BookingConfig,
  { timeoutMs = booking.feedLimits.timeoutMs, now = Date.now }: { timeoutMs?: number; now?: () => number },
): Promise<Finding[]> {
  const rules = booking.rules;
  if (!rules) {
    return [
      {
        standing: 'note',
        says: 'Booking: off (no `booking` in its practice.ts, or FEATURE_ONLINE_BOOKING=off), so no calendar is read',
      },
    ];
  }
  const runner = createFeedJobRunner(booking.feedLimits.budget);
  try {
    const read: FeedRead = { rules, booking, runner, timeoutMs, at: now() };
    const booked = PRACTICE.therapists.filter((therapist) => therapist.booksOnline);
    return await Promise.all(booked.map((therapist) => checkClinician(therapist, read)));
  } finally {
    runner.close();
  }
}
