import { sqliteBackend } from './helpers/backends.ts';
import { defineAnalyticsSuite } from './analytics.suite.ts';

defineAnalyticsSuite(sqliteBackend);
