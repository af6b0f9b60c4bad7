/**
 * The server's secrets: random keys made on first use and kept in the database, so every instance on
 * one store signs with the same key. A secret exists only once a part asks for it: the counting's answer
 * links. Nothing that hashes a visitor's input is keyed from here: a key kept beside what it hashes would
 * let a copy of the database confirm a guess.
 */
import { randomBytes } from 'node:crypto';
import { migrate, type Migration } from './database/migrate.ts';
import type { SqlDriver } from './database/sql-driver.ts';

const MIGRATIONS: readonly Migration[] = [
  {
    // The table once came with the counting's tables in the contact store's fourth step: a database made
    // then has it already.
    version: 1,
    sqlite: `
      CREATE TABLE IF NOT EXISTS site_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE IF NOT EXISTS {prefix}site_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    // The shared rate limit's key now changes daily and lives in memory only, and searches are counted by
    // topic with no hash: the keys they were once made with are deleted.
    version: 2,
    sqlite: `
      CREATE TABLE IF NOT EXISTS site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      DELETE FROM site_secrets WHERE name IN ('rate-limit', 'search-words');
    `,
    postgres: `
      CREATE TABLE IF NOT EXISTS {prefix}site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      DELETE FROM {prefix}site_secrets WHERE name IN ('rate-limit', 'search-words');
    `,
  },
];

export interface SecretStore {
  /** A secret of the site's, made on first use and the same for every instance on the database. */
  secret(name: string): Promise<string>;
  /** Brings the table up to date without asking for a secret: retired secrets are deleted. */
  upgrade(): Promise<void>;
}

/** The secrets on a database; the table is created (once) on the first secret asked for. */
export function createSecretStore(driver: SqlDriver): SecretStore {
  const secrets = `${driver.prefix}site_secrets`;
  const run = (sql: string, params: readonly unknown[] = []) => driver.run({ sql, params });
  let migrated: Promise<void> | undefined;
  const migrateOnce = () =>
    (migrated ??= migrate(driver, 'site_secrets_schema_version', MIGRATIONS).catch((error: unknown) => {
      migrated = undefined;
      throw error;
    }));
  return {
    upgrade: migrateOnce,
    async secret(name) {
      await migrateOnce();
      await run(`INSERT INTO ${secrets} (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
        name,
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = (await run(`SELECT value FROM ${secrets} WHERE name = $1`, [name])).rows;
      return String(row!['value']);
    },
  };
}
