/**
 * Runs one feed read (feed-worker.ts) in a worker thread within a budget: a deadline for its CPU and a
 * heap of its own. The worker is terminated past either, and the read is answered by the kind of
 * failure, so a feed of any size or shape costs the server's event loop only the copy of its text.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { keptBusy } from '../../lib/booking/feed-keep.ts';
import type { Interval } from '../../lib/booking/types.ts';

export interface FeedJob {
  /** The feed's bytes as served (handed to the worker without a copy), or the kept part of an earlier read. */
  source: { bytes: Uint8Array } | { kept: string };
  window: Interval;
  timeZone: string;
}

/** What a job reads: the feed's text and whether it is a kept part already. */
export function jobText(job: FeedJob): { text: string; alreadyKept: boolean } {
  return 'bytes' in job.source
    ? { text: new TextDecoder().decode(job.source.bytes), alreadyKept: false }
    : { text: job.source.kept, alreadyKept: true };
}

/** The worker's answer: its busy time, or false for a feed it could not read as a calendar. */
export type FeedJobAnswer = { ok: true; kept: string; busy: Interval[]; dropped: number } | { ok: false };

export interface FeedBudget {
  /** Longest a read may take, in milliseconds. */
  readMs: number;
  /** The worker's heap, in megabytes. */
  memoryMb: number;
}

export type FeedJobResult =
  | { ok: true; kept: string; busy: Interval[]; dropped: number }
  | { ok: false; failure: 'malformed' | 'too-slow' | 'too-large' };

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'feed-worker.ts');

export function runFeedJob(job: FeedJob, budget: FeedBudget): Promise<FeedJobResult> {
  if (!existsSync(WORKER)) return Promise.resolve(inThread(job));
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      workerData: job,
      transferList: 'bytes' in job.source ? [job.source.bytes.buffer as ArrayBuffer] : [],
      resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (result: FeedJobResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      resolve(result);
    };
    const deadline = setTimeout(() => settle({ ok: false, failure: 'too-slow' }), budget.readMs);
    worker.once('message', (answer: FeedJobAnswer) =>
      settle(answer.ok ? answer : { ok: false, failure: 'malformed' }),
    );
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle({ ok: false, failure: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'malformed' }),
    );
    worker.once('exit', () => settle({ ok: false, failure: 'malformed' }));
  });
}

/**
 * The same read on the calling thread, without the budget: only for a copy of this file bundled without
 * its worker (the build's server bundle). The server started from src/ (scripts/start.ts) reads feeds
 * in workers.
 */
function inThread(job: FeedJob): FeedJobResult {
  try {
    const { text, alreadyKept } = jobText(job);
    return { ok: true, ...keptBusy(text, alreadyKept, job.window, job.timeZone) };
  } catch {
    return { ok: false, failure: 'malformed' };
  }
}
