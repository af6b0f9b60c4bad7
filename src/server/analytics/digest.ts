/**
 * The weekly digest: the practice's headline figures for a week and what changed from the week before,
 * emailed through the contact pipeline's outbox (so it gets the outbox's retries), which the server's
 * wiring hands in as a DigestOutbox: counting and contact do not import each other. The figures are read when the digest is
 * queued and travel in the queued row, so a retry sends the same email. Any count under 5 reads "fewer
 * than 5" in it: an email travels further than the server, and no single visitor may stand out there.
 *
 * The outbox worker queues each week's digest on the practice's Monday from 07:00 (or the first day after
 * it runs again), once per week whatever the number of instances: the week is the row's idempotency key.
 */
import type { SendMailOptions } from 'nodemailer';
import { addDays, dayOf, isoWeekday } from '../../lib/calendar/days.ts';
import type { Figures } from '../../lib/analytics/figures.ts';
import { describeError, silentLogger, type Logger } from '../http/log.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { digestHtml, digestSubject, digestText } from './digest-email.ts';
import { periodBefore, readFigures } from './read-figures.ts';

/** What a queued digest row carries in its message. */
interface DigestContent {
  figures: Figures;
  previous: Figures;
}

/** A digest as the outbox queues it: a row of its own kind, sent to `email`, carrying `message`. */
interface QueuedDigest {
  kind: 'digest';
  name: string;
  email: string;
  message: string;
  /** Queued once per key. */
  key: string;
  now: number;
}

/** Queues mail in the outbox (src/server/contact/outbox/queue-mail.ts); `duplicate` when its key was queued before. */
export type DigestOutbox = (digest: QueuedDigest) => Promise<'queued' | 'duplicate'>;

/** A queued digest's row as the outbox hands it back to be composed. */
export interface DigestRow {
  id: string;
  receivedAt: number;
  content: { email: string; message: string };
}

/** The email the outbox sends: the row's id and time, and what nodemailer sends. */
export interface DigestEmail {
  id: string;
  receivedAt: number;
  options: SendMailOptions;
}

/** The week (Monday to Sunday) before the one `today` is in. */
export function lastWeek(today: string): { from: string; to: string } {
  const monday = addDays(today, 1 - isoWeekday(today));
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

interface QueueOptions {
  from: string;
  to: string;
  recipient: string;
  /** Queues once per key: the scheduled digest's is its week; a digest asked for by hand gets a fresh one. */
  key: string;
  now: number;
  /** Queue nothing for a period in which no page view was counted (a new site, counting switched off). */
  skipEmpty?: boolean;
  /** Registry path → kind of page (read-figures.ts). */
  pages: ReadonlyMap<string, string>;
}

/**
 * Reads the period's figures and the period's before, and queues the digest: `queued`, `duplicate` (its
 * key was queued before) or `empty` (nothing counted, with `skipEmpty`).
 */
export async function queueDigest(
  store: AnalyticsStore,
  outbox: DigestOutbox,
  { from, to, recipient, key, now, skipEmpty = false, pages }: QueueOptions,
): Promise<'queued' | 'duplicate' | 'empty'> {
  const before = periodBefore(from, to);
  const [figures, previous] = await Promise.all([
    readFigures(store, from, to, pages),
    readFigures(store, before.from, before.to, pages),
  ]);
  if (skipEmpty && figures.views.total === 0) return 'empty';
  const message = JSON.stringify({ figures, previous } satisfies DigestContent);
  return outbox({ kind: 'digest', name: 'Weekly figures', email: recipient, message, key, now });
}

export function composeDigestEmail(
  message: DigestRow,
  settings: { from: string; siteName: string },
): DigestEmail {
  const { figures, previous } = JSON.parse(message.content.message) as DigestContent;
  const domain = settings.from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost';
  return {
    id: message.id,
    receivedAt: message.receivedAt,
    options: {
      from: settings.from,
      to: message.content.email,
      subject: digestSubject(figures, settings.siteName),
      messageId: `<digest-${message.id}@${domain}>`,
      date: new Date(message.receivedAt),
      headers: { 'Auto-Submitted': 'auto-generated' },
      text: digestText(figures, previous),
      html: digestHtml(figures, previous, settings.siteName),
    },
  };
}

interface DueOptions {
  store: AnalyticsStore;
  outbox: DigestOutbox;
  recipient: string;
  timeZone: string;
  pages: ReadonlyMap<string, string>;
  now: number;
}

/**
 * Queues last week's digest if it is due (from the practice's Monday, 07:00) and not queued yet: the week
 * it settled (queued now or before, or with nothing counted), or null when it is too early.
 */
export async function queueDueDigest({ store, outbox, recipient, timeZone, pages, now }: DueOptions) {
  const today = dayOf(now, timeZone);
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now),
  );
  if (isoWeekday(today) === 1 && hour < 7) return null;
  const week = lastWeek(today);
  const outcome = await queueDigest(store, outbox, {
    ...week,
    recipient,
    key: `digest:${week.from}`,
    now,
    skipEmpty: true,
    pages,
  });
  return { ...week, outcome };
}

interface ScheduleOptions extends Omit<DueOptions, 'now'> {
  now?: () => number;
  log?: Logger;
  /** How often to look whether a week's digest is due. */
  everyMs?: number;
}

/** Queues each week's digest once it is due; returns a function that stops looking. */
export function scheduleWeeklyDigest({
  store,
  outbox,
  recipient,
  timeZone,
  pages,
  now = Date.now,
  log = silentLogger,
  everyMs = 15 * 60_000,
}: ScheduleOptions): () => void {
  /** The last week settled, so the store is asked once a week, not every quarter of an hour. */
  let settled = '';
  const check = async () => {
    if (settled === lastWeek(dayOf(now(), timeZone)).from) return;
    try {
      const due = await queueDueDigest({ store, outbox, recipient, timeZone, pages, now: now() });
      if (!due) return;
      settled = due.from;
      if (due.outcome === 'queued') log.info('digest.queued', { from: due.from, to: due.to });
    } catch (error) {
      log.warn('digest.not-queued', { error: describeError(error) });
    }
  };
  void check();
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
