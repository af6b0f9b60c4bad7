/**
 * Runs feed reads (feed-worker.ts) in a worker thread within a budget: a deadline for each read and a
 * heap of its own. The worker starts once and reads one feed at a time; past the deadline or the heap it
 * is terminated (a new one starts for the next read) and the read is answered by the kind of failure, so
 * a feed of any size or shape costs the server's event loop only the handing over of its bytes. The
 * deadline counts from when the worker is given the read, not from its start-up, so a busy machine's
 * slow start is never taken for a slow feed.
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

type FeedJobResult =
  | { ok: true; kept: string; busy: Interval[]; dropped: number }
  | { ok: false; failure: 'malformed' | 'too-slow' | 'too-large' };

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'feed-worker.ts');
/** How long a new worker may take to load its modules before reads are refused as too slow. */
const START_MS = 60_000;

export interface FeedJobRunner {
  run(job: FeedJob): Promise<FeedJobResult>;
  /** Terminates the worker; a later read starts a new one. */
  close(): void;
}

export function createFeedJobRunner(budget: FeedBudget): FeedJobRunner {
  let worker: Worker | null = null;
  let ready: Promise<boolean> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = () => {
    void worker?.terminate();
    worker = null;
    ready = null;
  };

  function start(): Promise<boolean> {
    const started = new Worker(WORKER, {
      resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    started.unref();
    worker = started;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), START_MS);
      started.once('message', () => {
        clearTimeout(timer);
        resolve(true);
      });
      started.once('error', () => resolve(false));
      started.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
        if (worker === started) stop();
      });
    });
  }

  async function runNow(job: FeedJob): Promise<FeedJobResult> {
    ready ??= start();
    if (!(await ready) || !worker) {
      stop();
      return { ok: false, failure: 'too-slow' };
    }
    const current = worker;
    current.ref();
    try {
      return await new Promise<FeedJobResult>((resolve) => {
        const done = (result: FeedJobResult) => {
          clearTimeout(deadline);
          current.off('message', onMessage);
          current.off('error', onError);
          resolve(result);
        };
        const deadline = setTimeout(() => {
          stop();
          done({ ok: false, failure: 'too-slow' });
        }, budget.readMs);
        const onMessage = (answer: FeedJobAnswer) =>
          done(answer.ok ? answer : { ok: false, failure: 'malformed' });
        const onError = (error: NodeJS.ErrnoException) => {
          stop();
          done({ ok: false, failure: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'malformed' });
        };
        current.on('message', onMessage);
        current.once('error', onError);
        const transfer = 'bytes' in job.source ? [job.source.bytes.buffer as ArrayBuffer] : [];
        current.postMessage(job, transfer);
      });
    } finally {
      current.unref();
    }
  }

  return {
    run(job) {
      if (!existsSync(WORKER)) return Promise.resolve(inThread(job));
      const result = queue.then(() => runNow(job));
      queue = result.catch(() => {});
      return result;
    },
    close: stop,
  };
}

/**
 * The same read on the calling thread, without the budget: only for a copy of this file bundled without
 * its worker (the build's server bundle). The server started from src/ (scripts/start.ts) reads feeds
 * in a worker.
 */
function inThread(job: FeedJob): FeedJobResult {
  try {
    const { text, alreadyKept } = jobText(job);
    return { ok: true, ...keptBusy(text, alreadyKept, job.window, job.timeZone) };
  } catch {
    return { ok: false, failure: 'malformed' };
  }
}
