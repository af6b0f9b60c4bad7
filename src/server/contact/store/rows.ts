/** Row ↔ object mapping shared by both stores (PostgreSQL returns BIGINT columns as strings). */
import type { ReplyBy, Voicemail } from '../../../lib/contact/contact-schema.ts';
import type {
  ClaimedMessage,
  MessageKind,
  MessageStatus,
  MessageSummary,
  OutboxStats,
  StoredContactMessage,
} from './contact-store.ts';
import type { Row } from '../../http/database/sql-driver.ts';

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
const strOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

export const SUMMARY_COLUMNS =
  'id, kind, status, received_at, attempts, next_attempt_at, lease_until, delivered_at, last_error';

export function toSummary(row: Row): MessageSummary {
  return {
    id: String(row['id']),
    kind: (row['kind'] ?? 'contact') as MessageKind,
    status: row['status'] as MessageStatus,
    receivedAt: num(row['received_at']),
    attempts: num(row['attempts']),
    nextAttemptAt: num(row['next_attempt_at']),
    leaseUntil: numOrNull(row['lease_until']),
    deliveredAt: numOrNull(row['delivered_at']),
    lastError: strOrNull(row['last_error']),
  };
}

export function toStored(row: Row): StoredContactMessage {
  const phone = strOrNull(row['phone']);
  const topic = strOrNull(row['topic']);
  const replyBy = strOrNull(row['reply_by']) as ReplyBy | null;
  const voicemail = strOrNull(row['voicemail']) as Voicemail | null;
  return {
    ...toSummary(row),
    content: {
      name: String(row['name']),
      email: String(row['email']),
      ...(phone ? { phone } : {}),
      ...(replyBy ? { replyBy } : {}),
      ...(voicemail ? { voicemail } : {}),
      ...(topic ? { topic } : {}),
      message: String(row['message']),
    },
  };
}

export function toClaimed(row: Row): ClaimedMessage {
  return { ...toStored(row), claimToken: String(row['claim_token']) };
}

/** Oldest first, so a backlog drains in the order visitors wrote. */
export const byReceived = (a: { receivedAt: number }, b: { receivedAt: number }) =>
  a.receivedAt - b.receivedAt;

/** Error text stored for the operator: one line, bounded. */
export function storedError(error: string): string {
  return error.replace(/[\r\n]+/g, ' ').slice(0, 500);
}

/** Outbox stats from `status, n, oldest` rows of pending and failed messages. */
export function statsFrom(rows: Row[]): OutboxStats {
  const pending = rows.find((row) => row['status'] === 'pending');
  const failed = rows.find((row) => row['status'] === 'failed');
  return {
    pending: pending ? num(pending['n']) : 0,
    failed: failed ? num(failed['n']) : 0,
    oldestPendingAt: pending ? numOrNull(pending['oldest']) : null,
  };
}
