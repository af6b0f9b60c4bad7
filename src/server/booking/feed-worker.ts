/**
 * One feed read in a worker thread: the feed's text cut to what can still be busy, and the busy time of
 * the window from it. The reader gives it a deadline and a heap of its own, and terminates it past
 * either, so no feed can hold the server's event loop or its memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { keptBusy } from '../../lib/booking/feed-keep.ts';
import { jobText, type FeedJob, type FeedJobAnswer } from './feed-job.ts';

const job = workerData as FeedJob;
let answer: FeedJobAnswer;
try {
  const { text, alreadyKept } = jobText(job);
  answer = { ok: true, ...keptBusy(text, alreadyKept, job.window, job.timeZone) };
} catch {
  // A FeedFormatError, or ical.js failing on text no calendar program writes: either way, malformed.
  answer = { ok: false };
}
parentPort?.postMessage(answer);
