/**
 * What the store keeps and forgets: messages that keep failing are kept for the operator, delivered ones and spam are deleted after their retention period, and migrations run once.
 */
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '@/lib/contact/contact-schema';
import type { Backend } from './helpers/backends.ts';
import { sampleMessage } from './helpers/pipeline.ts';
import { usePipeline } from './helpers/pipeline-fixture.ts';
import { waitUntil } from './helpers/wait.ts';

export function defineRetentionSuite(makeBackend: () => Backend) {
  const pipeline = usePipeline(makeBackend);

  describe('keeping and forgetting', () => {
    it('marks a message that keeps failing as failed, keeps it, and delivers it once requeued', async () => {
      const api = await pipeline.endpoint();
      await pipeline.worker({ maxAttempts: 3 });
      await api.post(sampleMessage('stubborn'));
      await waitUntil(async () => (await api.store.counts()).failed === 1, { what: 'failed state' });
      const [failed] = await api.store.list(['failed']);
      expect(failed).toMatchObject({ attempts: 3 });
      expect(failed!.lastError).toMatch(/ESOCKET|ECONNECTION|ECONNREFUSED/);
      expect((await api.store.get(failed!.id))?.content.message).toContain('(stubborn)');

      await pipeline.sink().start();
      expect(await api.store.requeue('all-failed', Date.now())).toBe(1);
      await waitUntil(() => pipeline.sink().received.length === 1, { what: 'the email after requeue' });
      await waitUntil(async () => (await api.store.counts()).delivered === 1, { what: 'delivered state' });
    });

    it('deletes delivered messages after the retention period and spam sooner, never pending or failed', async () => {
      await pipeline.sink().start();
      const api = await pipeline.endpoint();
      const { worker: outbox } = await pipeline.worker({
        retention: { deliveredDays: 30, spamDays: 7, everyMs: 3_600_000 },
      });
      await api.post(sampleMessage('kept'));
      await waitUntil(async () => (await api.store.counts()).delivered === 1, { what: 'delivered state' });
      await api.post({ ...sampleMessage('spam'), [HONEYPOT_FIELD]: 'x' });
      const day = 24 * 60 * 60 * 1000;

      expect(
        await api.store.purge({ deliveredBefore: Date.now() - 30 * day, spamBefore: Date.now() - 7 * day }),
      ).toEqual({
        delivered: 0,
        spam: 0,
      });
      expect(await outbox.purge()).toEqual({ delivered: 0, spam: 0 });
      expect(
        await api.store.purge({ deliveredBefore: Date.now() + day, spamBefore: Date.now() - 7 * day }),
      ).toEqual({
        delivered: 1,
        spam: 0,
      });
      expect(await api.store.purge({ deliveredBefore: 0, spamBefore: Date.now() + day })).toEqual({
        delivered: 0,
        spam: 1,
      });
      expect(await api.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 0, spam: 0 });
    });

    it('migrates once, however many instances start together', async () => {
      const stores = await Promise.all([
        pipeline.backend().open(),
        pipeline.backend().open(),
        pipeline.backend().open(),
      ]);
      await Promise.all(stores.map((store) => store.migrate()));
      await Promise.all(stores.map((store) => store.close()));
      const api = await pipeline.endpoint();
      expect((await api.post(sampleMessage())).status).toBe(200);
    });
  });
}
