/**
 * The contact pipeline end to end, over real HTTP, a real store and a real SMTP server (issue 6, "Done
 * when"). Run once per backend by contact-sqlite.test.ts and contact-postgres.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_ERRORS, HONEYPOT_FIELD } from '@/lib/contact/contact-schema';
import { ENDPOINT_ERRORS } from '@/server/contact/contact-handler';
import type { Backend } from './helpers/backends.ts';
import {
  RECIPIENT,
  sampleMessage,
  startEndpoint,
  startWorker,
  type TestEndpoint,
  type TestWorker,
} from './helpers/pipeline.ts';
import { createSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { sleep, waitUntil } from './helpers/wait.ts';

const ROOT = join(import.meta.dirname, '..', '..');

const messageIds = (sink: SmtpSink) => sink.received.map((mail) => mail.header('message-id'));
const unique = (values: string[]) => new Set(values).size;

export function defineContactPipelineSuite(makeBackend: () => Backend) {
  let backend: Backend;
  let sink: SmtpSink;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    backend = makeBackend();
    sink = await createSmtpSink();
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await sink.stop();
    await backend.dispose();
  });

  async function endpoint(options?: Parameters<typeof startEndpoint>[1]): Promise<TestEndpoint> {
    const started = await startEndpoint(backend, options);
    cleanups.push(() => started.close());
    return started;
  }

  async function worker(overrides?: Parameters<typeof startWorker>[2]): Promise<TestWorker> {
    const started = await startWorker(backend, sink.url, overrides);
    cleanups.push(() => started.stop());
    return started;
  }

  describe('delivery', () => {
    it('delivers one message with the visitor as Reply-To and no visitor input in the headers', async () => {
      await sink.start();
      const api = await endpoint();
      await worker();
      const response = await api.post({
        name: 'Dana Whitfield',
        email: 'dana@example.org',
        phone: '(404) 555-0100',
        topic: 'Couples Therapy',
        message: 'We keep having the same argument.\nCould we talk?',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });

      await waitUntil(() => sink.received.length === 1, { what: 'the email' });
      const mail = sink.received[0]!;
      expect(mail.envelope.to).toEqual([RECIPIENT]);
      expect(mail.envelope.from).toBe('website@livedeeply.example');
      expect(mail.header('reply-to')).toBe('dana@example.org');
      expect(mail.header('to')).toBe(RECIPIENT);
      expect(mail.header('subject')).toMatch(
        /^New message from the website contact form \(ref [0-9a-f]{8}\)$/,
      );
      expect(mail.header('message-id')).toMatch(/^<contact-[0-9a-f-]{36}@livedeeply\.example>$/);
      expect(mail.header('auto-submitted')).toBe('auto-generated');
      const headerBlock = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      expect(headerBlock).not.toContain('Dana');
      expect(headerBlock).not.toContain('Couples');
      expect(mail.text).toContain('Name:     Dana Whitfield');
      expect(mail.text).toContain('Phone:    (404) 555-0100');
      expect(mail.text).toContain('Topic:    Couples Therapy');
      expect(mail.text).toContain('We keep having the same argument.\nCould we talk?');
      expect(mail.html).toContain('Dana Whitfield');

      await waitUntil(async () => (await api.store.counts()).delivered === 1, { what: 'delivered state' });
      const [summary] = await api.store.list(['delivered']);
      expect(mail.header('message-id')).toBe(`<contact-${summary!.id}@livedeeply.example>`);
    });

    it('keeps HTML, unicode and emoji intact, escaped in the HTML part', async () => {
      await sink.start();
      const api = await endpoint();
      await worker();
      const name = 'Zoë Ñandú-Łukasz 🌿';
      const message = '<script>alert("x")</script> <b>bold</b> & \'quotes\'\n日本語のテキスト 🙂👨‍👩‍👧';
      const response = await api.post({ name, email: 'zoe@example.org', topic: 'Ça va? 🙂', message });
      expect(response.status).toBe(200);

      await waitUntil(() => sink.received.length === 1, { what: 'the email' });
      const mail = sink.received[0]!;
      expect(mail.text).toContain(name);
      expect(mail.text).toContain(message);
      expect(mail.text).toContain('Ça va? 🙂');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>bold</b>');
      expect(mail.html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt; &amp; &#39;quotes&#39;',
      );
      expect(mail.html).toContain('日本語のテキスト 🙂👨‍👩‍👧');
      expect(mail.html).toContain(name);
      const stored = await api.store.get((await api.store.list(['delivered', 'pending']))[0]!.id);
      expect(stored?.content.name).toBe(name);
      expect(stored?.content.message).toBe(message);
    });

    it('stores a filled honeypot as spam, answers ok and never delivers it', async () => {
      await sink.start();
      const api = await endpoint();
      await worker();
      const response = await api.post({ ...sampleMessage(), [HONEYPOT_FIELD]: 'http://spam.example' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      await api.post(sampleMessage('real'));
      await waitUntil(() => sink.received.length === 1, { what: 'the real email' });
      await sleep(200);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]!.text).toContain('(real)');
      expect(await api.store.counts()).toMatchObject({ spam: 1, delivered: 1 });
    });
  });

  describe('bad input', () => {
    const big = 'x'.repeat(1024 * 1024);
    const cases: {
      title: string;
      status: number;
      error?: string;
      send: (api: TestEndpoint) => Promise<Response>;
    }[] = [
      {
        title: 'malformed JSON',
        status: 400,
        error: ENDPOINT_ERRORS.json,
        send: (api) => api.post('{"name": "A",', { raw: true }),
      },
      { title: 'a JSON array', status: 400, error: ENDPOINT_ERRORS.shape, send: (api) => api.post([1, 2]) },
      { title: 'JSON null', status: 400, error: ENDPOINT_ERRORS.shape, send: (api) => api.post(null) },
      {
        title: 'a number for the name',
        status: 400,
        error: CONTACT_ERRORS.nameRequired,
        send: (api) => api.post({ ...sampleMessage(), name: 42 }),
      },
      {
        title: 'an object for the message',
        status: 400,
        error: CONTACT_ERRORS.messageRequired,
        send: (api) => api.post({ ...sampleMessage(), message: { text: 'hi' } }),
      },
      {
        title: 'a 1 MB body',
        status: 413,
        error: ENDPOINT_ERRORS.tooLarge,
        send: (api) => api.post({ ...sampleMessage(), message: big }),
      },
      {
        title: 'a 1 MB body without Content-Length (chunked)',
        status: 413,
        error: ENDPOINT_ERRORS.tooLarge,
        send: (api) =>
          fetch(api.url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: new Blob([big]).stream(),
            duplex: 'half',
          } as RequestInit),
      },
      {
        title: 'CR/LF in the name',
        status: 400,
        error: CONTACT_ERRORS.nameCharacters,
        send: (api) => api.post({ ...sampleMessage(), name: 'Alex\r\nBcc: victim@example.com' }),
      },
      {
        title: 'CR/LF in the topic',
        status: 400,
        error: CONTACT_ERRORS.topicInvalid,
        send: (api) => api.post({ ...sampleMessage(), topic: 'Couples\r\nSubject: hi' }),
      },
      {
        title: 'CR/LF in the email',
        status: 400,
        error: CONTACT_ERRORS.emailInvalid,
        send: (api) => api.post({ ...sampleMessage(), email: 'a@example.com\r\nBcc: b@example.com' }),
      },
      {
        title: 'a NUL character in the message',
        status: 400,
        error: CONTACT_ERRORS.messageCharacters,
        send: (api) => api.post({ ...sampleMessage(), message: 'hello\u0000world' }),
      },
      {
        title: 'bytes that are not UTF-8',
        status: 400,
        error: ENDPOINT_ERRORS.json,
        send: (api) =>
          fetch(api.url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
          }),
      },
      {
        title: 'text/plain',
        status: 415,
        error: ENDPOINT_ERRORS.mediaType,
        send: (api) => api.post('hello', { raw: true, headers: { 'Content-Type': 'text/plain' } }),
      },
      {
        title: 'JSON in another charset',
        status: 415,
        error: ENDPOINT_ERRORS.mediaType,
        send: (api) =>
          api.post(sampleMessage(), { headers: { 'Content-Type': 'application/json; charset=latin1' } }),
      },
      {
        title: 'a bad Idempotency-Key',
        status: 400,
        error: ENDPOINT_ERRORS.idempotencyKey,
        send: (api) => api.post(sampleMessage(), { headers: { 'Idempotency-Key': 'x'.repeat(201) } }),
      },
      {
        title: 'a cross-site form post',
        status: 403,
        error: ENDPOINT_ERRORS.crossSite,
        send: (api) =>
          api.post('name=A&email=a%40example.com&message=hi', {
            raw: true,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
          }),
      },
    ];

    for (const { title, status, error, send } of cases) {
      it(`answers ${title} with ${status} and a JSON error`, async () => {
        const api = await endpoint();
        const response = await send(api);
        expect(response.status).toBe(status);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toMatchObject({ ok: false, ...(error ? { error } : {}) });
        // Nothing stored, and the endpoint still works.
        expect(Object.values(await api.store.counts()).reduce((a, b) => a + b)).toBe(0);
        expect((await api.post(sampleMessage())).status).toBe(200);
      });
    }

    it('answers other methods with 405 and an Allow header', async () => {
      const api = await endpoint();
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await fetch(api.url, { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect(await response.json()).toEqual({ ok: false, error: ENDPOINT_ERRORS.method });
      }
    });

    it('refuses a missing or wrong key with 401 when a key is configured', async () => {
      const api = await endpoint({ publicKey: 'public-anon-key' });
      expect((await api.post(sampleMessage())).status).toBe(401);
      const wrong = await api.post(sampleMessage(), { headers: { Authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ ok: false, error: ENDPOINT_ERRORS.unauthorized });
      const right = await api.post(sampleMessage(), { headers: { Authorization: 'Bearer public-anon-key' } });
      expect(right.status).toBe(200);
    });

    it('answers 429 past the per-client limit, with Retry-After', async () => {
      const api = await endpoint({ rateLimit: { limit: 3, windowMs: 60_000 } });
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await api.post(sampleMessage())).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const limited = await api.post(sampleMessage());
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({ ok: false, error: ENDPOINT_ERRORS.rateLimited });
      expect((await api.store.counts()).pending).toBe(3);
    });

    it('does not count a message it failed to store against the sender', async () => {
      const api = await endpoint({ rateLimit: { limit: 2, windowMs: 60_000 } });
      // The store refuses the next three messages, as during an outage.
      let outage = 3;
      const accept = api.store.accept.bind(api.store);
      api.store.accept = (message) =>
        outage-- > 0
          ? Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }))
          : accept(message);
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await api.post(sampleMessage())).status);
      expect(statuses).toEqual([503, 503, 503, 200, 200, 429]);
    });

    it('counts clients by X-Forwarded-For only when a proxy is trusted', async () => {
      const post = (api: TestEndpoint, forwardedFor: string) =>
        api.post(sampleMessage(), { headers: { 'X-Forwarded-For': forwardedFor } });
      const direct = await endpoint({ rateLimit: { limit: 1, windowMs: 60_000 } });
      expect((await post(direct, '203.0.113.1')).status).toBe(200);
      expect((await post(direct, '203.0.113.2')).status).toBe(429); // same socket, spoofed header ignored

      const proxied = await endpoint({ rateLimit: { limit: 1, windowMs: 60_000 }, trustProxyHops: 1 });
      expect((await post(proxied, '203.0.113.1')).status).toBe(200);
      expect((await post(proxied, '203.0.113.2')).status).toBe(200);
      expect((await post(proxied, '198.51.100.9, 203.0.113.1')).status).toBe(429); // the proxy's entry counts
    });

    it('answers CORS preflights only for configured origins', async () => {
      const api = await endpoint({ allowedOrigins: ['https://site.example'] });
      const preflight = await fetch(api.url, {
        method: 'OPTIONS',
        headers: { Origin: 'https://site.example' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://site.example');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
      const stranger = await fetch(api.url, {
        method: 'OPTIONS',
        headers: { Origin: 'https://other.example' },
      });
      expect(stranger.status).toBe(405);
      expect(stranger.headers.get('allow')).toBe('POST, OPTIONS');
      const posted = await api.post(sampleMessage(), { headers: { Origin: 'https://site.example' } });
      expect(posted.headers.get('access-control-allow-origin')).toBe('https://site.example');
    });

    it('accepts a same-site form post without JavaScript and redirects to the result page', async () => {
      const api = await endpoint();
      const form = (body: string) =>
        fetch(api.url, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
          body,
        });
      const sent = await form('name=Sam&email=sam%40example.org&phone=&topic=&message=Hello%0D%0Athere');
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe('/contact/sent');
      const notSent = await form('name=&email=sam%40example.org&message=Hello');
      expect(notSent.status).toBe(303);
      expect(notSent.headers.get('location')).toBe('/contact/not-sent');
      const [stored] = await api.store.list(['pending']);
      expect((await api.store.get(stored!.id))?.content).toEqual({
        name: 'Sam',
        email: 'sam@example.org',
        message: 'Hello\nthere',
      });
    });
  });

  describe('exactly once', () => {
    it('stores and delivers a message sent twice with the same Idempotency-Key once', async () => {
      await sink.start();
      const api = await endpoint();
      await worker();
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

      await waitUntil(() => sink.received.length === 1, { what: 'the email' });
      await sleep(300);
      expect(sink.received).toHaveLength(1);
      expect(await api.store.counts()).toMatchObject({ delivered: 1, pending: 0 });
    });

    it('delivers all 20 messages once after the mail server was down while they came in', async () => {
      const api = await endpoint();
      await worker();
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
      expect(sink.received).toHaveLength(0);

      await sink.start();
      await waitUntil(() => sink.received.length >= 20, { what: '20 emails', timeoutMs: 15_000 });
      await sleep(300);
      expect(sink.received).toHaveLength(20);
      expect(unique(messageIds(sink))).toBe(20);
      expect(unique(sink.received.map((mail) => /\((down-\d+)\)/.exec(mail.text)?.[1] ?? ''))).toBe(20);
      expect(await api.store.counts()).toMatchObject({ delivered: 20, pending: 0, failed: 0 });
    }, 30_000);

    it('answers 200 concurrent messages ok and delivers each once', async () => {
      await sink.start();
      const api = await endpoint();
      await worker({ concurrency: 8 });
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          api.post(sampleMessage(`burst-${i}`), { headers: { 'Idempotency-Key': `burst-${i}` } }),
        ),
      );
      expect(responses.filter((r) => r.status === 200)).toHaveLength(200);
      expect(await Promise.all(responses.map((r) => r.json()))).toEqual(Array(200).fill({ ok: true }));

      await waitUntil(() => sink.received.length >= 200, { what: '200 emails', timeoutMs: 20_000 });
      await sleep(300);
      expect(sink.received).toHaveLength(200);
      expect(unique(messageIds(sink))).toBe(200);
      expect(await api.store.counts()).toMatchObject({ delivered: 200, pending: 0 });
    }, 40_000);

    it('lets two workers on one store share the queue without sending any message twice', async () => {
      await sink.start();
      const api = await endpoint();
      await Promise.all(Array.from({ length: 60 }, (_, i) => api.post(sampleMessage(`pair-${i}`))));
      const [one, two] = await Promise.all([worker({ concurrency: 3 }), worker({ concurrency: 3 })]);

      await waitUntil(() => sink.received.length >= 60, { what: '60 emails', timeoutMs: 15_000 });
      await sleep(300);
      expect(sink.received).toHaveLength(60);
      expect(unique(messageIds(sink))).toBe(60);
      expect(await api.store.counts()).toMatchObject({ delivered: 60, pending: 0 });
      expect(one.store.kind).toBe(backend.name);
      expect(two.store.kind).toBe(backend.name);
    }, 30_000);

    it('delivers the message of a worker killed mid-send once its lease has run out', async () => {
      await sink.start();
      const api = await endpoint();
      expect((await api.post(sampleMessage('crash'))).status).toBe(200);

      sink.holdNext();
      const child: ChildProcess = spawn(
        process.execPath,
        ['--experimental-strip-types', '--no-warnings', join(ROOT, 'scripts', 'worker.ts')],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            ...backend.env,
            SMTP_URL: sink.url,
            CONTACT_LEASE_SECONDS: '2',
            CONTACT_POLL_SECONDS: '0.05',
          },
          stdio: 'ignore',
        },
      );
      cleanups.push(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      });
      await waitUntil(() => sink.held.length === 1, { what: 'the worker to reach DATA', timeoutMs: 15_000 });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const [claimed] = await api.store.list(['pending']);
      expect(claimed).toMatchObject({ attempts: 1 });
      expect(claimed!.leaseUntil).toBeGreaterThan(Date.now());

      const started = Date.now();
      await worker({ leaseMs: 2000 });
      await waitUntil(() => sink.received.length === 1, { what: 'the taken-over email', timeoutMs: 10_000 });
      // Not before the dead worker's lease ran out.
      expect(Date.now()).toBeGreaterThanOrEqual(claimed!.leaseUntil!);
      expect(Date.now() - started).toBeLessThan(8000);
      await sleep(200);
      expect(sink.received).toHaveLength(1);
      // The re-send is recognisably the same message.
      expect(sink.received[0]!.header('message-id')).toBe(sink.held[0]!.header('message-id'));
      expect(sink.received[0]!.header('date')).toBe(sink.held[0]!.header('date'));
      const [delivered] = await api.store.list(['delivered']);
      expect(delivered).toMatchObject({ attempts: 2 });
    }, 40_000);
  });

  describe('keeping and forgetting', () => {
    it('marks a message that keeps failing as failed, keeps it, and delivers it once requeued', async () => {
      const api = await endpoint();
      await worker({ maxAttempts: 3 });
      await api.post(sampleMessage('stubborn'));
      await waitUntil(async () => (await api.store.counts()).failed === 1, { what: 'failed state' });
      const [failed] = await api.store.list(['failed']);
      expect(failed).toMatchObject({ attempts: 3 });
      expect(failed!.lastError).toMatch(/ESOCKET|ECONNECTION|ECONNREFUSED/);
      expect((await api.store.get(failed!.id))?.content.message).toContain('(stubborn)');

      await sink.start();
      expect(await api.store.requeue('all-failed', Date.now())).toBe(1);
      await waitUntil(() => sink.received.length === 1, { what: 'the email after requeue' });
      await waitUntil(async () => (await api.store.counts()).delivered === 1, { what: 'delivered state' });
    });

    it('deletes delivered messages after the retention period and spam sooner, never pending or failed', async () => {
      await sink.start();
      const api = await endpoint();
      const { worker: outbox } = await worker({
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
      const stores = await Promise.all([backend.open(), backend.open(), backend.open()]);
      await Promise.all(stores.map((store) => store.migrate()));
      await Promise.all(stores.map((store) => store.close()));
      const api = await endpoint();
      expect((await api.post(sampleMessage())).status).toBe(200);
    });
  });
}
