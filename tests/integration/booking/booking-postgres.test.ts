/**
 * Two instances (two runtimes, each with its own pool) on one PostgreSQL store racing for the same
 * times: exactly one hold per time, the loser told 409 with the next times; and what a visitor does
 * after her request (booking-visitor.suite.ts). The rest of the booking's flow is the same SQL on both
 * stores and runs on SQLite (booking-sqlite.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '@/server/site-runtime';
import { postgresBackend, type Backend } from '../helpers/backends.ts';
import { createSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import {
  CLINICIAN,
  TAKES_PHONES,
  apart,
  bookingRequest,
  bookingRuntime,
  post,
} from './booking-flow.suite.ts';
import { startFeedServer } from './feed-server.ts';
import { defineBookingVisitorSuite } from './booking-visitor.suite.ts';
import { defineHoldOverlapSuite } from './hold-overlap.suite.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('booking on PostgreSQL', () => {
  defineHoldOverlapSuite(() => postgresBackend(databaseUrl!));
  defineBookingVisitorSuite(() => postgresBackend(databaseUrl!));
  describe('two instances', () => {
    let backend: Backend;
    let sink: SmtpSink;
    let feed: Awaited<ReturnType<typeof startFeedServer>>;
    let instances: SiteRuntime[] = [];
    beforeEach(async () => {
      backend = postgresBackend(databaseUrl!);
      sink = await createSmtpSink();
      feed = await startFeedServer([]);
    });
    afterEach(async () => {
      for (const instance of instances) await instance.stop();
      await feed.close();
      await sink.stop();
      await backend.dispose();
    });

    it('hold each time once over 200 tries, run 100 at a time', async () => {
      // One after the other: both migrate the same schema. No worker: the race is the endpoint's.
      instances = [await bookingRuntime(backend, feed.url, sink.url, false, {}, TAKES_PHONES)];
      instances.push(await bookingRuntime(backend, feed.url, sink.url, false, {}, TAKES_PHONES));
      const times = apart(await instances[0]!.booking.offered(CLINICIAN)).slice(0, 100);
      expect(times).toHaveLength(100);
      const statuses: number[] = [];
      for (let batch = 0; batch < times.length; batch += 50) {
        const answers = await Promise.all(
          times.slice(batch, batch + 50).flatMap((time, i) =>
            instances.map((instance, n) =>
              // Phone numbers alone (the practice here takes them): held at once, no code to enter first.
              post(
                instance,
                bookingRequest(time.start, { phone: `404-55${n}-${String(batch + i).padStart(4, '0')}` }),
                false,
                `203.0.113.${batch + i}-${n}`,
              ),
            ),
          ),
        );
        for (let i = 0; i < answers.length; i += 2) {
          const pair = [answers[i]!, answers[i + 1]!];
          expect(pair.map((answer) => answer.status).sort()).toEqual([200, 409]);
          const loser = pair.find((answer) => answer.status === 409)!;
          expect(((await loser.json()) as { next: unknown[] }).next.length).toBeGreaterThan(0);
          statuses.push(...pair.map((answer) => answer.status));
        }
      }
      expect(statuses).toHaveLength(200);
      const held = await instances[1]!.holds!.heldTimes(0);
      expect(held).toHaveLength(100);
      expect(new Set(held.map((hold) => hold.start)).size).toBe(100);
      expect(
        (await instances[0]!.contact.store.counts()).pending +
          (await instances[0]!.contact.store.counts()).delivered,
      ).toBe(100);
    });
  });
});
