import { runJourneys } from './engine-suite.ts';

runJourneys('webkit');
