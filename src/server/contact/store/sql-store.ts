/**
 * The contact store's operations, written once for both databases. Each is SQL with PostgreSQL's `$n`
 * placeholders (the SQLite driver reads them as its own numbered `?n`); where the two dialects differ,
 * both forms stand side by side here, so a change to the outbox touches this file only. The drivers
 * (src/server/http/database/) only connect, run statements and migrate under their own lock.
 */
import { randomUUID } from 'node:crypto';
import type {
  AcceptResult,
  ClaimedMessage,
  ContactStore,
  MessageStatus,
  MessageSummary,
  StoredContactMessage,
} from './contact-store.ts';
import { MESSAGE_STATUSES } from './contact-store.ts';
import { migrate } from '../../http/database/migrate.ts';
import type { Dialect, SqlDriver } from '../../http/database/sql-driver.ts';
import { MIGRATIONS } from './migrations.ts';
import {
  SUMMARY_COLUMNS,
  byReceived,
  statsFrom,
  storedError,
  toClaimed,
  toStored,
  toSummary,
} from './rows.ts';

/**
 * Where the dialects differ, side by side. Claiming due messages: PostgreSQL locks the rows it picks and
 * skips those another worker's claim holds (FOR UPDATE SKIP LOCKED in a CTE, the form PostgreSQL
 * documents for queues); SQLite's claim holds the database's write lock from its start, so a subquery
 * does.
 */
const CLAIM: Record<Dialect, (messages: string) => string> = {
  postgres: (messages) => `
    WITH due AS (
      SELECT id FROM ${messages}
       WHERE status = 'pending' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= $3)
       ORDER BY next_attempt_at, received_at
       LIMIT $4
       FOR UPDATE SKIP LOCKED)
    UPDATE ${messages} AS m
       SET lease_until = $1, claim_token = $2, attempts = m.attempts + 1
      FROM due
     WHERE m.id = due.id
    RETURNING m.*`,
  sqlite: (messages) => `
    UPDATE ${messages}
       SET lease_until = $1, claim_token = $2, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM ${messages}
        WHERE status = 'pending' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= $3)
        ORDER BY next_attempt_at, received_at
        LIMIT $4)
    RETURNING *`,
};

const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

/** Taking a message: stored once, with what another part writes beside it, or nothing. */
function acceptOperation(driver: SqlDriver): Pick<ContactStore, 'accept'> {
  const messages = `${driver.prefix}contact_messages`;
  const run = (sql: string, params: readonly unknown[] = []) => driver.run({ sql, params });
  return {
    async accept({
      kind = 'contact',
      content,
      spam,
      idempotencyKey,
      fingerprint,
      receivedAt,
      attach,
    }): Promise<AcceptResult> {
      const id = randomUUID();
      const insert = {
        sql: `INSERT INTO ${messages}
           (id, idempotency_key, fingerprint, status, name, email, phone, topic, message, received_at, next_attempt_at,
            reply_by, voicemail, kind)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id`,
        params: [
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
          content.replyBy ?? null,
          content.voicemail ?? null,
          kind,
        ],
      };
      const beside = attach?.(id, receivedAt);
      const results = beside
        ? await driver.transaction([
            ...beside.before,
            insert,
            beside.write,
            // A request whose part refused its rows stores nothing.
            { sql: `DELETE FROM ${messages} WHERE id = $1 AND NOT ${beside.written}`, params: [id] },
          ])
        : [await driver.run(insert)];
      const inserted = results[beside?.before.length ?? 0];
      const written = beside ? results[beside.before.length + 1] : undefined;
      if (inserted!.rows.length === 1 && written && written.changes === 0) {
        return { kind: 'refused', reason: await beside!.refusal() };
      }
      if (inserted!.rows.length === 1) return { kind: 'stored', id };
      const [existing] = (
        await run(`SELECT id, fingerprint FROM ${messages} WHERE idempotency_key = $1`, [
          idempotencyKey ?? null,
        ])
      ).rows;
      if (!existing) throw new Error('contact store: insert ignored without an idempotency conflict');
      return existing['fingerprint'] === fingerprint
        ? { kind: 'duplicate', id: String(existing['id']) }
        : { kind: 'conflict' };
    },
  };
}

/** The outbox's claims and their outcomes. */
function claimOperations(
  driver: SqlDriver,
): Pick<ContactStore, 'claim' | 'markDelivered' | 'extendLease' | 'release' | 'reschedule' | 'markFailed'> {
  const { dialect } = driver;
  const messages = `${driver.prefix}contact_messages`;
  const run = (sql: string, params: readonly unknown[] = []) => driver.run({ sql, params });
  const changed = async (sql: string, params: readonly unknown[]) => (await run(sql, params)).changes === 1;
  return {
    async claim({ now, leaseMs, limit, maxAttempts }): Promise<ClaimedMessage[]> {
      const [, claimed] = await driver.transaction([
        // A message whose lease ran out on its last attempt: the worker died each time it tried.
        {
          sql: `UPDATE ${messages}
                   SET status = 'failed', lease_until = NULL, claim_token = NULL,
                       last_error = 'gave up: the worker stopped during the last attempt'
                 WHERE status = 'pending' AND lease_until <= $1 AND attempts >= $2`,
          params: [now, maxAttempts],
        },
        { sql: CLAIM[dialect](messages), params: [now + leaseMs, randomUUID(), now, limit] },
      ]);
      return claimed!.rows.map(toClaimed).sort(byReceived);
    },

    // The claim token stays on a delivered message, so recording the delivery again (its first answer
    // was lost with the connection) still says it is this claim's.
    markDelivered: (id, claimToken, at) =>
      changed(
        `UPDATE ${messages}
            SET status = 'delivered', delivered_at = $1, lease_until = NULL, last_error = NULL
          WHERE id = $2 AND claim_token = $3 AND status IN ('pending', 'delivered')`,
        [at, id, claimToken],
      ),

    extendLease: (id, claimToken, until) =>
      changed(
        `UPDATE ${messages} SET lease_until = $1 WHERE id = $2 AND claim_token = $3 AND status = 'pending'`,
        [until, id, claimToken],
      ),

    release: (id, claimToken) =>
      changed(
        `UPDATE ${messages}
            SET lease_until = NULL, claim_token = NULL, attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END
          WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
        [id, claimToken],
      ),

    reschedule: (id, claimToken, nextAttemptAt, error) =>
      changed(
        `UPDATE ${messages}
            SET next_attempt_at = $1, last_error = $2, lease_until = NULL, claim_token = NULL
          WHERE id = $3 AND claim_token = $4 AND status = 'pending'`,
        [nextAttemptAt, storedError(error), id, claimToken],
      ),

    markFailed: (id, claimToken, error) =>
      changed(
        `UPDATE ${messages}
            SET status = 'failed', last_error = $1, lease_until = NULL, claim_token = NULL
          WHERE id = $2 AND claim_token = $3 AND status = 'pending'`,
        [storedError(error), id, claimToken],
      ),
  };
}

/** What the operator's commands and the health check read and do. */
function operatorOperations(
  driver: SqlDriver,
): Pick<ContactStore, 'list' | 'get' | 'requeue' | 'purge' | 'counts' | 'outboxStats'> {
  const messages = `${driver.prefix}contact_messages`;
  const run = (sql: string, params: readonly unknown[] = []) => driver.run({ sql, params });
  return {
    async list(statuses): Promise<MessageSummary[]> {
      if (statuses.length === 0) return [];
      const { rows } = await run(
        `SELECT ${SUMMARY_COLUMNS} FROM ${messages} WHERE status IN (${placeholders(1, statuses.length)})
          ORDER BY received_at`,
        statuses,
      );
      return rows.map(toSummary);
    },

    async get(id): Promise<StoredContactMessage | null> {
      const [row] = (await run(`SELECT * FROM ${messages} WHERE id = $1`, [id])).rows;
      return row ? toStored(row) : null;
    },

    async requeue(ids, now) {
      const reset = `UPDATE ${messages}
          SET status = 'pending', attempts = 0, next_attempt_at = $1, lease_until = NULL, claim_token = NULL`;
      if (ids === 'all-failed') return (await run(`${reset} WHERE status = 'failed'`, [now])).changes;
      if (ids.length === 0) return 0;
      const sql = `${reset} WHERE id IN (${placeholders(2, ids.length)}) AND status IN ('failed', 'spam')`;
      return (await run(sql, [now, ...ids])).changes;
    },

    async purge({ deliveredBefore, spamBefore }) {
      const [delivered, spam] = await driver.transaction([
        {
          sql: `DELETE FROM ${messages} WHERE status = 'delivered' AND delivered_at < $1`,
          params: [deliveredBefore],
        },
        { sql: `DELETE FROM ${messages} WHERE status = 'spam' AND received_at < $1`, params: [spamBefore] },
      ]);
      return { delivered: delivered!.changes, spam: spam!.changes };
    },

    async counts() {
      const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<
        MessageStatus,
        number
      >;
      for (const row of (await run(`SELECT status, count(*) AS n FROM ${messages} GROUP BY status`)).rows) {
        counts[row['status'] as MessageStatus] = Number(row['n']);
      }
      return counts;
    },

    async outboxStats() {
      const { rows } = await run(
        `SELECT status, count(*) AS n, min(received_at) AS oldest FROM ${messages}
          WHERE status IN ('pending', 'failed') GROUP BY status`,
      );
      return statsFrom(rows);
    },
  };
}

/** The rate limit's counts shared by several instances. */
function rateOperations(driver: SqlDriver): Pick<ContactStore, 'countHit' | 'refundHit' | 'forgetHits'> {
  const limits = `${driver.prefix}contact_rate_limits`;
  const run = (sql: string, params: readonly unknown[] = []) => driver.run({ sql, params });
  return {
    async countHit(clientKey, now, windowMs) {
      // One statement, so two instances counting the same client at once both count.
      const { rows } = await run(
        `INSERT INTO ${limits} AS r (client_key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (client_key) DO UPDATE SET
           hits = CASE WHEN r.window_start <= $3 THEN 1 ELSE r.hits + 1 END,
           window_start = CASE WHEN r.window_start <= $3 THEN $2 ELSE r.window_start END
         RETURNING hits, window_start`,
        [clientKey, now, now - windowMs],
      );
      return { hits: Number(rows[0]!['hits']), windowStart: Number(rows[0]!['window_start']) };
    },

    async refundHit(clientKey, windowStart) {
      await run(
        `UPDATE ${limits} SET hits = hits - 1 WHERE client_key = $1 AND window_start = $2 AND hits > 0`,
        [clientKey, windowStart],
      );
    },

    async forgetHits(before) {
      await run(`DELETE FROM ${limits} WHERE window_start < $1`, [before]);
    },
  };
}

/** The contact store on an open database; closing the store closes the database. */
export function createSqlStore(driver: SqlDriver): ContactStore {
  return {
    kind: driver.dialect,
    migrate: () => migrate(driver, 'schema_version', MIGRATIONS),
    ...acceptOperation(driver),
    ...claimOperations(driver),
    ...operatorOperations(driver),
    ...rateOperations(driver),
    close: () => driver.close(),
  };
}
