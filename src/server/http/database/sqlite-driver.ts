/**
 * The embedded database: SQLite through Node's built-in node:sqlite, the default so `npm start` needs no
 * database server. WAL lets the endpoint and a worker in another process share the file;
 * synchronous=FULL makes each commit durable (the WAL is synced) before the visitor hears `ok: true`.
 *
 * node:sqlite answers synchronously, and a durable commit waits for the disk: on the server's own thread
 * every commit would hold up every page request behind it. So the connection lives on a thread of its
 * own (sqlite-thread.ts), which also writes the requests that arrive together in one transaction (one
 * sync for all of them). Migrations run before that, on a short-lived connection here.
 *
 * The parts' stores hold the operations; this file connects and runs statements.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Row, SqlDriver, Statement, StatementResult } from './sql-driver.ts';
import type { ThreadReply } from './sqlite-thread.ts';

interface SqliteDriverOptions {
  /** The database file; its folder is created when missing. */
  path: string;
  /** How long to wait for another process's write lock before giving up. */
  busyTimeoutMs?: number;
}

// Beside this file; a path built at run time, so a bundler leaves it alone.
const THREAD = join(dirname(fileURLToPath(import.meta.url)), 'sqlite-thread.ts');

/** `$1` is PostgreSQL's placeholder, as the stores write them; SQLite's numbered one is `?1`. */
const toSqlite = ({ sql, params }: Statement): Statement => ({
  sql: sql.replace(/\$(\d+)/g, '?$1'),
  ...(params ? { params } : {}),
});

export function openSqliteDriver({ path, busyTimeoutMs = 5000 }: SqliteDriverOptions): SqlDriver {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });

  let thread: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (results: StatementResult[]) => void; reject: (error: Error) => void }
  >();

  function start(): Worker {
    const worker = new Worker(THREAD, { workerData: { path, busyTimeoutMs } });
    worker.unref();
    worker.on('message', ({ id, results, error }: ThreadReply) => {
      const pending = waiting.get(id);
      if (!pending) return;
      waiting.delete(id);
      if (waiting.size === 0) worker.unref();
      if (error) pending.reject(Object.assign(new Error(error.message), error));
      else pending.resolve(results!);
    });
    const fail = (error: Error) => {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      if (thread === worker) thread = null;
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('store: the SQLite thread stopped')));
    return worker;
  }

  function send(statements: readonly Statement[], durable = true): Promise<StatementResult[]> {
    thread ??= start();
    const worker = thread;
    return new Promise((resolve, reject) => {
      const id = (nextId += 1);
      waiting.set(id, { resolve, reject });
      // The thread keeps the process alive only while an answer is awaited.
      worker.ref();
      worker.postMessage({ id, statements: statements.map(toSqlite), durable });
    });
  }

  return {
    dialect: 'sqlite',
    prefix: '',
    run: async (statement) => (await send([statement]))[0]!,
    transaction: (statements, { durable = true } = {}) => send(statements, durable),
    async exclusive(setup, read, next) {
      const db = new DatabaseSync(path);
      try {
        db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
        db.exec('PRAGMA journal_mode = WAL');
        // Migrations delete and drop too: what they remove is overwritten (sqlite-thread.ts says why).
        db.exec('PRAGMA secure_delete = ON');
        const execute = (statement: Statement): StatementResult => {
          const { sql, params = [] } = toSqlite(statement);
          const prepared = db.prepare(sql);
          const values = params as SQLInputValue[];
          if (prepared.columns().length > 0) return { rows: prepared.all(...values) as Row[], changes: 0 };
          return { rows: [], changes: Number(prepared.run(...values).changes) };
        };
        // BEGIN IMMEDIATE takes the write lock up front: two instances starting together migrate once.
        db.exec('BEGIN IMMEDIATE');
        try {
          setup.forEach(execute);
          next(execute(read)).forEach(execute);
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      } finally {
        db.close();
      }
    },
    async close() {
      const worker = thread;
      thread = null;
      if (!worker) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.ref();
      worker.postMessage('close');
      await exited;
    },
  };
}
