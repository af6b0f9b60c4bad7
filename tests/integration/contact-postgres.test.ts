import { describe } from 'vitest';
import { postgresBackend } from './helpers/backends.ts';
import { defineContactPipelineSuite } from './contact-pipeline.suite.ts';

// Runs when TEST_DATABASE_URL points at a PostgreSQL server; each test gets a schema of its own.
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('contact pipeline on PostgreSQL', () => {
  defineContactPipelineSuite(() => postgresBackend(databaseUrl!));
});
