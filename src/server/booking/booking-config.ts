/**
 * The booking's settings: the practice's rules (src/config/practice.ts `booking`) and, from the
 * environment only, each clinician's calendar feed, BOOKING_FEED_<CLINICIAN_ID> (the id upper-cased,
 * hyphens as underscores). A feed's address often carries the calendar's secret, so it is kept here and
 * in the feed reader only: never logged, never in an error message, never stored.
 */
import { PRACTICE } from '../../config/practice.ts';
import type { PracticeConfig } from '../../config/schema.ts';

export interface BookingConfig {
  /** The practice's booking rules, with their defaults; null: the practice offers no booking. */
  rules: NonNullable<PracticeConfig['booking']> | null;
  /** Each clinician with a feed, in the configuration's order. */
  feeds: ReadonlyMap<string, URL>;
}

/** The variable that names a clinician's feed. */
export const feedVariable = (clinicianId: string) =>
  `BOOKING_FEED_${clinicianId.toUpperCase().replaceAll('-', '_')}`;

export function readBookingConfig(
  env: Record<string, string | undefined> = process.env,
  practice: Pick<PracticeConfig, 'booking' | 'therapists'> = PRACTICE,
): BookingConfig {
  const feeds = new Map<string, URL>();
  for (const { id } of practice.therapists) {
    const name = feedVariable(id);
    const value = env[name]?.trim();
    if (!value) continue;
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // Reported below without the value, which may hold the calendar's secret.
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`Invalid booking environment: ${name} must be an http:// or https:// address`);
    }
    feeds.set(id, url);
  }
  return { rules: practice.booking ?? null, feeds };
}

/** Booking is on when the practice has booking rules and at least one clinician's feed is set. */
export const bookingOn = (config: BookingConfig) => config.rules !== null && config.feeds.size > 0;
