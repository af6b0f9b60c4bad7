/**
 * The two stores the same suite runs against: a real SQLite file in a temporary folder, and PostgreSQL
 * when TEST_DATABASE_URL is set, in a schema of its own that is dropped afterwards, so parallel runs
 * never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContactStore } from '@/server/contact/store/contact-store';
import { openContactStore } from '@/server/contact/store/open-store';
import { openDatabase } from '@/server/http/database/open-database';
import { dropPostgresSchema } from '@/server/http/database/postgres-driver';
import type { SqlDriver } from '@/server/http/database/sql-driver';

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** DATABASE_URL and CONTACT_DB_SCHEMA for a child process on the same store. */
  env: Record<string, string>;
  /** A new connection to the store (each worker or server gets its own, as separate processes would). */
  open(): Promise<ContactStore>;
  /** A new connection to the database alone, for a part's store to be made on (nothing migrated yet). */
  database(): SqlDriver;
  dispose(): Promise<void>;
}

export function sqliteBackend(): Backend {
  const dir = mkdtempSync(join(tmpdir(), 'contact-test-'));
  const databaseUrl = `file:${join(dir, 'contact.sqlite')}`;
  return {
    name: 'sqlite',
    env: { DATABASE_URL: databaseUrl },
    open: () => openContactStore({ databaseUrl }),
    database: () => openDatabase({ databaseUrl }),
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function postgresBackend(databaseUrl: string): Backend {
  const schema = `contact_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  return {
    name: 'postgres',
    env: { DATABASE_URL: databaseUrl, CONTACT_DB_SCHEMA: schema },
    open: () => openContactStore({ databaseUrl, schema }),
    database: () => openDatabase({ databaseUrl, schema }),
    dispose: () => dropPostgresSchema(databaseUrl, schema),
  };
}
