import { sqliteBackend } from '../helpers/backends.ts';
import { defineAttackerSuite } from './attackers.suite.ts';

defineAttackerSuite(sqliteBackend);
