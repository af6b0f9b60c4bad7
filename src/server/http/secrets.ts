/**
 * The server's secrets: random keys made on first use and kept in the database, so every instance on
 * one store signs and hashes with the same key. A secret exists only once a part asks for it: the
 * contact endpoint's shared rate limit (PostgreSQL), the counting's search words and answer links.
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
];

export interface SecretStore {
  /** A secret of the site's, made on first use and the same for every instance on the database. */
  secret(name: string): Promise<string>;
}

/** The secrets on a database; the table is created (once) on the first secret asked for. */
export function createSecretStore(driver: SqlDriver): SecretStore {
  const secrets = `${driver.prefix}site_secrets`;
  const run = (sql: string, params: readonly unknown[] = []) => driver.run({ sql, params });
  let migrated: Promise<void> | undefined;
  return {
    async secret(name) {
      migrated ??= migrate(driver, 'site_secrets_schema_version', MIGRATIONS).catch((error: unknown) => {
        migrated = undefined;
        throw error;
      });
      await migrated;
      await run(`INSERT INTO ${secrets} (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
        name,
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = (await run(`SELECT value FROM ${secrets} WHERE name = $1`, [name])).rows;
      return String(row!['value']);
    },
  };
}
