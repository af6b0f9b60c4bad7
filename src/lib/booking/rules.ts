/**
 * The booking's rules from the practice's configuration: its opening days and hours, the consultation's
 * length and the `booking` section, in the site's time zone. Null when the practice has no `booking`
 * section, so every part of the booking can tell "off" from one value.
 */
import { PRACTICE, SITE } from '#practice';
import type { PracticeConfig } from '../../config/schema.ts';
import type { BookingRules } from './types.ts';

export function bookingRulesOf(
  practice: Pick<PracticeConfig, 'booking' | 'openingDays' | 'officeHours' | 'consultationMinutes'>,
  timeZone: string,
): BookingRules | null {
  const booking = practice.booking;
  if (!booking) return null;
  return {
    timeZone,
    days: practice.openingDays,
    opens: practice.officeHours.opens,
    closes: practice.officeHours.closes,
    consultationMinutes: practice.consultationMinutes,
    stepMinutes: booking.stepMinutes,
    noticeHours: booking.noticeHours,
    horizonDays: booking.horizonDays,
    bufferMinutes: booking.bufferMinutes,
  };
}

/**
 * The practice's rules while the site books consultations; null when the practice has no `booking`
 * section or a build turns online booking off (FEATURE_ONLINE_BOOKING=off, for a static host, which has
 * no server to book on): every consultation button then keeps the contact or scheduling page.
 */
export const PRACTICE_BOOKING_RULES: BookingRules | null = SITE.features.onlineBooking
  ? bookingRulesOf(PRACTICE, SITE.timeZone)
  : null;
