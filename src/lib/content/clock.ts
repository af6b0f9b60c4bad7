import { SITE } from '#practice';

/**
 * Today's date in the practice's time zone, YYYY-MM-DD: the day a build publishes up to, and the date
 * `npm run new` writes. SITE_NOW (a date such as 2025-06-01, or a date and time) fixes the clock, so
 * tests and previews of a scheduled piece build as they would on that day. The one place the clock is read.
 */
export function contentToday(env: NodeJS.ProcessEnv = process.env): string {
  const fixed = env.SITE_NOW?.trim();
  const now = fixed ? new Date(fixed) : new Date();
  if (Number.isNaN(now.getTime())) {
    throw new Error(`SITE_NOW="${fixed}" is not a date; write it as 2025-06-01 or 2025-06-01T09:00:00Z`);
  }
  // A bare date is that day wherever the build runs; a date and time is read in the practice's zone.
  if (fixed && /^\d{4}-\d{2}-\d{2}$/.test(fixed)) return fixed;
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE.timeZone }).format(now);
}
