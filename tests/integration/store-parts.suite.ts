/**
 * The server's parts on one database: counting switched off opens nothing of its own (no table, no
 * secret, no timer), and a database made when one list of migrations created every part's tables opens
 * with each part's own migrations and keeps its rows.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsStore } from '@/server/analytics/analytics-store';
import { MIGRATIONS } from '@/server/contact/store/migrations';
import { contactStoreOn } from '@/server/contact/store/open-store';
import { migrate, type Migration } from '@/server/http/database/migrate';
import type { SqlDriver } from '@/server/http/database/sql-driver';
import { silentLogger } from '@/server/http/log';
import { createSecretStore } from '@/server/http/secrets';
import type { Backend } from './helpers/backends.ts';

/** The fourth step as it was released, when the contact store's migrations created the counting's tables. */
const COMBINED_STEP_4: Migration = {
  version: 4,
  sqlite: `
    CREATE TABLE analytics_counts (
      day TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL, n INTEGER NOT NULL,
      PRIMARY KEY (day, metric, key)
    );
    CREATE TABLE analytics_search_words (hash TEXT PRIMARY KEY, words TEXT NOT NULL);
    CREATE TABLE contact_replies (message_id TEXT PRIMARY KEY, day TEXT NOT NULL, office_seconds INTEGER NOT NULL);
    CREATE INDEX contact_replies_day ON contact_replies (day);
    CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    ALTER TABLE contact_messages ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact';
  `,
  postgres: `
    CREATE TABLE {prefix}analytics_counts (
      day TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL, n BIGINT NOT NULL,
      PRIMARY KEY (day, metric, key)
    );
    CREATE TABLE {prefix}analytics_search_words (hash TEXT PRIMARY KEY, words TEXT NOT NULL);
    CREATE TABLE {prefix}contact_replies (message_id TEXT PRIMARY KEY, day TEXT NOT NULL, office_seconds INTEGER NOT NULL);
    CREATE INDEX contact_replies_day ON {prefix}contact_replies (day);
    CREATE TABLE {prefix}site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    ALTER TABLE {prefix}contact_messages ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact';
  `,
};

/** The counting's tables, and the secrets only it asks for. */
const COUNTING_TABLES = ['analytics_counts', 'contact_replies', 'analytics_schema_version'];
const COUNTING_SECRETS = ['answer-links'];
/** The counting's timers: the counters' flush (ANALYTICS_FLUSH_SECONDS), the digest's look, the retention. */
const COUNTING_INTERVALS = [5_000, 15 * 60_000, 24 * 60 * 60_000];

export function defineStorePartsSuite(makeBackend: () => Backend) {
  describe(`the server's parts on one database (${makeBackend().name})`, () => {
    let backend: Backend;
    let inspect: SqlDriver;
    beforeEach(() => {
      backend = makeBackend();
      inspect = backend.database();
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
      await inspect.close();
      await backend.dispose();
    });

    const tables = async () => {
      const { rows } =
        inspect.dialect === 'sqlite'
          ? await inspect.run({ sql: `SELECT name FROM sqlite_master WHERE type = 'table'` })
          : await inspect.run({
              sql: `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1`,
              params: [backend.env['CONTACT_DB_SCHEMA']],
            });
      return rows.map((row) => String(row['name'])).sort();
    };
    const secretNames = async () =>
      (await tables()).includes('site_secrets')
        ? (await inspect.run({ sql: `SELECT name FROM ${inspect.prefix}site_secrets` })).rows.map((row) =>
            String(row['name']),
          )
        : [];

    /** The runtime `npm start` opens, with the worker, so the counting's schedules would start too. */
    async function startServer(counting: 'on' | 'off') {
      vi.stubEnv('FEATURE_ANALYTICS', counting);
      // The feature flags are read when the site's configuration is first imported.
      vi.resetModules();
      const { startSiteRuntime } = await import('@/server/site-runtime');
      return startSiteRuntime({ env: { ...backend.env, CONTACT_WORKER: 'on' }, log: silentLogger });
    }

    it('with counting switched off, creates none of its tables, secrets or timers', async () => {
      const intervals = vi.spyOn(globalThis, 'setInterval');
      const counted = () =>
        intervals.mock.calls.map((call) => call[1]).filter((ms) => COUNTING_INTERVALS.includes(ms!));

      const off = await startServer('off');
      expect(off.analytics.enabled).toBe(false);
      expect(off.contact.worker).not.toBeNull();
      expect(await tables()).toEqual(expect.arrayContaining(['contact_messages', 'schema_version']));
      expect((await tables()).filter((name) => COUNTING_TABLES.includes(name))).toEqual([]);
      expect((await secretNames()).filter((name) => COUNTING_SECRETS.includes(name))).toEqual([]);
      expect(counted()).toEqual([]);
      await off.stop();

      // The same probes see all three once counting is on.
      const on = await startServer('on');
      expect(on.analytics.enabled).toBe(true);
      expect(await tables()).toEqual(expect.arrayContaining(COUNTING_TABLES));
      expect((await secretNames()).sort()).toEqual(expect.arrayContaining(COUNTING_SECRETS));
      expect(counted().sort((a, b) => a! - b!)).toEqual(COUNTING_INTERVALS);
      await on.stop();
    });

    it('opens a database the combined migrations made, and keeps its messages, counts, replies and secrets', async () => {
      // The database as the version before made it: one list of four steps, one schema_version.
      const old = backend.database();
      await migrate(old, 'schema_version', [
        ...MIGRATIONS.filter((step) => step.version < 4),
        COMBINED_STEP_4,
      ]);
      const p = old.prefix;
      await old.transaction([
        {
          sql: `INSERT INTO ${p}contact_messages (id, fingerprint, status, name, email, message, received_at, next_attempt_at)
                VALUES ('00000000-0000-4000-8000-000000000001', 'f', 'pending', 'Old Visitor', 'old@example.org', 'Kept?', 1, 1)`,
        },
        {
          sql: `INSERT INTO ${p}analytics_counts (day, metric, key, n) VALUES ('2026-01-05', 'view', '/', 7)`,
        },
        { sql: `INSERT INTO ${p}analytics_search_words (hash, words) VALUES ('h', 'jane doe hiv')` },
        {
          sql: `INSERT INTO ${p}analytics_counts (day, metric, key, n) VALUES ('2026-01-05', 'search', 'h', 3)`,
        },
        { sql: `INSERT INTO ${p}site_secrets (name, value) VALUES ('search-words', 'a hash key')` },
        { sql: `INSERT INTO ${p}site_secrets (name, value) VALUES ('rate-limit', 'a rate key')` },
        {
          sql: `INSERT INTO ${p}contact_replies (message_id, day, office_seconds) VALUES ('m', '2026-01-05', 60)`,
        },
        { sql: `INSERT INTO ${p}site_secrets (name, value) VALUES ('answer-links', 'the old key')` },
      ]);
      await old.close();

      const database = backend.database();
      const store = await contactStoreOn(database);
      const counts = createAnalyticsStore(database);
      await counts.migrate();
      const secrets = createSecretStore(database);
      try {
        expect((await store.get('00000000-0000-4000-8000-000000000001'))?.content.name).toBe('Old Visitor');
        expect(await counts.readCounts('2026-01-05', '2026-01-05')).toEqual([
          { day: '2026-01-05', metric: 'view', key: '/', n: 7 },
        ]);
        // What a search's words were, and the keys they and the addresses were hashed with, are gone.
        expect(await tables()).not.toContain('analytics_search_words');
        expect(await counts.reply('m')).toEqual({ day: '2026-01-05', officeSeconds: 60 });
        // Links signed before the upgrade still hold: the secret is the one the database had.
        expect(await secrets.secret('answer-links')).toBe('the old key');
        expect(await secretNames()).toEqual(['answer-links']);
        await counts.addCounts([{ day: '2026-01-05', metric: 'view', key: '/', n: 1 }]);
        expect((await counts.readCounts('2026-01-05', '2026-01-05'))[0]!.n).toBe(8);
        expect(
          await store.accept({
            content: { name: 'New Visitor', email: 'new@example.org', message: 'After the upgrade.' },
            spam: false,
            fingerprint: 'new',
            receivedAt: 2,
          }),
        ).toMatchObject({ kind: 'stored' });
        const versions = async (table: string) =>
          Number((await inspect.run({ sql: `SELECT max(version) AS v FROM ${p}${table}` })).rows[0]!['v']);
        expect(await versions('schema_version')).toBe(6);
        expect(await versions('analytics_schema_version')).toBe(3);
        expect(await versions('site_secrets_schema_version')).toBe(2);
      } finally {
        await store.close();
      }
    });

    it.skipIf(makeBackend().name !== 'sqlite')(
      'overwrites what it deletes: a deleted counter is gone from the SQLite file, not only from its table',
      async () => {
        const later = backend.database();
        const counting = createAnalyticsStore(later);
        await counting.migrate();
        await counting.addCounts([{ day: '2020-01-06', metric: 'view', key: '/quibbleflax-zebulon', n: 1 }]);
        await counting.purge('2021-01-01');
        await later.close();
        await inspect.close();
        const file = readFileSync(backend.env['DATABASE_URL']!.replace(/^file:/, ''));
        expect(file.includes('quibbleflax-zebulon')).toBe(false);
        inspect = backend.database();
      },
    );
  });
}
