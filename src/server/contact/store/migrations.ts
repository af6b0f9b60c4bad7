/**
 * The contact store's migrations (src/server/http/database/migrate.ts runs them), recorded in the
 * schema_version table. Add a step at the end; never edit a released one (a database that has it would
 * not run it again).
 */
import type { Migration } from '../../http/database/migrate.ts';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sqlite: `
      CREATE TABLE contact_messages (
        id TEXT PRIMARY KEY,
        idempotency_key TEXT UNIQUE,
        fingerprint TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        topic TEXT,
        message TEXT NOT NULL,
        received_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER,
        claim_token TEXT,
        delivered_at INTEGER,
        last_error TEXT
      );
      CREATE INDEX contact_messages_due ON contact_messages (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX contact_messages_status ON contact_messages (status, received_at);
    `,
    postgres: `
      CREATE TABLE {prefix}contact_messages (
        id TEXT PRIMARY KEY,
        idempotency_key TEXT UNIQUE,
        fingerprint TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        topic TEXT,
        message TEXT NOT NULL,
        received_at BIGINT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        lease_until BIGINT,
        claim_token TEXT,
        delivered_at BIGINT,
        last_error TEXT
      );
      CREATE INDEX contact_messages_due ON {prefix}contact_messages (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX contact_messages_status ON {prefix}contact_messages (status, received_at);
    `,
  },
  {
    // Per-client counts for the rate limit shared by several instances (used with PostgreSQL).
    version: 2,
    sqlite: `
      CREATE TABLE contact_rate_limits (
        client_key TEXT PRIMARY KEY,
        window_start INTEGER NOT NULL,
        hits INTEGER NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE {prefix}contact_rate_limits (
        client_key TEXT PRIMARY KEY,
        window_start BIGINT NOT NULL,
        hits INTEGER NOT NULL
      );
    `,
  },
  {
    // How the visitor would like a reply and whether a voicemail may say who is calling: the outbox
    // composes the email from the stored row, so the row carries them.
    version: 3,
    sqlite: `
      ALTER TABLE contact_messages ADD COLUMN reply_by TEXT;
      ALTER TABLE contact_messages ADD COLUMN voicemail TEXT;
    `,
    postgres: `
      ALTER TABLE {prefix}contact_messages ADD COLUMN reply_by TEXT;
      ALTER TABLE {prefix}contact_messages ADD COLUMN voicemail TEXT;
    `,
  },
  {
    // contact_messages.kind: the outbox also delivers mail other parts queue (the counting's weekly
    // digest). This step once created the counting's tables and the server's secrets as well; those now
    // belong to their own parts (analytics-store.ts, src/server/http/secrets.ts), whose first steps create
    // them only where a database of that time does not have them already.
    version: 4,
    sqlite: `
      ALTER TABLE contact_messages ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact';
    `,
    postgres: `
      ALTER TABLE {prefix}contact_messages ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact';
    `,
  },
  // Steps 5 and 6 once created the booking's holds and their overlap rule; those now belong to the
  // booking's own store (src/server/booking/store/migrations.ts), whose steps create them only where a
  // database of that time does not have them already. A database past step 4 records them as run.
  { version: 5, sqlite: '', postgres: '' },
  { version: 6, sqlite: '', postgres: '' },
];
