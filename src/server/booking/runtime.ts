/**
 * Wires the booking from the environment. Off (no booking rules in the practice's configuration, or no
 * BOOKING_FEED_* set) it opens nothing: no feed is read, no timer runs, and every booking address answers
 * 404. The contact pipeline is reached only through what src/server/site-runtime.ts hands in and out.
 */
import type { BookingRuntime } from './booking-runtime.ts';

/** The booking as the server runs it: what the pages see, and how it stops. */
export interface BookingPart extends BookingRuntime {
  /** Stops reading feeds. */
  stop(): Promise<void>;
}

/** The booking switched off. */
export const bookingOff: BookingPart = {
  on: false,
  clinicianIds: () => [],
  offered: async () => [],
  nextFree: async () => ({}),
  viewLink: async () => ({ ok: false, reason: 'unavailable' }),
  followLink: async () => ({ ok: false, reason: 'unavailable' }),
  stop: async () => {},
};
