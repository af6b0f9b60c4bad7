/**
 * Messages to a therapist can hold health information, so the site keeps them no
 * longer than delivery needs. Delivered messages go CONTACT_RETENTION_DAYS (30) after delivery; honeypot
 * catches CONTACT_SPAM_RETENTION_DAYS (7) after they came in, long enough to rescue a real visitor caught
 * by mistake. Pending and failed messages are never deleted: they have not reached the practice.
 */
import type { ContactStore } from '../store/contact-store.ts';

export interface RetentionPeriods {
  deliveredDays: number;
  spamDays: number;
  /**
   * The shared rate limit's window: counts of windows that ended before it are deleted too, so a quiet
   * site does not keep its senders' keys until a thousandth request comes along.
   */
  rateWindowMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function purgeExpired(
  store: ContactStore,
  { deliveredDays, spamDays, rateWindowMs }: RetentionPeriods,
  now: number,
) {
  if (rateWindowMs !== undefined) await store.forgetHits(now - rateWindowMs);
  return store.purge({ deliveredBefore: now - deliveredDays * DAY_MS, spamBefore: now - spamDays * DAY_MS });
}
