import { describe } from 'vitest';
import { sqliteBackend } from '../helpers/backends.ts';
import { defineBookingFlowSuite } from './booking-flow.suite.ts';

describe('booking on SQLite', () => {
  defineBookingFlowSuite(sqliteBackend);
});
