import { describe } from 'vitest';
import { sqliteBackend } from '../helpers/backends.ts';
import { defineBookingFlowSuite } from './booking-flow.suite.ts';
import { defineBookingVisitorSuite } from './booking-visitor.suite.ts';
import { defineHoldOverlapSuite } from './hold-overlap.suite.ts';

describe('booking on SQLite', () => {
  defineBookingFlowSuite(sqliteBackend);
  defineHoldOverlapSuite(sqliteBackend);
  defineBookingVisitorSuite(sqliteBackend);
});
