/**
 * Each message is delivered once: retries with one Idempotency-Key, a mail server that was down, bursts, two workers on one store, and a worker killed mid-send.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_ERRORS } from '@/server/contact/contact-handler';
import type { Backend } from './helpers/backends.ts';
import { sampleMessage } from './helpers/pipeline.ts';
import { messageIds, unique, usePipeline } from './helpers/pipeline-fixture.ts';
import { sleep, waitUntil } from './helpers/wait.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export function defineExactlyOnceSuite(makeBackend: () => Backend) {
  const pipeline = usePipeline(makeBackend);

  describe('exactly once', () => {
    it('stores and delivers a message sent twice with the same Idempotency-Key once', async () => {
      await pipeline.sink().start();
      const api = await pipeline.endpoint();
      await pipeline.worker();
      const headers = { 'Idempotency-Key': '6f1c2a52-3d7e-4a8b-9c0d-1e2f3a4b5c6d' };
      const message = sampleMessage('retry');
      const [first, second] = await Promise.all([
        api.post(message, { headers }),
        api.post(message, { headers }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect((await api.post(message, { headers })).status).toBe(200);

      const reused = await api.post({ ...message, message: 'Something else entirely' }, { headers });
      expect(reused.status).toBe(422);
      expect(await reused.json()).toEqual({ ok: false, error: ENDPOINT_ERRORS.keyReused });

      await waitUntil(() => pipeline.sink().received.length === 1, { what: 'the email' });
      await sleep(300);
      expect(pipeline.sink().received).toHaveLength(1);
      expect(await api.store.counts()).toMatchObject({ delivered: 1, pending: 0 });
    });

    it('delivers all 20 messages once after the mail server was down while they came in', async () => {
      const api = await pipeline.endpoint();
      await pipeline.worker();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api.post(sampleMessage(`down-${i}`))),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      // Every message has met the closed port at least once.
      await waitUntil(
        async () => (await api.store.list(['pending'])).every((m) => m.attempts >= 1 && m.lastError),
        {
          what: 'failed first attempts',
        },
      );
      expect(pipeline.sink().received).toHaveLength(0);

      await pipeline.sink().start();
      await waitUntil(() => pipeline.sink().received.length >= 20, { what: '20 emails', timeoutMs: 15_000 });
      await sleep(300);
      expect(pipeline.sink().received).toHaveLength(20);
      expect(unique(messageIds(pipeline.sink()))).toBe(20);
      expect(
        unique(pipeline.sink().received.map((mail) => /\((down-\d+)\)/.exec(mail.text)?.[1] ?? '')),
      ).toBe(20);
      expect(await api.store.counts()).toMatchObject({ delivered: 20, pending: 0, failed: 0 });
    }, 30_000);

    it('answers 200 concurrent messages ok and delivers each once', async () => {
      await pipeline.sink().start();
      const api = await pipeline.endpoint();
      await pipeline.worker({ concurrency: 8 });
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          api.post(sampleMessage(`burst-${i}`), { headers: { 'Idempotency-Key': `burst-${i}` } }),
        ),
      );
      expect(responses.filter((r) => r.status === 200)).toHaveLength(200);
      expect(await Promise.all(responses.map((r) => r.json()))).toEqual(Array(200).fill({ ok: true }));

      await waitUntil(() => pipeline.sink().received.length >= 200, {
        what: '200 emails',
        timeoutMs: 20_000,
      });
      await sleep(300);
      expect(pipeline.sink().received).toHaveLength(200);
      expect(unique(messageIds(pipeline.sink()))).toBe(200);
      expect(await api.store.counts()).toMatchObject({ delivered: 200, pending: 0 });
    }, 40_000);

    it('lets two workers on one store share the queue without sending any message twice', async () => {
      await pipeline.sink().start();
      const api = await pipeline.endpoint();
      await Promise.all(Array.from({ length: 60 }, (_, i) => api.post(sampleMessage(`pair-${i}`))));
      const [one, two] = await Promise.all([
        pipeline.worker({ concurrency: 3 }),
        pipeline.worker({ concurrency: 3 }),
      ]);

      await waitUntil(() => pipeline.sink().received.length >= 60, { what: '60 emails', timeoutMs: 15_000 });
      await sleep(300);
      expect(pipeline.sink().received).toHaveLength(60);
      expect(unique(messageIds(pipeline.sink()))).toBe(60);
      expect(await api.store.counts()).toMatchObject({ delivered: 60, pending: 0 });
      expect(one.store.kind).toBe(pipeline.backend().name);
      expect(two.store.kind).toBe(pipeline.backend().name);
    }, 30_000);

    it('delivers the message of a worker killed mid-send once its lease has run out', async () => {
      await pipeline.sink().start();
      const api = await pipeline.endpoint();
      expect((await api.post(sampleMessage('crash'))).status).toBe(200);

      pipeline.sink().holdNext();
      const child: ChildProcess = spawn(
        process.execPath,
        ['--experimental-strip-types', '--no-warnings', join(ROOT, 'scripts', 'worker.ts')],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            ...pipeline.backend().env,
            SMTP_URL: pipeline.sink().url,
            CONTACT_LEASE_SECONDS: '2',
            CONTACT_POLL_SECONDS: '0.05',
          },
          stdio: 'ignore',
        },
      );
      pipeline.cleanup(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      });
      await waitUntil(() => pipeline.sink().held.length === 1, {
        what: 'the worker to reach DATA',
        timeoutMs: 15_000,
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const [claimed] = await api.store.list(['pending']);
      expect(claimed).toMatchObject({ attempts: 1 });
      expect(claimed!.leaseUntil).toBeGreaterThan(Date.now());

      const started = Date.now();
      await pipeline.worker({ leaseMs: 2000 });
      await waitUntil(() => pipeline.sink().received.length === 1, {
        what: 'the taken-over email',
        timeoutMs: 10_000,
      });
      // Not before the dead worker's lease ran out.
      expect(Date.now()).toBeGreaterThanOrEqual(claimed!.leaseUntil!);
      expect(Date.now() - started).toBeLessThan(8000);
      await sleep(200);
      expect(pipeline.sink().received).toHaveLength(1);
      // The re-send is recognisably the same message.
      expect(pipeline.sink().received[0]!.header('message-id')).toBe(
        pipeline.sink().held[0]!.header('message-id'),
      );
      expect(pipeline.sink().received[0]!.header('date')).toBe(pipeline.sink().held[0]!.header('date'));
      const [delivered] = await api.store.list(['delivered']);
      expect(delivered).toMatchObject({ attempts: 2 });
    }, 40_000);
  });
}
