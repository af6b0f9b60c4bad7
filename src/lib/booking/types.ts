/**
 * The booking's shared shapes: instants are milliseconds since the epoch (UTC), intervals half-open
 * [start, end). Imported by plain Node too: erasable TypeScript only.
 */

export interface Interval {
  start: number;
  end: number;
}

/** When consultations may be offered: the practice's opening days and hours and the booking's rules. */
export interface BookingRules {
  /** IANA zone of the practice, e.g. America/New_York. */
  timeZone: string;
  days: readonly ('Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su')[];
  /** HH:MM, local time. */
  opens: string;
  closes: string;
  consultationMinutes: number;
  stepMinutes: number;
  noticeHours: number;
  horizonDays: number;
  bufferMinutes: number;
}

/** One offered time with one clinician. */
export interface OfferedTime extends Interval {
  clinicianId: string;
}
