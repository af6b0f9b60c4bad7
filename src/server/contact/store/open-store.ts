/**
 * Picks the store from DATABASE_URL: `postgres://` or `postgresql://` for
 * PostgreSQL, otherwise a SQLite file (`file:./data/contact.sqlite`, `file:///abs/path.sqlite`, or a
 * plain path). Relative paths are relative to the working directory.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContactStore } from './contact-store.ts';
import { openPostgresStore } from './postgres-store.ts';
import { openSqliteStore } from './sqlite-store.ts';

interface OpenStoreOptions {
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

/** Opens the store and brings its schema up to date. */
export async function openContactStore({
  databaseUrl,
  schema,
  onError,
}: OpenStoreOptions): Promise<ContactStore> {
  const store = isPostgresUrl(databaseUrl)
    ? openPostgresStore({
        connectionString: databaseUrl,
        ...(schema ? { schema } : {}),
        ...(onError ? { onError } : {}),
      })
    : openSqliteStore({ path: sqlitePath(databaseUrl) });
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
  return store;
}

/** Where a store lives, for logs: the file, or the database host without credentials. */
export function describeDatabase(databaseUrl: string): string {
  if (!isPostgresUrl(databaseUrl)) return `SQLite ${sqlitePath(databaseUrl)}`;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
