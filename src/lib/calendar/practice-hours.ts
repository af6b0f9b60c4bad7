/**
 * The practice's office hours and reply promise from its configuration, as reply times are measured:
 * opening days and hours in the site's time zone, the promise in office seconds.
 */
import { PRACTICE, SITE } from '#practice';
import { officeDaySeconds, type OfficeHours } from './office-hours.ts';

export const PRACTICE_OFFICE_HOURS: OfficeHours = {
  days: PRACTICE.openingDays,
  ...PRACTICE.officeHours,
  timeZone: SITE.timeZone,
};

export const REPLY_PROMISE_SECONDS =
  PRACTICE.contactPromise.replyWithinOfficeDays * officeDaySeconds(PRACTICE.officeHours);
