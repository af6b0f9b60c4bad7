/** The contact endpoint as `npm start` serves it: JSON answers for success and every refusal. */
import { expect, test } from '@playwright/test';
import { ENDPOINT, unique } from './contact-shared.ts';

test.describe('contact endpoint behind the Astro server', () => {
  const valid = { name: 'API Test', email: 'api@example.org', message: 'Checking the endpoint.' };

  test('answers JSON for success and for every refusal', async ({ request }) => {
    const ok = await request.post(ENDPOINT, { data: { ...valid, message: unique('api') } });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });

    const invalid = await request.post(ENDPOINT, { data: { ...valid, name: ' ' } });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ ok: false, error: 'Please enter your name.', field: 'name' });

    const malformed = await request.post(ENDPOINT, {
      headers: { 'Content-Type': 'application/json' },
      data: '{"name":',
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).ok).toBe(false);

    const plain = await request.post(ENDPOINT, { headers: { 'Content-Type': 'text/plain' }, data: 'hello' });
    expect(plain.status()).toBe(415);
    expect((await plain.json()).ok).toBe(false);

    const huge = await request.post(ENDPOINT, { data: { ...valid, message: 'x'.repeat(1024 * 1024) } });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).ok).toBe(false);

    const get = await request.get(ENDPOINT);
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
    expect((await get.json()).ok).toBe(false);

    const crossSite = await request.post(ENDPOINT, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      data: 'name=A&email=a%40example.org&message=hi',
    });
    expect(crossSite.status()).toBe(403);
    expect((await crossSite.json()).ok).toBe(false);
  });
});
