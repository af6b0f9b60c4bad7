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
  {
    // The booking's holds: one row per booking request (its message's id), the time it asks for and what
    // became of it. At most one pending or confirmed hold per clinician and start, whichever instance
    // takes it: the partial unique index decides. A hold is deleted with its message (retention).
    version: 5,
    sqlite: `
      CREATE TABLE booking_holds (
        message_id TEXT PRIMARY KEY,
        clinician_id TEXT NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        for_whom TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed', 'released', 'declined', 'canceled')),
        created_at INTEGER NOT NULL,
        confirmed_at INTEGER,
        updated_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX booking_holds_one_per_time ON booking_holds (clinician_id, start_at)
        WHERE state IN ('pending', 'confirmed');
      CREATE INDEX booking_holds_created ON booking_holds (created_at);
    `,
    postgres: `
      CREATE TABLE {prefix}booking_holds (
        message_id TEXT PRIMARY KEY,
        clinician_id TEXT NOT NULL,
        start_at BIGINT NOT NULL,
        end_at BIGINT NOT NULL,
        for_whom TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed', 'released', 'declined', 'canceled')),
        created_at BIGINT NOT NULL,
        confirmed_at BIGINT,
        updated_at BIGINT NOT NULL
      );
      CREATE UNIQUE INDEX booking_holds_one_per_time ON {prefix}booking_holds (clinician_id, start_at)
        WHERE state IN ('pending', 'confirmed');
      CREATE INDEX booking_holds_created ON {prefix}booking_holds (created_at);
    `,
  },
  {
    // Holds that overlap are refused by the store itself, not only holds at the same start: a step shorter
    // than the consultation would otherwise let 10:00 and 10:15 both be held. SQLite writes one transaction
    // at a time, so a trigger that ignores an overlapping insert decides; PostgreSQL says it in an exclusion
    // constraint (btree_gist, a trusted extension, lets the clinician's id share its index with the time),
    // created under a lock of its own because an extension belongs to the whole database.
    version: 6,
    sqlite: `
      CREATE TRIGGER booking_holds_no_overlap BEFORE INSERT ON booking_holds WHEN NEW.state IN ('pending', 'confirmed') BEGIN SELECT RAISE(IGNORE) WHERE EXISTS (SELECT 1 FROM booking_holds WHERE clinician_id = NEW.clinician_id AND state IN ('pending', 'confirmed') AND start_at < NEW.end_at AND end_at > NEW.start_at); END;
    `,
    postgres: `
      SELECT pg_advisory_xact_lock(hashtext('live-deeply-btree-gist'));
      CREATE EXTENSION IF NOT EXISTS btree_gist;
      ALTER TABLE {prefix}booking_holds ADD CONSTRAINT booking_holds_no_overlap
        EXCLUDE USING gist (clinician_id WITH =, int8range(start_at, end_at) WITH &&)
        WHERE (state IN ('pending', 'confirmed'));
    `,
  },
];
