import { describe } from 'vitest';
import { sqliteBackend } from './helpers/backends.ts';
import { defineContactPipelineSuite } from './contact-pipeline.suite.ts';

describe('contact pipeline on SQLite', () => {
  defineContactPipelineSuite(sqliteBackend);
});
