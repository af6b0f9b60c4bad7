import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_COPY } from '@/lib/contact/contact-copy';
import { sendContactMessage } from '@/lib/contact/send-contact-message';

/*
 * A busy endpoint (503 with Retry-After) is asked again after the wait it names, capped at 10 s, with
 * the same Idempotency-Key, twice at most; then its answer is the visitor's.
 */

const payload = { name: 'A', email: 'a@b.co', message: 'Hi' };
const busy = (retryAfter: string | null) =>
  new Response(JSON.stringify({ ok: false, error: 'We are receiving many messages right now.' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
  });
const stored = () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function scripted(answers: (() => Response)[]) {
  const calls: { at: number; key: string | undefined }[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    calls.push({ at: Date.now(), key: (init.headers as Record<string, string>)['Idempotency-Key'] });
    return answers[Math.min(calls.length - 1, answers.length - 1)]!();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('sendContactMessage on a busy server', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits as Retry-After says and sends again with the same key', async () => {
    const { calls, fetchImpl } = scripted([() => busy('3'), stored]);
    let settled = false;
    const sent = sendContactMessage({ endpoint: '/c', payload, idempotencyKey: 'k1', fetchImpl }).finally(
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.key)).toEqual(['k1', 'k1']);
    expect(calls[1]!.at - calls[0]!.at).toBe(3_000);
  });

  it('caps the wait at 10 s and reads an HTTP date', async () => {
    const later = new Date(1_000_000 + 4_000).toUTCString();
    const { calls, fetchImpl } = scripted([() => busy('120'), () => busy(later), stored]);
    const sent = sendContactMessage({ endpoint: '/c', payload, idempotencyKey: 'k2', fetchImpl });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(sent).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
  });

  it('gives up after two retries and shows the server error', async () => {
    const { calls, fetchImpl } = scripted([() => busy('1')]);
    const sent = sendContactMessage({ endpoint: '/c', payload, idempotencyKey: 'k3', fetchImpl });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(sent).resolves.toEqual({
      ok: false,
      error: 'We are receiving many messages right now.',
    });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 503 without Retry-After, nor other failures', async () => {
    for (const answer of [
      () => busy(null),
      () => new Response('{}', { status: 500, headers: { 'Retry-After': '1' } }),
    ]) {
      const { calls, fetchImpl } = scripted([answer]);
      const result = await sendContactMessage({ endpoint: '/c', payload, idempotencyKey: 'k4', fetchImpl });
      expect(result.ok).toBe(false);
      expect(calls).toHaveLength(1);
    }
    const { fetchImpl } = scripted([() => new Response('{}', { status: 500 })]);
    await expect(
      sendContactMessage({ endpoint: '/c', payload, idempotencyKey: 'k5', fetchImpl }),
    ).resolves.toEqual({ ok: false, error: CONTACT_COPY.sendFailed });
  });
});
