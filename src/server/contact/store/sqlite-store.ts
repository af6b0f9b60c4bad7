/**
 * The embedded store: SQLite through Node's built-in node:sqlite, the default so `npm start` needs no
 * database server. WAL lets the endpoint and a worker in another process share the file;
 * synchronous=FULL makes each commit durable (the WAL is synced) before the visitor hears `ok: true`.
 * The operations are in sql-store.ts; this file connects and runs statements.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { ContactStore } from './contact-store.ts';
import type { Row } from './rows.ts';
import { createSqlStore, type SqlDriver, type Statement, type StatementResult } from './sql-store.ts';

interface SqliteStoreOptions {
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

  // Statements are compiled once: the same few run again and again.
  const prepared = new Map<string, StatementSync>();
  function execute({ sql, params = [] }: Statement): StatementResult {
    // `$1` is PostgreSQL's placeholder; SQLite's numbered one is `?1`.
    const text = sql.replace(/\$(\d+)/g, '?$1');
    let statement = prepared.get(text);
    if (!statement) {
      statement = db.prepare(text);
      prepared.set(text, statement);
    }
    const values = params as SQLInputValue[];
    if (statement.columns().length > 0) return { rows: statement.all(...values) as Row[], changes: 0 };
    return { rows: [], changes: Number(statement.run(...values).changes) };
  }

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

  const driver: SqlDriver = {
    dialect: 'sqlite',
    prefix: '',
    async run(statement) {
      return execute(statement);
    },
    async transaction(statements) {
      return transaction(() => statements.map(execute));
    },
    async exclusive(setup, read, next) {
      transaction(() => {
        setup.forEach(execute);
        next(execute(read)).forEach(execute);
      });
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
  return createSqlStore(driver);
}
