/**
 * The doctor's store check: the store opened as `npm start` opens it (DATABASE_URL, else the SQLite file
 * in DATA_DIR) and brought up to date by the parts' own migrations, the steps the server runs at start.
 * So a store that passes here is one the server can open and write; and a fresh one is created, as the
 * server's first start would create it. It names the backend and the SQLite file, never a password.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { createAnalyticsStore } from '../analytics/analytics-store.ts';
import { createHoldStore } from '../booking/store/hold-store.ts';
import type { ContactConfig } from '../contact/contact-config.ts';
import { contactStoreOn } from '../contact/store/open-store.ts';
import { describeDatabase, isPostgresUrl, openDatabase, sqlitePath } from '../http/database/open-database.ts';
import { createSecretStore } from '../http/secrets.ts';
import type { Finding } from './findings.ts';

/** The parts switched on, whose tables the server makes at start besides the contact store's. */
export interface StoreParts {
  analytics: boolean;
  booking: boolean;
}

const TODO =
  "Point DATA_DIR (or DATABASE_URL) at a folder on a backed-up disk that the server's user can write.";

/**
 * What stops the server writing the SQLite file, in words, or null: a folder that is a file, or that
 * this user cannot write (a missing folder is made on opening, as the server makes it). The database's
 * -wal and -shm files are made beside it, so the folder must be writable, not only the file.
 */
function sqliteProblem(path: string): string | null {
  const folder = dirname(path);
  const stat = statSync(folder, { throwIfNoEntry: false });
  if (!stat) return null;
  if (!stat.isDirectory()) return `${folder} is a file, not a folder`;
  const writable = (target: string) => {
    try {
      accessSync(target, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (!writable(folder)) return `the folder ${folder} is not writable by this user`;
  if (statSync(path, { throwIfNoEntry: false }) && !writable(path))
    return `${path} is not writable by this user`;
  return null;
}

/** An error opening the store, in words: the file system's codes said plainly, else its message. */
function reasonOf(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'EEXIST' || code === 'ENOTDIR') return 'its folder is a file, not a folder';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'its folder cannot be written';
  return message;
}

/** Runs the parts' migrations on the store; closing the contact store closes the database. */
async function migrateAll(contact: ContactConfig, parts: StoreParts): Promise<void> {
  const database = openDatabase({ databaseUrl: contact.databaseUrl, schema: contact.dbSchema });
  const store = await contactStoreOn(database);
  try {
    await createSecretStore(database).upgrade();
    if (parts.analytics) await createAnalyticsStore(database).migrate();
    if (parts.booking) await createHoldStore(database).migrate();
  } finally {
    await store.close();
  }
}

/** Settles with `work`, or rejects once `ms` have passed: a database server that never answers. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function checkStore(
  contact: ContactConfig,
  parts: StoreParts,
  timeoutMs: number,
): Promise<Finding> {
  const store = describeDatabase(contact.databaseUrl);
  if (!isPostgresUrl(contact.databaseUrl)) {
    const problem = sqliteProblem(sqlitePath(contact.databaseUrl));
    if (problem)
      return { standing: 'FAIL', says: `Store: ${store} cannot be written: ${problem}`, todo: TODO };
  }
  try {
    await within(migrateAll(contact, parts), timeoutMs);
  } catch (error) {
    return {
      standing: 'FAIL',
      says: `Store: ${store} could not be opened and migrated: ${reasonOf(error)}`,
      todo: isPostgresUrl(contact.databaseUrl)
        ? "Check that the database answers from this machine and that DATABASE_URL's user may create tables in its schema."
        : TODO,
    };
  }
  return { standing: 'ok', says: `Store: ${store}, writable, its tables up to date` };
}
