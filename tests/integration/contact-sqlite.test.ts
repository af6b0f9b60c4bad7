import { describe } from 'vitest';
import { sqliteBackend } from './helpers/backends.ts';
import { defineBadInputSuite } from './contact-bad-input.suite.ts';
import { defineDeliverySuite } from './contact-delivery.suite.ts';
import { defineExactlyOnceSuite } from './contact-exactly-once.suite.ts';
import { defineRetentionSuite } from './contact-retention.suite.ts';
import { defineReplyPreferencesSuite } from './contact-reply-preferences.suite.ts';

describe('contact pipeline on SQLite', () => {
  for (const define of [
    defineDeliverySuite,
    defineBadInputSuite,
    defineExactlyOnceSuite,
    defineRetentionSuite,
    defineReplyPreferencesSuite,
  ]) {
    define(sqliteBackend);
  }
});
