/**
 * The shared store: PostgreSQL through `pg`, for several server instances on one database (PRODUCT.md
 * section 7). Claims use `FOR UPDATE SKIP LOCKED`, so two workers never lease the same message. Every
 * statement commits before it returns (PostgreSQL's default synchronous_commit), so `ok: true` follows a
 * durable write.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type {
  AcceptResult,
  ClaimOptions,
  ClaimedMessage,
  ContactStore,
  MessageStatus,
  MessageSummary,
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

export interface PostgresStoreOptions {
  connectionString: string;
  /** Schema holding the tables; tests use a throwaway one per run. */
  schema?: string;
  poolSize?: number;
  /** Told about connection errors of idle clients (never with message content). */
  onError?: (error: Error) => void;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export function openPostgresStore({
  connectionString,
  schema = 'public',
  poolSize = 10,
  onError = () => {},
}: PostgresStoreOptions): ContactStore {
  if (!IDENTIFIER.test(schema)) throw new Error(`contact store: invalid schema name "${schema}"`);
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', onError);

  const table = `"${schema}".contact_messages`;
  const query = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[];
  const count = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rowCount ?? 0;

  const store: ContactStore = {
    kind: 'postgres',

    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // One migrating instance at a time, per schema.
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`live-deeply-contact:${schema}`]);
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        await client.query(
          `CREATE TABLE IF NOT EXISTS "${schema}".schema_version (version INTEGER NOT NULL)`,
        );
        const { rows } = await client.query(
          `SELECT coalesce(max(version), 0) AS v FROM "${schema}".schema_version`,
        );
        const current = Number(rows[0]?.v ?? 0);
        for (const migration of MIGRATIONS) {
          if (migration.version <= current) continue;
          await client.query(migration.postgres.replaceAll('{schema}', `"${schema}"`));
          await client.query(`DELETE FROM "${schema}".schema_version`);
          await client.query(`INSERT INTO "${schema}".schema_version (version) VALUES ($1)`, [
            migration.version,
          ]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    async accept({ content, spam, idempotencyKey, fingerprint, receivedAt }): Promise<AcceptResult> {
      const id = randomUUID();
      const inserted = await query(
        `INSERT INTO ${table}
           (id, idempotency_key, fingerprint, status, name, email, phone, topic, message, received_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id`,
        [
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
        ],
      );
      if (inserted.length === 1) return { kind: 'stored', id };
      const [existing] = await query(`SELECT id, fingerprint FROM ${table} WHERE idempotency_key = $1`, [
        idempotencyKey,
      ]);
      if (!existing) throw new Error('contact store: insert ignored without an idempotency conflict');
      return existing['fingerprint'] === fingerprint
        ? { kind: 'duplicate', id: String(existing['id']) }
        : { kind: 'conflict' };
    },

    async claim({ now, leaseMs, limit, maxAttempts }: ClaimOptions): Promise<ClaimedMessage[]> {
      await count(
        `UPDATE ${table}
            SET status = 'failed', lease_until = NULL, claim_token = NULL,
                last_error = 'gave up: the worker stopped during the last attempt'
          WHERE status = 'pending' AND lease_until <= $1 AND attempts >= $2`,
        [now, maxAttempts],
      );
      const rows = await query(
        `WITH due AS (
           SELECT id FROM ${table}
            WHERE status = 'pending' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= $3)
            ORDER BY next_attempt_at, received_at
            LIMIT $4
            FOR UPDATE SKIP LOCKED)
         UPDATE ${table} AS m
            SET lease_until = $1, claim_token = $2, attempts = m.attempts + 1
           FROM due
          WHERE m.id = due.id
          RETURNING m.*`,
        [now + leaseMs, randomUUID(), now, limit],
      );
      return rows.map(toClaimed).sort(byReceived);
    },

    async markDelivered(id, claimToken, at) {
      return (
        (await count(
          `UPDATE ${table}
              SET status = 'delivered', delivered_at = $1, lease_until = NULL, claim_token = NULL, last_error = NULL
            WHERE id = $2 AND claim_token = $3 AND status = 'pending'`,
          [at, id, claimToken],
        )) === 1
      );
    },

    async release(id, claimToken) {
      return (
        (await count(
          `UPDATE ${table}
              SET lease_until = NULL, claim_token = NULL, attempts = greatest(0, attempts - 1)
            WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
          [id, claimToken],
        )) === 1
      );
    },

    async reschedule(id, claimToken, nextAttemptAt, error) {
      return (
        (await count(
          `UPDATE ${table}
              SET next_attempt_at = $1, last_error = $2, lease_until = NULL, claim_token = NULL
            WHERE id = $3 AND claim_token = $4 AND status = 'pending'`,
          [nextAttemptAt, storedError(error), id, claimToken],
        )) === 1
      );
    },

    async markFailed(id, claimToken, error) {
      return (
        (await count(
          `UPDATE ${table}
              SET status = 'failed', last_error = $1, lease_until = NULL, claim_token = NULL
            WHERE id = $2 AND claim_token = $3 AND status = 'pending'`,
          [storedError(error), id, claimToken],
        )) === 1
      );
    },

    async list(statuses): Promise<MessageSummary[]> {
      const rows = await query(
        `SELECT ${SUMMARY_COLUMNS} FROM ${table} WHERE status = ANY($1::text[]) ORDER BY received_at`,
        [statuses],
      );
      return rows.map(toSummary);
    },

    async get(id): Promise<StoredContactMessage | null> {
      const [row] = await query(`SELECT * FROM ${table} WHERE id = $1`, [id]);
      return row ? toStored(row) : null;
    },

    async requeue(ids, now) {
      const reset = `UPDATE ${table}
          SET status = 'pending', attempts = 0, next_attempt_at = $1, lease_until = NULL, claim_token = NULL`;
      if (ids === 'all-failed') return count(`${reset} WHERE status = 'failed'`, [now]);
      return count(`${reset} WHERE id = ANY($2::text[]) AND status IN ('failed', 'spam')`, [now, ids]);
    },

    async purge({ deliveredBefore, spamBefore }) {
      const delivered = await count(`DELETE FROM ${table} WHERE status = 'delivered' AND delivered_at < $1`, [
        deliveredBefore,
      ]);
      const spam = await count(`DELETE FROM ${table} WHERE status = 'spam' AND received_at < $1`, [
        spamBefore,
      ]);
      return { delivered, spam };
    },

    async counts() {
      const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<
        MessageStatus,
        number
      >;
      for (const row of await query(`SELECT status, count(*) AS n FROM ${table} GROUP BY status`)) {
        counts[row['status'] as MessageStatus] = Number(row['n']);
      }
      return counts;
    },

    async outboxStats() {
      const rows = await query(
        `SELECT status, count(*) AS n, min(received_at) AS oldest FROM ${table}
          WHERE status IN ('pending', 'failed') GROUP BY status`,
      );
      return statsFrom(rows);
    },

    async close() {
      await pool.end();
    },
  };
  return store;
}

/** Drops a schema made for a test run (never the default one). */
export async function dropPostgresSchema(connectionString: string, schema: string): Promise<void> {
  if (!IDENTIFIER.test(schema) || schema === 'public') throw new Error(`refusing to drop schema "${schema}"`);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
