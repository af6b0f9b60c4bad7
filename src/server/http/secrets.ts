/**
 * The server's secrets, what its links are signed with (the booking's, the counting's answer links).
 * With LINK_SIGNING_KEY in the environment each is derived from it and nothing is stored: whoever reads a
 * copy of the database cannot forge a link, and LINK_SIGNING_KEY_PREVIOUS keeps the links signed before a
 * rotation working while they live. Without it, each is a random key made on first use and kept in the
 * database, so every instance on one store signs with the same key. Nothing that hashes a visitor's input
 * is keyed from here: a key kept beside what it hashes would let a copy of the database confirm a guess.
 */
import { createHmac, randomBytes } from 'node:crypto';
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

/** The link-signing keys from the environment. */
export interface SigningKeys {
  current: string;
  /** The key before the last rotation: links it signed still verify. */
  previous: string | null;
}

const MIN_KEY_LENGTH = 32;

/** LINK_SIGNING_KEY (and LINK_SIGNING_KEY_PREVIOUS), or null when unset; a short key stops the server. */
export function readSigningKeys(env: Record<string, string | undefined>): SigningKeys | null {
  const read = (name: string) => {
    const value = env[name]?.trim();
    if (value && value.length < MIN_KEY_LENGTH) {
      throw new Error(`Invalid server environment: ${name} must be ${MIN_KEY_LENGTH} characters or more`);
    }
    return value || null;
  };
  const current = read('LINK_SIGNING_KEY');
  const previous = read('LINK_SIGNING_KEY_PREVIOUS');
  if (!current && previous) {
    throw new Error('Invalid server environment: LINK_SIGNING_KEY_PREVIOUS is set without LINK_SIGNING_KEY');
  }
  return current ? { current, previous } : null;
}

const derived = (key: string, name: string) =>
  createHmac('sha256', key).update(`live-deeply site secret ${name}`).digest('base64url');

export interface SecretStore {
  /** A secret of the site's: derived from LINK_SIGNING_KEY, or made on first use and kept in the database. */
  secret(name: string): Promise<string>;
  /** The same secret under LINK_SIGNING_KEY_PREVIOUS, to verify links signed before a rotation; else null. */
  previous(name: string): string | null;
  /** Brings the table up to date without asking for a secret: retired secrets are deleted. */
  upgrade(): Promise<void>;
}

/** The secrets on a database; the table is created (once) on the first secret asked for. */
export function createSecretStore(driver: SqlDriver, keys: SigningKeys | null = null): SecretStore {
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
    previous: (name) => (keys?.previous ? derived(keys.previous, name) : null),
    async secret(name) {
      if (keys) return derived(keys.current, name);
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
