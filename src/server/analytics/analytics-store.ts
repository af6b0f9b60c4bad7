/**
 * The site's own counters and reply times, in tables of their own on the server's database (SQLite or
 * PostgreSQL, the SQL written once with PostgreSQL's placeholders), created by their own migrations:
 * with counting switched off none of them exists. Counters are added to, never overwritten, so several
 * instances flushing their counts into one PostgreSQL store add up.
 *
 * The store keeps no order of arrival: on SQLite the counters' table has no rowid (WITHOUT ROWID), so its
 * rows lie in key order; on PostgreSQL every flush rewrites all of the day's rows in key order in one
 * transaction, so they share one transaction id (xmin) and their physical order (ctid) is the keys'.
 */
import type { CountRow } from '../../lib/analytics/figures.ts';
import { migrate, type Migration } from '../http/database/migrate.ts';
import type { SqlDriver, Statement } from '../http/database/sql-driver.ts';

/**
 * The counting's migrations, recorded in analytics_schema_version. Add a step at the end; never edit a
 * released one.
 */
export const ANALYTICS_MIGRATIONS: readonly Migration[] = [
  {
    // analytics_counts: daily counters, one row per day, counter and key (a page, a category, a hash of
    // a search's words), nothing finer than a day and nothing per visitor. analytics_search_words: the
    // words of a search that found nothing, written only once the same words were used three times.
    // contact_replies: how long each message waited for its reply, in office time, keyed by the message
    // (pressing the link again records nothing more). A database from before the counting had migrations
    // of its own got these tables from the contact store's fourth step: they are created only if missing.
    version: 1,
    sqlite: `
      CREATE TABLE IF NOT EXISTS analytics_counts (
        day TEXT NOT NULL,
        metric TEXT NOT NULL,
        key TEXT NOT NULL,
        n INTEGER NOT NULL,
        PRIMARY KEY (day, metric, key)
      );
      CREATE TABLE IF NOT EXISTS analytics_search_words (
        hash TEXT PRIMARY KEY,
        words TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS contact_replies (
        message_id TEXT PRIMARY KEY,
        day TEXT NOT NULL,
        office_seconds INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS contact_replies_day ON contact_replies (day);
    `,
    postgres: `
      CREATE TABLE IF NOT EXISTS {prefix}analytics_counts (
        day TEXT NOT NULL,
        metric TEXT NOT NULL,
        key TEXT NOT NULL,
        n BIGINT NOT NULL,
        PRIMARY KEY (day, metric, key)
      );
      CREATE TABLE IF NOT EXISTS {prefix}analytics_search_words (
        hash TEXT PRIMARY KEY,
        words TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS {prefix}contact_replies (
        message_id TEXT PRIMARY KEY,
        day TEXT NOT NULL,
        office_seconds INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS contact_replies_day ON {prefix}contact_replies (day);
    `,
  },
  {
    // Searches are counted by topic, never by their words: the words and the hashes go. On SQLite the
    // counters' table is rebuilt without a rowid, which kept the order rows arrived in.
    version: 2,
    sqlite: `
      DROP TABLE IF EXISTS analytics_search_words;
      CREATE TABLE analytics_counts_keyed (
        day TEXT NOT NULL,
        metric TEXT NOT NULL,
        key TEXT NOT NULL,
        n INTEGER NOT NULL,
        PRIMARY KEY (day, metric, key)
      ) WITHOUT ROWID;
      INSERT INTO analytics_counts_keyed (day, metric, key, n)
        SELECT day, metric, key, n FROM analytics_counts WHERE metric <> 'search' ORDER BY day, metric, key;
      DROP TABLE analytics_counts;
      ALTER TABLE analytics_counts_keyed RENAME TO analytics_counts;
    `,
    postgres: `
      DROP TABLE IF EXISTS {prefix}analytics_search_words;
      DELETE FROM {prefix}analytics_counts WHERE metric = 'search';
    `,
  },
  {
    // Messages and contact page views were counted per day by the exact page they came from, which told
    // anybody who knew that a person wrote on a day which page that person read. Their rows are folded
    // into one total a day (key 'all'), and the page is deleted: it cannot be made safe afterwards (the
    // kind of page is now counted by month and by randomized response, src/lib/analytics/origins.ts).
    version: 3,
    sqlite: `
      INSERT INTO analytics_counts AS c (day, metric, key, n)
        SELECT day, metric, 'all', sum(n) FROM analytics_counts
         WHERE metric IN ('contact.accepted', 'contact.view') AND key <> 'all'
         GROUP BY day, metric
        ON CONFLICT (day, metric, key) DO UPDATE SET n = c.n + excluded.n;
      DELETE FROM analytics_counts WHERE metric IN ('contact.accepted', 'contact.view') AND key <> 'all';
    `,
    postgres: `
      INSERT INTO {prefix}analytics_counts AS c (day, metric, key, n)
        SELECT day, metric, 'all', sum(n) FROM {prefix}analytics_counts
         WHERE metric IN ('contact.accepted', 'contact.view') AND key <> 'all'
         GROUP BY day, metric
        ON CONFLICT (day, metric, key) DO UPDATE SET n = c.n + excluded.n;
      DELETE FROM {prefix}analytics_counts WHERE metric IN ('contact.accepted', 'contact.view') AND key <> 'all';
    `,
  },
];

export interface AnalyticsStore {
  /** Creates or upgrades the counting's tables; safe to run from several processes at once. */
  migrate(): Promise<void>;
  /**
   * Adds each row's count to the day's counter, all in one transaction, in key order; on PostgreSQL the
   * transaction then rewrites every row of the rows' days in key order.
   */
  addCounts(rows: readonly CountRow[]): Promise<void>;
  /** Every counter of the days from `from` to `to`, both included. */
  readCounts(from: string, to: string): Promise<CountRow[]>;
  /** Records a message's reply once: true the first time, false when it was recorded before. */
  recordReply(messageId: string, day: string, officeSeconds: number): Promise<boolean>;
  /** A recorded reply, or null. */
  reply(messageId: string): Promise<{ day: string; officeSeconds: number } | null>;
  /** The office seconds of the replies recorded from `from` to `to`. */
  replySeconds(from: string, to: string): Promise<number[]>;
  /** Deletes counters and replies of days before `before`. */
  purge(before: string): Promise<{ counts: number; replies: number }>;
}

/** Rows per INSERT: far below both databases' limits on parameters. */
const BATCH = 200;

/** The lock (pg_advisory_xact_lock) under which instances rewrite a day's rows one at a time. */
const REWRITE_LOCK = 4_206_931;

const byKey = (a: CountRow, b: CountRow) =>
  a.day < b.day
    ? -1
    : a.day > b.day
      ? 1
      : a.metric < b.metric
        ? -1
        : a.metric > b.metric
          ? 1
          : a.key < b.key
            ? -1
            : a.key > b.key
              ? 1
              : 0;

/** The store on an open database (the database's owner closes it). */
export function createAnalyticsStore(driver: SqlDriver): AnalyticsStore {
  const counts = `${driver.prefix}analytics_counts`;
  const replies = `${driver.prefix}contact_replies`;
  const run = (sql: string, params: readonly unknown[] = []) => driver.run({ sql, params });
  const placeholders = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

  return {
    migrate: () => migrate(driver, 'analytics_schema_version', ANALYTICS_MIGRATIONS),

    async addCounts(unsorted) {
      const rows = [...unsorted].sort(byKey);
      const postgres = driver.dialect === 'postgres';
      const statements: Statement[] = postgres
        ? [{ sql: 'SELECT pg_advisory_xact_lock($1)', params: [REWRITE_LOCK] }]
        : [];
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH);
        statements.push({
          sql: `INSERT INTO ${counts} AS c (day, metric, key, n)
                VALUES ${batch.map((_, i) => `(${placeholders(i * 4 + 1, 4)})`).join(', ')}
                ON CONFLICT (day, metric, key) DO UPDATE SET n = c.n + excluded.n`,
          params: batch.flatMap((row) => [row.day, row.metric, row.key, row.n]),
        });
      }
      // Every row of the day is deleted and written again in key order: one xmin for all, ctid in key order.
      if (postgres) {
        for (const day of new Set(rows.map((row) => row.day))) {
          statements.push({
            sql: `WITH gone AS (DELETE FROM ${counts} WHERE day = $1 RETURNING day, metric, key, n)
                  INSERT INTO ${counts} (day, metric, key, n)
                  SELECT day, metric, key, n FROM gone ORDER BY metric COLLATE "C", key COLLATE "C"`,
            params: [day],
          });
        }
      }
      // Counts may be lost in a crash (counting fails open); they must never cost a message a disk sync.
      if (statements.length > 0) await driver.transaction(statements, { durable: false });
    },

    async readCounts(from, to) {
      const { rows } = await run(
        `SELECT day, metric, key, n FROM ${counts} WHERE day >= $1 AND day <= $2 ORDER BY day, metric, key`,
        [from, to],
      );
      return rows.map((row) => ({
        day: String(row['day']),
        metric: String(row['metric']),
        key: String(row['key']),
        n: Number(row['n']),
      }));
    },

    async recordReply(messageId, day, officeSeconds) {
      const { changes } = await run(
        `INSERT INTO ${replies} (message_id, day, office_seconds) VALUES ($1, $2, $3)
         ON CONFLICT (message_id) DO NOTHING`,
        [messageId, day, officeSeconds],
      );
      return changes === 1;
    },

    async reply(messageId) {
      const [row] = (
        await run(`SELECT day, office_seconds FROM ${replies} WHERE message_id = $1`, [messageId])
      ).rows;
      return row ? { day: String(row['day']), officeSeconds: Number(row['office_seconds']) } : null;
    },

    async replySeconds(from, to) {
      const { rows } = await run(`SELECT office_seconds FROM ${replies} WHERE day >= $1 AND day <= $2`, [
        from,
        to,
      ]);
      return rows.map((row) => Number(row['office_seconds']));
    },

    async purge(before) {
      const [deletedCounts, deletedReplies] = await driver.transaction([
        { sql: `DELETE FROM ${counts} WHERE day < $1`, params: [before] },
        { sql: `DELETE FROM ${replies} WHERE day < $1`, params: [before] },
      ]);
      return { counts: deletedCounts!.changes, replies: deletedReplies!.changes };
    },
  };
}
