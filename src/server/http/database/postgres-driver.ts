/**
 * The shared database: PostgreSQL through `pg`, for several server instances on one database. Every
 * statement commits before it returns (PostgreSQL's default synchronous_commit), so `ok: true` follows
 * a durable write. The parts' stores hold the operations; this file connects and runs statements.
 */
import pg from 'pg';
import type { Row, SqlDriver, Statement } from './sql-driver.ts';

interface PostgresDriverOptions {
  connectionString: string;
  /** Schema holding the tables; tests use a throwaway one per run. */
  schema?: string;
  poolSize?: number;
  /** Told about connection errors of idle clients (never with message content). */
  onError?: (error: Error) => void;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

async function execute(client: pg.Pool | pg.PoolClient, { sql, params = [] }: Statement) {
  const result = await client.query(sql, params as unknown[]);
  return { rows: result.rows as Row[], changes: result.rowCount ?? 0 };
}

export function openPostgresDriver({
  connectionString,
  schema = 'public',
  poolSize = 10,
  onError = () => {},
}: PostgresDriverOptions): SqlDriver {
  if (!IDENTIFIER.test(schema)) throw new Error(`store: invalid schema name "${schema}"`);
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 10_000 });
  // A connection that drops must not end the process; the next query opens another. The pool hears
  // about idle ones; a connection lent out reports it on its own client, which may have no other
  // listener at that moment, so every client gets one for its whole life.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));

  async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      failure = error instanceof Error ? error : new Error('transaction failed');
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      // A connection that failed mid-transaction may be dead: the pool drops it instead of lending it again.
      client.release(failure);
    }
  }

  return {
    dialect: 'postgres',
    prefix: `"${schema}".`,
    run: (statement) => execute(pool, statement),
    transaction: (statements, { durable = true } = {}) =>
      inTransaction(async (client) => {
        if (!durable) await client.query('SET LOCAL synchronous_commit TO OFF');
        const results = [];
        for (const statement of statements) results.push(await execute(client, statement));
        return results;
      }),
    exclusive: (setup, read, next) =>
      inTransaction(async (client) => {
        // One migrating part of one instance at a time, per schema; the lock keeps the name it had when
        // the contact store was the only part, so an instance of the version before waits for it too.
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`live-deeply-contact:${schema}`]);
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        for (const statement of setup) await execute(client, statement);
        for (const statement of next(await execute(client, read))) await execute(client, statement);
      }),
    close: () => pool.end(),
  };
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
