/**
 * The SQLite database's own thread (see sqlite-driver.ts). node:sqlite is synchronous, and a durable commit
 * waits for the disk, so here, not on the thread that answers visitors, is where that waiting happens.
 *
 * Group commit: every request that arrived while the previous group was being written runs in one
 * transaction, each inside its own savepoint (a request that fails is rolled back alone), and one sync
 * makes them all durable; only then does any of them get its answer.
 *
 * Loaded by Node directly (no bundler), so it imports nothing but Node's own modules.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

interface Statement {
  sql: string;
  params?: readonly unknown[];
}

interface Request {
  id: number;
  statements: Statement[];
  /** False for writes a crash may lose (the daily counters): a group of only those is not synced. */
  durable: boolean;
}

export interface ThreadReply {
  id: number;
  results?: { rows: Record<string, unknown>[]; changes: number }[];
  error?: { message: string; code?: string; errcode?: number; errstr?: string };
}

const { path, busyTimeoutMs } = workerData as { path: string; busyTimeoutMs: number };
const db = new DatabaseSync(path);
db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
db.exec('PRAGMA journal_mode = WAL');
// Deleted rows are overwritten, not left in free pages where a copy of the file would still hold them.
db.exec('PRAGMA secure_delete = ON');
db.exec('PRAGMA synchronous = FULL');
// Deleted rows are overwritten, not left in free pages: a copy of the file keeps no message or count that
// was deleted.
db.exec('PRAGMA secure_delete = ON');

// The same few statements run again and again: compile each once.
const prepared = new Map<string, StatementSync>();
function execute({ sql, params = [] }: Statement) {
  let statement = prepared.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    prepared.set(sql, statement);
  }
  const values = params as SQLInputValue[];
  if (statement.columns().length > 0) {
    return { rows: statement.all(...values) as Record<string, unknown>[], changes: 0 };
  }
  return { rows: [], changes: Number(statement.run(...values).changes) };
}

function describe(error: unknown): NonNullable<ThreadReply['error']> {
  const { message, code, errcode, errstr } = error as Record<string, unknown>;
  return {
    message: String(message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof errcode === 'number' ? { errcode } : {}),
    ...(typeof errstr === 'string' ? { errstr } : {}),
  };
}

let queue: Request[] = [];
let scheduled = false;

function writeGroup() {
  scheduled = false;
  if (queue.length === 0 || !db.isOpen) return;
  const group = queue;
  queue = [];
  const replies: ThreadReply[] = [];
  // In WAL mode, NORMAL commits without syncing; the next durable commit syncs those frames with its own.
  const durable = group.some((request) => request.durable);
  if (!durable) db.exec('PRAGMA synchronous = NORMAL');
  try {
    writeTransaction(group, replies);
  } finally {
    if (!durable) db.exec('PRAGMA synchronous = FULL');
  }
}

function writeTransaction(group: Request[], replies: ThreadReply[]) {
  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    // The write lock is not to be had (another process held it past busy_timeout): all of them fail.
    for (const { id } of group) parentPort!.postMessage({ id, error: describe(error) });
    return;
  }
  for (const { id, statements } of group) {
    db.exec('SAVEPOINT request');
    try {
      replies.push({ id, results: statements.map(execute) });
      db.exec('RELEASE request');
    } catch (error) {
      db.exec('ROLLBACK TO request');
      db.exec('RELEASE request');
      replies.push({ id, error: describe(error) });
    }
  }
  try {
    db.exec('COMMIT');
  } catch (error) {
    try {
      db.exec('ROLLBACK');
    } catch {
      // SQLite rolled back already (SQLITE_FULL and the like); the commit's error is the answer.
    }
    for (const { id } of group) parentPort!.postMessage({ id, error: describe(error) });
    return;
  }
  for (const reply of replies) parentPort!.postMessage(reply);
}

parentPort!.on('message', (request: Request | 'close') => {
  if (request === 'close') {
    if (queue.length > 0) writeGroup();
    db.close();
    parentPort!.close();
    return;
  }
  queue.push(request);
  // Requests already waiting on the port are delivered before this runs: they join the group.
  if (!scheduled) {
    scheduled = true;
    setImmediate(writeGroup);
  }
});
