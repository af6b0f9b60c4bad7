import { runJourneys } from './engine-suite.ts';

runJourneys('firefox');
