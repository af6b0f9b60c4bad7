import { describe } from 'vitest';
import { postgresBackend } from '../helpers/backends.ts';
import { defineAttackerSuite } from './attackers.suite.ts';

// Runs when TEST_DATABASE_URL points at a PostgreSQL server, in a schema of its own.
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
  defineAttackerSuite(() => postgresBackend(databaseUrl!));
});
