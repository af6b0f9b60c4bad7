/**
 * The contact store: one interface, two implementations (SQLite by default, PostgreSQL for several server
 * instances). A message is committed before the visitor hears `ok: true` (a message the site said it had
 * must never be lost), is sent by the outbox worker under a lease, and is deleted after the retention
 * period once delivered.
 *
 * Times are milliseconds since the epoch, taken from the caller's clock so tests can move time.
 */
import type { ContactMessage } from '../../../lib/contact/contact-schema.ts';
import type { Attachment } from '../../http/message-request.ts';
import type { HitCounts } from '../../http/rate-limiter.ts';

/**
 * pending: waiting for (another) delivery attempt, possibly claimed under a lease;
 * delivered: handed to the mail server; failed: gave up after the last attempt, kept for the operator;
 * spam: the honeypot was filled, never delivered.
 */
export type MessageStatus = 'pending' | 'delivered' | 'failed' | 'spam';
export const MESSAGE_STATUSES: readonly MessageStatus[] = ['pending', 'delivered', 'failed', 'spam'];

/**
 * contact: a visitor's message to the practice; any other kind is another part's: a request of its own
 * that rides on a message (booking: a booking request, with its hold), or mail it queues through the
 * outbox (digest: the counting's weekly figures; booking-mail) and composes itself from the row.
 */
export type MessageKind = string;

interface NewContactMessage {
  /** A visitor's message unless said otherwise. */
  kind?: MessageKind;
  content: ContactMessage;
  spam: boolean;
  /** The client's Idempotency-Key header, when it sent one. */
  idempotencyKey?: string | undefined;
  /** Hash of the content, to tell a retry from a different message reusing a key. */
  fingerprint: string;
  receivedAt: number;
  /** Another part's rows beside the message, in its transaction: written, or nothing is (`refused`). */
  attach?: ((messageId: string, at: number) => Attachment) | undefined;
}

export type AcceptResult =
  | { kind: 'stored'; id: string }
  | { kind: 'duplicate'; id: string }
  /** The key was used before for different content. */
  | { kind: 'conflict' }
  /** The attachment was not written, for the part's `reason`: nothing was stored. */
  | { kind: 'refused'; reason: string };

/** What the operator sees in a listing: never what the visitor typed. */
export interface MessageSummary {
  id: string;
  /** A visitor's message when absent. */
  kind?: MessageKind;
  status: MessageStatus;
  receivedAt: number;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  deliveredAt: number | null;
  lastError: string | null;
}

export interface StoredContactMessage extends MessageSummary {
  content: ContactMessage;
}

export interface ClaimedMessage extends StoredContactMessage {
  /** Proves the claim is still ours when reporting the outcome. */
  claimToken: string;
}

interface ClaimOptions {
  now: number;
  leaseMs: number;
  limit: number;
  /**
   * A message whose lease ran out after this many attempts (the worker died each time it tried) is marked
   * failed instead of being claimed again.
   */
  maxAttempts: number;
}

interface PurgeOptions {
  /** Delivered messages delivered before this time are deleted. */
  deliveredBefore: number;
  /** Spam received before this time is deleted. */
  spamBefore: number;
}

export interface OutboxStats {
  pending: number;
  failed: number;
  /** received_at of the oldest pending message; null when none is pending. */
  oldestPendingAt: number | null;
}

/** The contact endpoint's shared rate limit (HitCounts) keeps its counts here too. */
export interface ContactStore extends HitCounts {
  readonly kind: 'sqlite' | 'postgres';
  /** Creates or upgrades the tables (schema_version); safe to run from several processes at once. */
  migrate(): Promise<void>;
  /** Commits a message durably; with an Idempotency-Key seen before, stores nothing. */
  accept(message: NewContactMessage): Promise<AcceptResult>;
  /** Leases up to `limit` due messages to the caller, oldest first; no two callers get the same one. */
  claim(options: ClaimOptions): Promise<ClaimedMessage[]>;
  markDelivered(id: string, claimToken: string, at: number): Promise<boolean>;
  /** Moves the claim's lease to `until`, while it is still this claim's. */
  extendLease(id: string, claimToken: string, until: number): Promise<boolean>;
  /** Gives a claimed message back unsent (the worker is stopping): due again, the attempt not counted. */
  release(id: string, claimToken: string): Promise<boolean>;
  /** Releases the claim and schedules the next attempt. */
  reschedule(id: string, claimToken: string, nextAttemptAt: number, error: string): Promise<boolean>;
  markFailed(id: string, claimToken: string, error: string): Promise<boolean>;
  list(statuses: readonly MessageStatus[]): Promise<MessageSummary[]>;
  get(id: string): Promise<StoredContactMessage | null>;
  /** Puts failed (or spam) messages back in the queue, due now, with a fresh attempt count. */
  requeue(ids: readonly string[] | 'all-failed', now: number): Promise<number>;
  purge(options: PurgeOptions): Promise<{ delivered: number; spam: number }>;
  counts(): Promise<Record<MessageStatus, number>>;
  /** What a health check reports: messages waiting, messages given up on, the oldest waiting one. */
  outboxStats(): Promise<OutboxStats>;
  close(): Promise<void>;
}
