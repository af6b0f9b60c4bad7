/**
 * What the endpoint refuses, and how: every bad request gets a JSON error with a 4xx (or 503 when the store fails) and stores nothing; methods, keys, rate limits, proxies, CORS and plain form posts.
 */
import { describe, expect, it } from 'vitest';
import { CONTACT_ERRORS } from '@/lib/contact/contact-schema';
import { ENDPOINT_ERRORS } from '@/server/contact/contact-handler';
import type { Backend } from './helpers/backends.ts';
import { sampleMessage, type TestEndpoint } from './helpers/pipeline.ts';
import { usePipeline } from './helpers/pipeline-fixture.ts';

/** A same-site form post, as a browser without JavaScript sends the contact form. */
const formPost = (api: TestEndpoint, body: string) =>
  fetch(api.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body,
  });

export function defineBadInputSuite(makeBackend: () => Backend) {
  const pipeline = usePipeline(makeBackend);

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
        const api = await pipeline.endpoint();
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
      const api = await pipeline.endpoint();
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await fetch(api.url, { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect(await response.json()).toEqual({ ok: false, error: ENDPOINT_ERRORS.method });
      }
    });

    it('refuses a missing or wrong key with 401 when a key is configured', async () => {
      const api = await pipeline.endpoint({ publicKey: 'public-anon-key' });
      expect((await api.post(sampleMessage())).status).toBe(401);
      const wrong = await api.post(sampleMessage(), { headers: { Authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ ok: false, error: ENDPOINT_ERRORS.unauthorized });
      const right = await api.post(sampleMessage(), { headers: { Authorization: 'Bearer public-anon-key' } });
      expect(right.status).toBe(200);
    });

    it('answers a plain form post without the key with the not-sent page, never JSON', async () => {
      const api = await pipeline.endpoint({ publicKey: 'public-anon-key' });
      const response = await fetch(api.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=A&email=a%40example.com&message=Hello%20there',
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contact/not-sent');
      expect((await api.store.counts()).pending).toBe(0);
    });

    it('answers 429 past the per-client limit, with Retry-After', async () => {
      const api = await pipeline.endpoint({ rateLimit: { limit: 3, windowMs: 60_000 } });
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await api.post(sampleMessage())).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const limited = await api.post(sampleMessage());
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({ ok: false, error: ENDPOINT_ERRORS.rateLimited });
      expect((await api.store.counts()).pending).toBe(3);
    });

    it('does not count a message it failed to store against the sender', async () => {
      const api = await pipeline.endpoint({ rateLimit: { limit: 2, windowMs: 60_000 } });
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
      const direct = await pipeline.endpoint({ rateLimit: { limit: 1, windowMs: 60_000 } });
      expect((await post(direct, '203.0.113.1')).status).toBe(200);
      expect((await post(direct, '203.0.113.2')).status).toBe(429); // same socket, spoofed header ignored

      const proxied = await pipeline.endpoint({
        rateLimit: { limit: 1, windowMs: 60_000 },
        trustProxyHops: 1,
      });
      expect((await post(proxied, '203.0.113.1')).status).toBe(200);
      expect((await post(proxied, '203.0.113.2')).status).toBe(200);
      expect((await post(proxied, '198.51.100.9, 203.0.113.1')).status).toBe(429); // the proxy's entry counts
    });

    it('answers CORS preflights only for configured origins', async () => {
      const api = await pipeline.endpoint({ allowedOrigins: ['https://site.example'] });
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
      const api = await pipeline.endpoint();
      const form = (body: string) => formPost(api, body);
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

    it('gives a refused form post without JavaScript the form again with what was typed and why', async () => {
      const api = await pipeline.endpoint({
        rateLimit: { limit: 1, windowMs: 60_000 },
        formRetryPage: (retry) => `<p>${JSON.stringify(retry)}</p>`,
      });
      const form = (body: string) => formPost(api, body);
      const refusedField = await form('name=&email=sam%40example.org&message=Hello');
      expect(refusedField.status).toBe(400);
      expect(JSON.parse((await refusedField.text()).slice(3, -4))).toEqual({
        values: { name: '', email: 'sam@example.org', message: 'Hello' },
        error: CONTACT_ERRORS.nameRequired,
        field: 'name',
      });
      // Past the limit the reason is the limit, not the fields, and the words come back too.
      const limited = await form('name=Sam&email=sam%40example.org&message=Once%20more');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
      expect(JSON.parse((await limited.text()).slice(3, -4))).toEqual({
        values: { name: 'Sam', email: 'sam@example.org', message: 'Once more' },
        error: ENDPOINT_ERRORS.rateLimited,
      });
      expect((await api.store.counts()).pending).toBe(0);
    });
  });
}
