/**
 * The site's own counters, reply times and secrets, kept in the contact store's database (SQLite or
 * PostgreSQL, the SQL written once as in sql-store.ts). Counters are added to, never overwritten, so
 * several instances flushing their counts into one PostgreSQL store add up.
 */
import { randomBytes } from 'node:crypto';
import { METRICS, type CountRow } from '../../lib/analytics/figures.ts';
import type { SqlDriver, Statement } from '../contact/store/sql-driver.ts';

export interface AnalyticsStore {
  /** Adds each row's count to the day's counter, all in one transaction. */
  addCounts(rows: readonly CountRow[]): Promise<void>;
  /** Every counter of the days from `from` to `to`, both included. */
  readCounts(from: string, to: string): Promise<CountRow[]>;
  /** How many searches used each of these word hashes, over every day kept. */
  searchTotals(hashes: readonly string[]): Promise<Map<string, number>>;
  /** Keeps the words of these hashes (kept words stay as they are). */
  keepSearchWords(entries: readonly { hash: string; words: string }[]): Promise<void>;
  /** The words kept for search hashes. */
  searchWords(): Promise<Map<string, string>>;
  /** Records a message's reply once: true the first time, false when it was recorded before. */
  recordReply(messageId: string, day: string, officeSeconds: number): Promise<boolean>;
  /** A recorded reply, or null. */
  reply(messageId: string): Promise<{ day: string; officeSeconds: number } | null>;
  /** The office seconds of the replies recorded from `from` to `to`. */
  replySeconds(from: string, to: string): Promise<number[]>;
  /** A secret of the site's, made on first use and the same for every instance on the store. */
  secret(name: string): Promise<string>;
  /** Deletes counters and replies of days before `before`, and search words no counter uses any more. */
  purge(before: string): Promise<{ counts: number; replies: number }>;
}

/** Rows per INSERT: far below both databases' limits on parameters. */
const BATCH = 200;

export function createAnalyticsStore(driver: SqlDriver): AnalyticsStore {
  const counts = `${driver.prefix}analytics_counts`;
  const words = `${driver.prefix}analytics_search_words`;
  const replies = `${driver.prefix}contact_replies`;
  const secrets = `${driver.prefix}site_secrets`;
  const run = (sql: string, params: readonly unknown[] = []) => driver.run({ sql, params });
  const placeholders = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

  return {
    async addCounts(rows) {
      const statements: Statement[] = [];
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH);
        statements.push({
          sql: `INSERT INTO ${counts} AS c (day, metric, key, n)
                VALUES ${batch.map((_, i) => `(${placeholders(i * 4 + 1, 4)})`).join(', ')}
                ON CONFLICT (day, metric, key) DO UPDATE SET n = c.n + excluded.n`,
          params: batch.flatMap((row) => [row.day, row.metric, row.key, row.n]),
        });
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

    async searchTotals(hashes) {
      const totals = new Map<string, number>();
      if (hashes.length === 0) return totals;
      const { rows } = await run(
        `SELECT key, sum(n) AS total FROM ${counts}
          WHERE metric = $1 AND key IN (${placeholders(2, hashes.length)}) GROUP BY key`,
        [METRICS.search, ...hashes],
      );
      for (const row of rows) totals.set(String(row['key']), Number(row['total']));
      return totals;
    },

    async keepSearchWords(entries) {
      if (entries.length === 0) return;
      await run(
        `INSERT INTO ${words} (hash, words)
         VALUES ${entries.map((_, i) => `(${placeholders(i * 2 + 1, 2)})`).join(', ')}
         ON CONFLICT (hash) DO NOTHING`,
        entries.flatMap((entry) => [entry.hash, entry.words]),
      );
    },

    async searchWords() {
      const { rows } = await run(`SELECT hash, words FROM ${words}`);
      return new Map(rows.map((row) => [String(row['hash']), String(row['words'])]));
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

    async secret(name) {
      await run(`INSERT INTO ${secrets} (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
        name,
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = (await run(`SELECT value FROM ${secrets} WHERE name = $1`, [name])).rows;
      return String(row!['value']);
    },

    async purge(before) {
      const [deletedCounts, deletedReplies] = await driver.transaction([
        { sql: `DELETE FROM ${counts} WHERE day < $1`, params: [before] },
        { sql: `DELETE FROM ${replies} WHERE day < $1`, params: [before] },
        {
          sql: `DELETE FROM ${words} WHERE hash NOT IN (SELECT key FROM ${counts} WHERE metric = $1)`,
          params: [METRICS.search],
        },
      ]);
      return { counts: deletedCounts!.changes, replies: deletedReplies!.changes };
    },
  };
}
