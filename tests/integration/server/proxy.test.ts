/**
 * TRUST_PROXY on, through the real server: a request the proxy did not forward (no X-Forwarded-For)
 * could choose the address its rate limit counts under, so it is refused and the first one logged with
 * the setting to check; /healthz still answers a check from the machine itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type SiteProcess } from './helpers/site-process.ts';

let server: SiteProcess;
beforeAll(async () => {
  server = await startSite({ TRUST_PROXY: '1', CONTACT_WORKER: 'off' });
}, 90_000);
afterAll(() => server?.stop());

describe('TRUST_PROXY on', () => {
  it('refuses requests the proxy did not forward, and says once which setting to check', async () => {
    expect((await fetch(`${server.url}/`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(
      200,
    );
    for (let i = 0; i < 2; i += 1) {
      const direct = await fetch(`${server.url}/`);
      expect(direct.status).toBe(400);
      expect(await direct.text()).toMatch(/through its proxy/);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const told = server.events().filter((line) => line.event === 'server.proxy-header-missing');
    expect(told).toHaveLength(1);
    expect(String(told[0]!.hint)).toContain('TRUST_PROXY');
  });
});
