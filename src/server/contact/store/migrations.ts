/**
 * Schema migrations, applied in order at start. The schema_version table holds the highest applied
 * version; the store runs the missing steps inside one locked transaction, so several instances starting
 * together migrate once. Add a step at the end; never edit a released one (a database that has it would
 * not run it again).
 */
interface Migration {
  version: number;
  /** Statements separated by `;` at the end of a line; `{prefix}` is the schema with its dot, if any. */
  sqlite: string;
  postgres: string;
}

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
    // The site's own counting and the practice's mail. analytics_counts: daily counters, one row per day,
    // counter and key (a page, a category, a hash of a search's words), nothing finer than a day and
    // nothing per visitor. analytics_search_words: the words of a search that found nothing, written only
    // once the same words were used three times. contact_replies: how long each message waited for its
    // reply, in office time, keyed by the message (pressing the link again records nothing more).
    // site_secrets: keys the server signs links and hashes searches with, shared by every instance.
    // contact_messages.kind: the outbox also delivers the practice's weekly digest.
    version: 4,
    sqlite: `
      CREATE TABLE analytics_counts (
        day TEXT NOT NULL,
        metric TEXT NOT NULL,
        key TEXT NOT NULL,
        n INTEGER NOT NULL,
        PRIMARY KEY (day, metric, key)
      );
      CREATE TABLE analytics_search_words (
        hash TEXT PRIMARY KEY,
        words TEXT NOT NULL
      );
      CREATE TABLE contact_replies (
        message_id TEXT PRIMARY KEY,
        day TEXT NOT NULL,
        office_seconds INTEGER NOT NULL
      );
      CREATE INDEX contact_replies_day ON contact_replies (day);
      CREATE TABLE site_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      ALTER TABLE contact_messages ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact';
    `,
    postgres: `
      CREATE TABLE {prefix}analytics_counts (
        day TEXT NOT NULL,
        metric TEXT NOT NULL,
        key TEXT NOT NULL,
        n BIGINT NOT NULL,
        PRIMARY KEY (day, metric, key)
      );
      CREATE TABLE {prefix}analytics_search_words (
        hash TEXT PRIMARY KEY,
        words TEXT NOT NULL
      );
      CREATE TABLE {prefix}contact_replies (
        message_id TEXT PRIMARY KEY,
        day TEXT NOT NULL,
        office_seconds INTEGER NOT NULL
      );
      CREATE INDEX contact_replies_day ON {prefix}contact_replies (day);
      CREATE TABLE {prefix}site_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      ALTER TABLE {prefix}contact_messages ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact';
    `,
  },
];
