/**
 * The feed reads' worker thread: it says it is ready once its modules are loaded, then reads one feed
 * per message: the feed's text cut to what can still be busy, and the busy time of the window from it.
 * The runner (feed-job.ts) gives each read a deadline and the thread a heap of its own, and terminates it
 * past either, so no feed can hold the server's event loop or its memory.
 */
import { parentPort } from 'node:worker_threads';
import { keptBusy } from '../../lib/booking/feed-keep.ts';
import { jobText, type FeedJob, type FeedJobAnswer } from './feed-job.ts';

parentPort?.on('message', (job: FeedJob) => {
  let answer: FeedJobAnswer;
  try {
    const { text, alreadyKept } = jobText(job);
    answer = { ok: true, ...keptBusy(text, alreadyKept, job.window, job.timeZone) };
  } catch {
    // A FeedFormatError, or ical.js failing on text no calendar program writes: either way, malformed.
    answer = { ok: false };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage('ready');
