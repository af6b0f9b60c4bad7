/**
 * The embedded store: SQLite through Node's built-in node:sqlite, the default so `npm start` needs no
 * database server (PRODUCT.md section 4). WAL lets the endpoint and a worker in another process share the
 * file; synchronous=FULL makes each commit durable (the WAL is synced) before the visitor hears `ok: true`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type {
  AcceptResult,
  ClaimOptions,
  ClaimedMessage,
  ContactStore,
  MessageStatus,
  MessageSummary,
  PurgeOptions,
  StoredContactMessage,
} from './contact-store.ts';
import { MESSAGE_STATUSES } from './contact-store.ts';
import { MIGRATIONS } from './migrations.ts';
import {
  SUMMARY_COLUMNS,
  byReceived,
  statsFrom,
  storedError,
  toClaimed,
  toStored,
  toSummary,
  type Row,
} from './rows.ts';

export interface SqliteStoreOptions {
  /** A file path, or ':memory:' for throwaway tests. */
  path: string;
  /** How long to wait for another process's write lock before giving up. */
  busyTimeoutMs?: number;
}

export function openSqliteStore({ path, busyTimeoutMs = 5000 }: SqliteStoreOptions): ContactStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(path);
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');

  const all = (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params) as Row[];
  const run = (sql: string, ...params: SQLInputValue[]) => Number(db.prepare(sql).run(...params).changes);

  /** BEGIN IMMEDIATE takes the write lock up front, so a read-then-write step cannot interleave. */
  function transaction<T>(work: () => T): T {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // SQLite already rolled back (for example after SQLITE_FULL); the original error matters.
      }
      throw error;
    }
  }

  // Prepared on first use: the table exists only after migrate().
  let insertStatement: StatementSync | undefined;
  const insert = () =>
    (insertStatement ??= db.prepare(`
    INSERT INTO contact_messages
      (id, idempotency_key, fingerprint, status, name, email, phone, topic, message, received_at, next_attempt_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (idempotency_key) DO NOTHING`));

  const store: ContactStore = {
    kind: 'sqlite',

    async migrate() {
      db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
      transaction(() => {
        const current = Number(
          all('SELECT coalesce(max(version), 0) AS v FROM schema_version')[0]?.['v'] ?? 0,
        );
        for (const migration of MIGRATIONS) {
          if (migration.version <= current) continue;
          db.exec(migration.sqlite);
          run('DELETE FROM schema_version');
          run('INSERT INTO schema_version (version) VALUES (?)', migration.version);
        }
      });
    },

    async accept({ content, spam, idempotencyKey, fingerprint, receivedAt }): Promise<AcceptResult> {
      const id = randomUUID();
      const changes = insert().run(
        id,
        idempotencyKey ?? null,
        fingerprint,
        spam ? 'spam' : 'pending',
        content.name,
        content.email,
        content.phone ?? null,
        content.topic ?? null,
        content.message,
        receivedAt,
        receivedAt,
      ).changes;
      if (Number(changes) === 1) return { kind: 'stored', id };
      const [existing] = all(
        'SELECT id, fingerprint FROM contact_messages WHERE idempotency_key = ?',
        idempotencyKey ?? null,
      );
      if (!existing) throw new Error('contact store: insert ignored without an idempotency conflict');
      return existing['fingerprint'] === fingerprint
        ? { kind: 'duplicate', id: String(existing['id']) }
        : { kind: 'conflict' };
    },

    async claim({ now, leaseMs, limit, maxAttempts }: ClaimOptions): Promise<ClaimedMessage[]> {
      const token = randomUUID();
      return transaction(() => {
        run(
          `UPDATE contact_messages
             SET status = 'failed', lease_until = NULL, claim_token = NULL,
                 last_error = 'gave up: the worker stopped during the last attempt'
           WHERE status = 'pending' AND lease_until <= ? AND attempts >= ?`,
          now,
          maxAttempts,
        );
        return all(
          `UPDATE contact_messages
             SET lease_until = ?, claim_token = ?, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM contact_messages
              WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
              ORDER BY next_attempt_at, received_at
              LIMIT ?)
           RETURNING *`,
          now + leaseMs,
          token,
          now,
          now,
          limit,
        )
          .map(toClaimed)
          .sort(byReceived);
      });
    },

    async markDelivered(id, claimToken, at) {
      return (
        run(
          `UPDATE contact_messages
             SET status = 'delivered', delivered_at = ?, lease_until = NULL, claim_token = NULL, last_error = NULL
           WHERE id = ? AND claim_token = ? AND status = 'pending'`,
          at,
          id,
          claimToken,
        ) === 1
      );
    },

    async release(id, claimToken) {
      return (
        run(
          `UPDATE contact_messages
             SET lease_until = NULL, claim_token = NULL, attempts = max(0, attempts - 1)
           WHERE id = ? AND claim_token = ? AND status = 'pending'`,
          id,
          claimToken,
        ) === 1
      );
    },

    async reschedule(id, claimToken, nextAttemptAt, error) {
      return (
        run(
          `UPDATE contact_messages
             SET next_attempt_at = ?, last_error = ?, lease_until = NULL, claim_token = NULL
           WHERE id = ? AND claim_token = ? AND status = 'pending'`,
          nextAttemptAt,
          storedError(error),
          id,
          claimToken,
        ) === 1
      );
    },

    async markFailed(id, claimToken, error) {
      return (
        run(
          `UPDATE contact_messages
             SET status = 'failed', last_error = ?, lease_until = NULL, claim_token = NULL
           WHERE id = ? AND claim_token = ? AND status = 'pending'`,
          storedError(error),
          id,
          claimToken,
        ) === 1
      );
    },

    async list(statuses): Promise<MessageSummary[]> {
      if (statuses.length === 0) return [];
      const marks = statuses.map(() => '?').join(', ');
      return all(
        `SELECT ${SUMMARY_COLUMNS} FROM contact_messages WHERE status IN (${marks}) ORDER BY received_at`,
        ...statuses,
      ).map(toSummary);
    },

    async get(id): Promise<StoredContactMessage | null> {
      const [row] = all('SELECT * FROM contact_messages WHERE id = ?', id);
      return row ? toStored(row) : null;
    },

    async requeue(ids, now) {
      const reset = `UPDATE contact_messages
          SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_until = NULL, claim_token = NULL`;
      if (ids === 'all-failed') return run(`${reset} WHERE status = 'failed'`, now);
      return transaction(() =>
        ids.reduce(
          (changed, id) => changed + run(`${reset} WHERE id = ? AND status IN ('failed', 'spam')`, now, id),
          0,
        ),
      );
    },

    async purge({ deliveredBefore, spamBefore }: PurgeOptions) {
      return transaction(() => ({
        delivered: run(
          "DELETE FROM contact_messages WHERE status = 'delivered' AND delivered_at < ?",
          deliveredBefore,
        ),
        spam: run("DELETE FROM contact_messages WHERE status = 'spam' AND received_at < ?", spamBefore),
      }));
    },

    async counts() {
      const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<
        MessageStatus,
        number
      >;
      for (const row of all('SELECT status, count(*) AS n FROM contact_messages GROUP BY status')) {
        counts[row['status'] as MessageStatus] = Number(row['n']);
      }
      return counts;
    },

    async outboxStats() {
      const rows = all(
        `SELECT status, count(*) AS n, min(received_at) AS oldest FROM contact_messages
          WHERE status IN ('pending', 'failed') GROUP BY status`,
      );
      return statsFrom(rows);
    },

    async close() {
      if (db.isOpen) db.close();
    },
  };
  return store;
}
