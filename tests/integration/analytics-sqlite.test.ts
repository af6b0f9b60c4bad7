import { sqliteBackend } from './helpers/backends.ts';
import { defineAnalyticsSuite } from './analytics.suite.ts';
import { defineStorePartsSuite } from './store-parts.suite.ts';

defineAnalyticsSuite(sqliteBackend);
defineStorePartsSuite(sqliteBackend);
