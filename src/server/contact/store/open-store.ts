/**
 * Opens the contact store on DATABASE_URL (src/server/http/database/open-database.ts picks SQLite or
 * PostgreSQL) and brings its tables up to date.
 */
import { openDatabase, type OpenDatabaseOptions } from '../../http/database/open-database.ts';
import type { SqlDriver } from '../../http/database/sql-driver.ts';
import type { ContactStore } from './contact-store.ts';
import { createSqlStore } from './sql-store.ts';

/** The store on an open database, migrated; closing the store closes the database. */
export async function contactStoreOn(database: SqlDriver): Promise<ContactStore> {
  const store = createSqlStore(database);
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
  return store;
}

/** Opens the database and the store on it. */
export function openContactStore(options: OpenDatabaseOptions): Promise<ContactStore> {
  return contactStoreOn(openDatabase(options));
}
