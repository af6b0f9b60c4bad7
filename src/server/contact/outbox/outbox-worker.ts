/**
 * The outbox worker, so a message accepted while the mail server is away still reaches the practice
 * later. It claims due messages under a lease, emails them, and records the outcome. A failed attempt is
 * retried later with growing back-off and jitter; after the last attempt the message is marked failed
 * and kept for `npm run inbox`. A worker that dies mid-send simply lets its lease run out, and any worker
 * then takes the message over. Each send is cut off at half the lease, and recording its outcome may
 * use the rest (renewing the lease while it tries), so neither a slow mail server nor a store outage
 * shorter than the lease makes two workers send the same message.
 *
 * Delivery is at least once by construction (a crash after the mail server accepted a message and before
 * it was marked delivered sends it again); the stable Message-ID makes such a repeat recognisable.
 */
import { describeError, silentLogger, type Logger } from '../../http/log.ts';
import type { ComposedEmail } from '../mail/compose-email.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import type { ClaimedMessage, ContactStore, StoredContactMessage } from '../store/contact-store.ts';
import { retryDelayMs, type BackoffOptions } from './backoff.ts';
import { purgeExpired, type RetentionPeriods } from './retention.ts';

interface RetentionOptions extends RetentionPeriods {
  /** How often the purge runs. */
  everyMs: number;
}

export interface OutboxWorkerOptions {
  store: ContactStore;
  transport: MailTransport;
  /** May look things up first (a booking's mail reads its hold). */
  compose: (message: StoredContactMessage) => ComposedEmail | Promise<ComposedEmail>;
  now?: () => number;
  random?: () => number;
  leaseMs?: number;
  maxAttempts?: number;
  backoff?: BackoffOptions;
  /** How often to look for due messages when nobody wakes the worker. */
  pollMs?: number;
  /** Messages sent at the same time (and claimed at once). */
  concurrency?: number;
  retention?: RetentionOptions | false;
  log?: Logger;
}

export interface OutboxWorker {
  start(): void;
  /**
   * Stops claiming and waits for the sends in progress. With `graceMs`, a send still going after that is
   * cancelled and its message released unsent, for this or another worker to send later.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Looks for due messages now (a message was just accepted). */
  wake(): void;
  /** One pass: claims due messages and tries each once; resolves with how many it tried. */
  runOnce(): Promise<number>;
  purge(): Promise<{ delivered: number; spam: number }>;
}

const WORKER_DEFAULTS = {
  leaseMs: 120_000,
  maxAttempts: 12,
  backoff: { baseMs: 15_000, maxMs: 30 * 60_000 },
  pollMs: 2_000,
  concurrency: 2,
} as const;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    store,
    transport,
    compose,
    now = Date.now,
    random = Math.random,
    leaseMs = WORKER_DEFAULTS.leaseMs,
    maxAttempts = WORKER_DEFAULTS.maxAttempts,
    backoff = WORKER_DEFAULTS.backoff,
    pollMs = WORKER_DEFAULTS.pollMs,
    concurrency = WORKER_DEFAULTS.concurrency,
    retention = false,
    log = silentLogger,
  } = options;
  // A send may take at most half the lease; the rest is margin for recording the outcome.
  const sendTimeoutMs = Math.max(500, Math.floor(leaseMs / 2));

  let running = false;
  let loopDone: Promise<void> = Promise.resolve();
  let woken = false;
  let wakeUp: (() => void) | null = null;
  let nextPurgeAt = 0;
  const sending = new Set<AbortController>();
  /** Messages this worker sent whose delivery it could not record before their lease ran out. */
  const sentNotRecorded = new Set<string>();

  function idle(ms: number): Promise<void> {
    if (woken || !running) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });
  }

  /**
   * Records what became of a send. Losing the record of a delivered message would send it again, so this
   * keeps trying, with growing waits, for as long as the claim's lease lasts, and moves the lease on
   * while it tries: no other worker takes the message meanwhile. Resolves false when the claim has
   * passed to another worker; throws only when the lease ran out before the store answered.
   */
  async function recordOutcome(message: ClaimedMessage, action: () => Promise<boolean>): Promise<boolean> {
    const { id, claimToken } = message;
    let leaseUntil = message.leaseUntil ?? now() + leaseMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await action();
      } catch (error) {
        if (leaseUntil - now() < leaseMs / 2) {
          const until = now() + leaseMs;
          const extended = await store.extendLease(id, claimToken, until).catch(() => null);
          if (extended === false) return false;
          if (extended) leaseUntil = until;
        }
        // Waits grow to a second at most (a twentieth of a short lease): a store that comes back only for
        // moments between outages is still caught, where a record left waiting past the lease would let
        // another worker send the message again.
        const wait = Math.round(Math.min(1000, leaseMs / 20, 50 * 2 ** attempt) * (0.5 + random() / 2));
        if (now() + wait >= leaseUntil) throw error;
        if (attempt === 0) log.warn('delivery.record-retry', { id, error: describeError(error) });
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  async function deliver(message: ClaimedMessage): Promise<void> {
    const { id, claimToken, attempts } = message;
    if (sentNotRecorded.has(id)) {
      // This worker sent it before and lost the record with the store: record it, do not send it again.
      if (await recordOutcome(message, () => store.markDelivered(id, claimToken, now())))
        sentNotRecorded.delete(id);
      log.info('delivery.recorded-late', { id });
      return;
    }
    // A claim can be slow to come back (a store in trouble); sending with little of its lease left would
    // leave no time to record the outcome. Renew it first, or leave the message for later.
    const leaseLeft = (message.leaseUntil ?? 0) - now();
    if (leaseLeft < leaseMs * 0.75) {
      const until = now() + leaseMs;
      const renewed = await store.extendLease(id, claimToken, until).catch(() => false);
      if (!renewed) {
        log.warn('delivery.postponed', { id, hint: 'could not renew the lease' });
        return;
      }
      message.leaseUntil = until;
    }
    log.info('delivery.attempt', { id, attempt: attempts });
    const stopping = new AbortController();
    sending.add(stopping);
    try {
      try {
        await transport.send(
          await compose(message),
          AbortSignal.any([stopping.signal, AbortSignal.timeout(sendTimeoutMs)]),
        );
      } finally {
        sending.delete(stopping);
      }
    } catch (error) {
      if (stopping.signal.aborted) {
        await recordOutcome(message, () => store.release(id, claimToken));
        log.info('delivery.released', { id, attempt: attempts });
        return;
      }
      const reason = describeError(error);
      if (attempts >= maxAttempts) {
        await recordOutcome(message, () => store.markFailed(id, claimToken, reason));
        log.error('delivery.failed', { id, attempts, error: reason, hint: 'kept; see npm run inbox' });
      } else {
        const delay = retryDelayMs(attempts, backoff, random);
        await recordOutcome(message, () => store.reschedule(id, claimToken, now() + delay, reason));
        log.warn('delivery.retry', {
          id,
          attempt: attempts,
          error: reason,
          retryInSeconds: Math.ceil(delay / 1000),
        });
      }
      return;
    }
    let recorded: boolean;
    try {
      recorded = await recordOutcome(message, () => store.markDelivered(id, claimToken, now()));
    } catch (error) {
      sentNotRecorded.add(id);
      // Bounded: a store down for long enough to fill it has bigger problems than this list.
      if (sentNotRecorded.size > 10_000) sentNotRecorded.delete(sentNotRecorded.values().next().value!);
      throw error;
    }
    if (recorded) log.info('delivery.sent', { id, attempt: attempts });
    else log.warn('delivery.sent-after-lease', { id, attempt: attempts });
  }

  async function runOnce(): Promise<number> {
    const claimed = await store.claim({ now: now(), leaseMs, limit: concurrency, maxAttempts });
    await Promise.all(
      claimed.map((message) =>
        deliver(message).catch((error) =>
          log.error('delivery.not-recorded', { id: message.id, error: describeError(error) }),
        ),
      ),
    );
    return claimed.length;
  }

  async function purge() {
    if (!retention) return { delivered: 0, spam: 0 };
    const result = await purgeExpired(store, retention, now());
    if (result.delivered + result.spam > 0) {
      log.info('retention.purged', result);
    }
    return result;
  }

  async function loop() {
    let storeFailures = 0;
    while (running) {
      let tried: number;
      try {
        if (retention && now() >= nextPurgeAt) {
          nextPurgeAt = now() + retention.everyMs;
          await purge();
        }
        tried = await runOnce();
        storeFailures = 0;
      } catch (error) {
        storeFailures += 1;
        const waitMs = Math.min(30_000, pollMs * 2 ** Math.min(storeFailures, 4));
        log.warn('store.unreachable', { error: describeError(error), retryInSeconds: waitMs / 1000 });
        await idle(waitMs);
        continue;
      }
      if (tried === 0) await idle(pollMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loopDone = loop();
    },
    async stop({ graceMs } = {}) {
      running = false;
      wakeUp?.();
      const timer =
        graceMs === undefined
          ? undefined
          : setTimeout(() => {
              for (const send of sending) send.abort();
            }, graceMs);
      await loopDone;
      clearTimeout(timer);
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    runOnce,
    purge,
  };
}
