/**
 * The booking's settings: the practice's rules (practices/<name>/practice.ts `booking`, with its opening days,
 * office hours and consultation length) and, from the environment only, each clinician's calendar feed,
 * BOOKING_FEED_<CLINICIAN_ID> (the id upper-cased, hyphens as underscores), an address whose form names
 * the calendar source that reads it (calendar-sources/). A feed's address often carries the calendar's
 * secret, so it is kept here and in the feed reader only: never logged, never in an error message, never
 * stored.
 */
import { parseSwitch, SWITCH_HINT } from '../../config/env.ts';
import { PRACTICE, SITE } from '#practice';
import type { PracticeConfig } from '../../config/schema.ts';
import { bookingRulesOf } from '../../lib/booking/rules.ts';
import type { BookingRules } from '../../lib/booking/types.ts';
import type { CalendarSource } from './calendar-sources/source.ts';
import { FEED_DEFAULTS } from './feed-reader.ts';
import { CALENDAR_SOURCES, sourceFor } from './source-registry.ts';

export interface BookingConfig {
  /** When times may be offered; null: the practice offers no booking. */
  rules: BookingRules | null;
  /** Unanswered requests are released after this many office hours. */
  holdOfficeHours: number;
  maxFeedAgeMs: number;
  refreshMs: number;
  /** What one feed's download and reading may cost (the feed reader's limits). */
  feedLimits: { maxBytes: number; timeoutMs: number; budget: { readMs: number; memoryMb: number } };
  /** Each clinician with a feed, in the configuration's order. */
  feeds: ReadonlyMap<string, URL>;
  /** The server address the emails' links name (BOOKING_LINK_BASE, else SITE_URL). */
  linkBase: string;
  /** How long the practice's links work after a request. */
  linkDays: number;
  /** Who may hold a time (the practice's `booking.requests`): see src/config/schema.ts. */
  requests: {
    verifyMs: number;
    acceptPhoneOnly: boolean;
    phoneOnlyHoldOfficeHours: number;
    pendingPerAddress: number;
    /** A verified request is confirmed at once (BOOKING_CONFIRM_VERIFIED, else the practice's). */
    confirmVerified: boolean;
  };
  /** How long before a confirmed consultation its visitor is reminded; 0: no reminder. */
  reminderMs: number;
}

/** The variable that names a clinician's feed. */
export const feedVariable = (clinicianId: string) =>
  `BOOKING_FEED_${clinicianId.toUpperCase().replaceAll('-', '_')}`;

/** The practice's feed limits in the reader's units; left out, the reader's defaults. */
function feedLimitsOf(limits: NonNullable<PracticeConfig['booking']>['feedLimits'] | undefined) {
  if (!limits) return FEED_DEFAULTS;
  return {
    maxBytes: limits.maxMegabytes * 1024 * 1024,
    timeoutMs: limits.downloadSeconds * 1000,
    budget: { readMs: limits.readSeconds * 1000, memoryMb: limits.memoryMegabytes },
  };
}

export type BookingPractice = Pick<
  PracticeConfig,
  'booking' | 'therapists' | 'openingDays' | 'officeHours' | 'consultationMinutes'
>;

/**
 * Each clinician's feed that is set, checked against the sources: a setting no source reads stops the
 * server at start, named by its variable and never by its value, which may hold the calendar's secret.
 */
function feedsOf(
  env: Record<string, string | undefined>,
  practice: BookingPractice,
  sources: readonly CalendarSource[],
): Map<string, URL> {
  const feeds = new Map<string, URL>();
  for (const { id, booksOnline } of practice.therapists) {
    // A clinician the practice does not book online has no times here, whatever the environment says.
    if (!booksOnline) continue;
    const name = feedVariable(id);
    const value = env[name]?.trim();
    if (!value) continue;
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // Reported below without the value, which may hold the calendar's secret.
    }
    if (!url || !sources.some((source) => source.accepts(url))) {
      const forms = sources.map((source) => `${source.forms} (${source.name})`).join('; ');
      throw new Error(
        `Invalid booking environment: ${name} must be an address a calendar source reads: ${forms}`,
      );
    }
    try {
      sourceFor(url, sources);
    } catch (error) {
      throw new Error(`Invalid booking environment: ${name}: ${(error as Error).message}`, { cause: error });
    }
    feeds.set(id, url);
  }
  return feeds;
}

export function readBookingConfig(
  env: Record<string, string | undefined> = process.env,
  practice: BookingPractice = PRACTICE,
  sources: readonly CalendarSource[] = CALENDAR_SOURCES,
): BookingConfig {
  const feeds = feedsOf(env, practice, sources);
  const booking = practice.booking;
  return {
    rules: SITE.features.onlineBooking ? bookingRulesOf(practice, SITE.timeZone) : null,
    holdOfficeHours: booking?.holdOfficeHours ?? 8,
    maxFeedAgeMs: (booking?.maxFeedAgeMinutes ?? 120) * 60_000,
    refreshMs: (booking?.refreshMinutes ?? 10) * 60_000,
    feedLimits: feedLimitsOf(booking?.feedLimits),
    feeds,
    linkBase: (env['BOOKING_LINK_BASE'] || env['SITE_URL'] || SITE.url).replace(/\/$/, ''),
    linkDays: 14,
    requests: {
      verifyMs: (booking?.requests?.verifyMinutes ?? 60) * 60_000,
      acceptPhoneOnly: booking?.requests?.acceptPhoneOnly ?? false,
      phoneOnlyHoldOfficeHours: booking?.requests?.phoneOnlyHoldOfficeHours ?? 2,
      pendingPerAddress: pendingPerAddressOf(env, booking?.requests?.pendingPerAddress ?? 3),
      confirmVerified: confirmVerifiedOf(env, booking?.requests?.confirmVerified ?? false),
    },
    reminderMs: (booking?.reminderHours ?? 24) * 3_600_000,
  };
}

/** BOOKING_CONFIRM_VERIFIED, an on/off word, else the practice's choice. */
function confirmVerifiedOf(env: Record<string, string | undefined>, fallback: boolean): boolean {
  const parsed = parseSwitch(env['BOOKING_CONFIRM_VERIFIED']);
  if (parsed === null)
    throw new Error(`Invalid booking environment: BOOKING_CONFIRM_VERIFIED ${SWITCH_HINT}`);
  return parsed ?? fallback;
}

/**
 * BOOKING_PENDING_PER_ADDRESS, a whole number from 1 to 100, else the practice's: a server whose visitors
 * share one address (a clinic's network, a test run from one machine) may let more wait at once.
 */
function pendingPerAddressOf(env: Record<string, string | undefined>, fallback: number): number {
  const text = env['BOOKING_PENDING_PER_ADDRESS']?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 100) {
    throw new Error(
      'Invalid booking environment: BOOKING_PENDING_PER_ADDRESS must be a whole number from 1 to 100',
    );
  }
  return value;
}
