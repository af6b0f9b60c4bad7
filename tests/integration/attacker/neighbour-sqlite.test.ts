import { sqliteBackend } from '../helpers/backends.ts';
import { defineNeighbourSuite } from './neighbour.suite.ts';

defineNeighbourSuite(sqliteBackend);
