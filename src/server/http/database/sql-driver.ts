/**
 * What a part's store (the contact store's src/server/contact/store/sql-store.ts, the counting's
 * src/server/analytics/analytics-store.ts, the server's secrets) needs of a database. Each writes its SQL
 * once, with PostgreSQL's `$n` placeholders; the drivers (sqlite-driver.ts, postgres-driver.ts) only
 * connect, run statements and migrate under their own lock.
 */
/** A row as a driver returns it, by column name. */
export type Row = Record<string, unknown>;

export type Dialect = 'sqlite' | 'postgres';

export interface Statement {
  sql: string;
  params?: readonly unknown[];
}

export interface StatementResult {
  rows: Row[];
  /** Rows inserted, updated or deleted. */
  changes: number;
}

export interface SqlDriver {
  readonly dialect: Dialect;
  /** The schema the tables live in, quoted, with the dot ('' for SQLite). */
  readonly prefix: string;
  run(statement: Statement): Promise<StatementResult>;
  /**
   * Runs the statements in one transaction that holds the write lock from its start. With `durable:
   * false` its commit does not wait for the disk (SQLite's synchronous=NORMAL in WAL mode, PostgreSQL's
   * synchronous_commit off): a crash may lose it, but it never costs the transactions beside it a sync.
   */
  transaction(statements: readonly Statement[], options?: { durable?: boolean }): Promise<StatementResult[]>;
  /**
   * Migrations: runs `setup`, reads with `read`, then runs what `next` makes of it, all in one
   * transaction no other process can run at the same time (SQLite's write lock, PostgreSQL's advisory
   * lock).
   */
  exclusive(
    setup: readonly Statement[],
    read: Statement,
    next: (read: StatementResult) => Statement[],
  ): Promise<void>;
  close(): Promise<void>;
}
