import { describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT } from '@/lib/contact/contact-endpoint';
import { CONTACT_COPY } from '@/lib/contact/contact-copy';
import { toContactPayload } from '@/lib/contact/contact-payload';
import { HONEYPOT_FIELD } from '@/lib/contact/contact-schema';
import { newIdempotencyKey, sendContactMessage } from '@/lib/contact/send-contact-message';

describe('toContactPayload', () => {
  it('sends name, email and message, trimmed, and leaves blank phone and topic out', () => {
    expect(
      toContactPayload({ name: ' A ', email: 'a@b.co ', phone: ' ', topic: '', message: ' Hi ' }),
    ).toEqual({
      name: 'A',
      email: 'a@b.co',
      message: 'Hi',
    });
    expect(
      toContactPayload({ name: 'A', email: 'a@b.co', phone: '404', topic: 'Family Therapy', message: 'Hi' }),
    ).toEqual({ name: 'A', email: 'a@b.co', phone: '404', topic: 'Family Therapy', message: 'Hi' });
  });

  it('adds the honeypot only when something filled it, and nothing else', () => {
    const base = { name: 'A', email: 'a@b.co', message: 'Hi', contact_key: 'k', other: 'x' };
    expect(toContactPayload({ ...base, [HONEYPOT_FIELD]: '' })).not.toHaveProperty(HONEYPOT_FIELD);
    expect(toContactPayload({ ...base, [HONEYPOT_FIELD]: 'bot' })).toHaveProperty(HONEYPOT_FIELD, 'bot');
    expect(Object.keys(toContactPayload(base))).toEqual(['name', 'email', 'message']);
  });
});

function fakeFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('sendContactMessage', () => {
  const payload = { name: 'A', email: 'a@b.co', message: 'Hi' };

  it('posts JSON with the idempotency key and the bearer key when there is one', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { ok: true }));
    const result = await sendContactMessage({
      endpoint: CONTACT_ENDPOINT,
      payload,
      idempotencyKey: 'key-1',
      contactKey: 'anon',
      fetchImpl,
    });
    expect(result).toEqual({ ok: true });
    expect(calls[0]!.url).toBe(CONTACT_ENDPOINT);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1',
      Authorization: 'Bearer anon',
    });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(payload);

    await sendContactMessage({ endpoint: '/x', payload, idempotencyKey: 'k', fetchImpl });
    expect(calls[1]!.init.headers).not.toHaveProperty('Authorization');
  });

  it('needs both HTTP ok and ok: true for success', async () => {
    const cases: [Promise<Response>, string][] = [
      [json(200, { ok: false }), CONTACT_COPY.sendFailed],
      [json(200, { ok: false, error: 'Nope.' }), 'Nope.'],
      [json(500, { ok: true }), CONTACT_COPY.sendFailed],
      [json(429, { ok: false, error: 'Too many messages.' }), 'Too many messages.'],
      [json(400, { ok: false, error: '' }), CONTACT_COPY.sendFailed],
      [json(400, { ok: false, error: 42 }), CONTACT_COPY.sendFailed],
      [Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })), CONTACT_COPY.sendFailed],
      [Promise.resolve(new Response(null, { status: 204 })), CONTACT_COPY.sendFailed],
    ];
    for (const [answer, error] of cases) {
      const { fetchImpl } = fakeFetch(() => answer);
      expect(await sendContactMessage({ endpoint: '/x', payload, idempotencyKey: 'k', fetchImpl })).toEqual({
        ok: false,
        error,
      });
    }
  });

  it('passes on the field the server names', async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(400, { ok: false, error: 'Please enter your name.', field: 'name' }),
    );
    expect(await sendContactMessage({ endpoint: '/x', payload, idempotencyKey: 'k', fetchImpl })).toEqual({
      ok: false,
      error: 'Please enter your name.',
      field: 'name',
    });
  });

  it('reports a request that fails or times out as a network error', async () => {
    const { fetchImpl } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendContactMessage({ endpoint: '/x', payload, idempotencyKey: 'k', fetchImpl })).toEqual({
      ok: false,
      error: 'Network error. Please try again.',
    });
    const hanging = (async (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as unknown as typeof fetch;
    expect(
      await sendContactMessage({
        endpoint: '/x',
        payload,
        idempotencyKey: 'k',
        fetchImpl: hanging,
        timeoutMs: 20,
      }),
    ).toEqual({ ok: false, error: CONTACT_COPY.networkError });
  });
});

describe('newIdempotencyKey', () => {
  it('makes a fresh version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
