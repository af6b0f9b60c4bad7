/**
 * Picks the database from DATABASE_URL: `postgres://` or `postgresql://` for PostgreSQL, otherwise a
 * SQLite file (`file:./data/contact.sqlite`, `file:///abs/path.sqlite`, or a plain path). Relative paths
 * are relative to the working directory. Each part (contact, counting, the server's secrets) keeps its
 * own tables and migrations on the one database.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgresDriver } from './postgres-driver.ts';
import type { SqlDriver } from './sql-driver.ts';
import { openSqliteDriver } from './sqlite-driver.ts';

export interface OpenDatabaseOptions {
  databaseUrl: string;
  /** PostgreSQL schema (CONTACT_DB_SCHEMA); ignored for SQLite. */
  schema?: string | undefined;
  onError?: (error: Error) => void;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function sqlitePath(databaseUrl: string): string {
  if (databaseUrl.startsWith('file://')) return fileURLToPath(databaseUrl);
  if (databaseUrl.startsWith('file:')) return resolve(databaseUrl.slice('file:'.length));
  if (databaseUrl.startsWith('sqlite:')) return resolve(databaseUrl.slice('sqlite:'.length));
  return resolve(databaseUrl);
}

/** Connects (lazily: nothing is read or created until a store runs its first statement). */
export function openDatabase({ databaseUrl, schema, onError }: OpenDatabaseOptions): SqlDriver {
  return isPostgresUrl(databaseUrl)
    ? openPostgresDriver({
        connectionString: databaseUrl,
        ...(schema ? { schema } : {}),
        ...(onError ? { onError } : {}),
      })
    : openSqliteDriver({ path: sqlitePath(databaseUrl) });
}

/** Where a database lives, for logs: the file, or the database host without credentials. */
export function describeDatabase(databaseUrl: string): string {
  if (!isPostgresUrl(databaseUrl)) return `SQLite ${sqlitePath(databaseUrl)}`;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
