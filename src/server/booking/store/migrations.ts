/**
 * The booking's tables (src/server/http/database/migrate.ts runs these steps), recorded in the
 * booking_schema_version table. The holds were once created by the contact store's steps 5 and 6, so
 * these steps create each thing only where a database of that time does not have it already. Add a step
 * at the end; never edit a released one (a database that has it would not run it again).
 */
import type { Migration } from '../../http/database/migrate.ts';

export const BOOKING_MIGRATIONS: readonly Migration[] = [
  {
    // One row per booking request (its message's id), the time it asks for and what became of it. At
    // most one pending or confirmed hold per clinician and start, whichever instance takes it: the partial
    // unique index decides. A hold goes with its message (retention).
    version: 1,
    sqlite: `
      CREATE TABLE IF NOT EXISTS booking_holds (
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
      CREATE UNIQUE INDEX IF NOT EXISTS booking_holds_one_per_time ON booking_holds (clinician_id, start_at)
        WHERE state IN ('pending', 'confirmed');
      CREATE INDEX IF NOT EXISTS booking_holds_created ON booking_holds (created_at);
    `,
    postgres: `
      CREATE TABLE IF NOT EXISTS {prefix}booking_holds (
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
      CREATE UNIQUE INDEX IF NOT EXISTS booking_holds_one_per_time ON {prefix}booking_holds (clinician_id, start_at)
        WHERE state IN ('pending', 'confirmed');
      CREATE INDEX IF NOT EXISTS booking_holds_created ON {prefix}booking_holds (created_at);
    `,
  },
  {
    // Holds that overlap are refused by the store itself, not only holds at the same start: a step shorter
    // than the consultation would otherwise let 10:00 and 10:15 both be held. SQLite writes one transaction
    // at a time, so a trigger that ignores an overlapping insert decides; PostgreSQL says it in an exclusion
    // constraint (btree_gist, a trusted extension, lets the clinician's id share its index with the time),
    // created under a lock of its own because an extension belongs to the whole database.
    version: 2,
    sqlite: `
      CREATE TRIGGER IF NOT EXISTS booking_holds_no_overlap BEFORE INSERT ON booking_holds WHEN NEW.state IN ('pending', 'confirmed') BEGIN SELECT RAISE(IGNORE) WHERE EXISTS (SELECT 1 FROM booking_holds WHERE clinician_id = NEW.clinician_id AND state IN ('pending', 'confirmed') AND start_at < NEW.end_at AND end_at > NEW.start_at); END;
    `,
    postgres: `
      SELECT pg_advisory_xact_lock(hashtext('live-deeply-btree-gist'));
      CREATE EXTENSION IF NOT EXISTS btree_gist;
      DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'booking_holds_no_overlap' AND conrelid = '{prefix}booking_holds'::regclass) THEN ALTER TABLE {prefix}booking_holds ADD CONSTRAINT booking_holds_no_overlap EXCLUDE USING gist (clinician_id WITH =, int8range(start_at, end_at) WITH &&) WHERE (state IN ('pending', 'confirmed')); END IF; END $$;
    `,
  },
  {
    // Who asked: a hold from a phone number alone is unverified (held for less time, marked so in the
    // practice's email), and each hold keeps a keyed hash of the network address it came from, so one
    // address can keep only a few requests waiting; the address itself is never stored. A request with
    // an email waits in booking_verifications, holding nothing, until the visitor opens the emailed link
    // (one row per email address, deleted when sent or when its link expires).
    version: 3,
    sqlite: `
      ALTER TABLE booking_holds ADD COLUMN verified INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE booking_holds ADD COLUMN client_key TEXT;
      CREATE INDEX booking_holds_client ON booking_holds (client_key) WHERE state = 'pending';
      CREATE TABLE booking_verifications (
        id TEXT PRIMARY KEY,
        email_key TEXT NOT NULL UNIQUE,
        request TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
    postgres: `
      ALTER TABLE {prefix}booking_holds ADD COLUMN verified INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE {prefix}booking_holds ADD COLUMN client_key TEXT;
      CREATE INDEX booking_holds_client ON {prefix}booking_holds (client_key) WHERE state = 'pending';
      CREATE TABLE {prefix}booking_verifications (
        id TEXT PRIMARY KEY,
        email_key TEXT NOT NULL UNIQUE,
        request TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      );
    `,
  },
  {
    // A kept request is proven by a six-digit code as well as by its link: the salt the code is derived
    // from with the server's secret (never the code), the wrong tries counted against it, when its last mail went, and how many mails its
    // address was sent in the current hour (carried over when a newer request replaces it), so the form
    // cannot be used to flood someone's inbox. A confirmed hold records when its reminder went, and a
    // hold made by rescheduling names the hold it replaces.
    version: 4,
    sqlite: `
      ALTER TABLE booking_verifications ADD COLUMN code_salt TEXT;
      ALTER TABLE booking_verifications ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE booking_verifications ADD COLUMN sent_at INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE booking_verifications ADD COLUMN mail_count INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE booking_verifications ADD COLUMN mail_window INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE booking_holds ADD COLUMN reminded_at INTEGER;
      ALTER TABLE booking_holds ADD COLUMN replaces TEXT;
    `,
    postgres: `
      ALTER TABLE {prefix}booking_verifications ADD COLUMN code_salt TEXT;
      ALTER TABLE {prefix}booking_verifications ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE {prefix}booking_verifications ADD COLUMN sent_at BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE {prefix}booking_verifications ADD COLUMN mail_count INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE {prefix}booking_verifications ADD COLUMN mail_window BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE {prefix}booking_holds ADD COLUMN reminded_at BIGINT;
      ALTER TABLE {prefix}booking_holds ADD COLUMN replaces TEXT;
    `,
  },
];
