import { describe } from 'vitest';
import { postgresBackend } from './helpers/backends.ts';
import { defineBadInputSuite } from './contact-bad-input.suite.ts';
import { defineDeliverySuite } from './contact-delivery.suite.ts';
import { defineExactlyOnceSuite } from './contact-exactly-once.suite.ts';
import { defineRetentionSuite } from './contact-retention.suite.ts';
import { defineReplyPreferencesSuite } from './contact-reply-preferences.suite.ts';

// Runs when TEST_DATABASE_URL points at a PostgreSQL server; each test gets a schema of its own.
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('contact pipeline on PostgreSQL', () => {
  for (const define of [
    defineDeliverySuite,
    defineBadInputSuite,
    defineExactlyOnceSuite,
    defineRetentionSuite,
    defineReplyPreferencesSuite,
  ]) {
    define(() => postgresBackend(databaseUrl!));
  }
});
