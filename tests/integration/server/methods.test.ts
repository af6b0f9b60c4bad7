/**
 * Nothing a client sends leads to a 5xx: every method, known or not, on pages, assets, unknown
 * addresses and the contact endpoint, against the real server on the real build.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEACON_LIMITS, COUNT_ENDPOINT } from '../../../src/lib/analytics/wire.ts';
import { CONTACT_ENDPOINT } from '../../../src/lib/contact/contact-endpoint.ts';
import { BEACON_ERRORS } from '../../../src/server/analytics/beacon-handler.ts';
import { ENDPOINT_ERRORS } from '../../../src/server/contact/contact-handler.ts';
import { ROOT, rawRequest, startSite, type SiteProcess } from './helpers/site-process.ts';

const css = readdirSync(join(ROOT, 'dist', 'client', '_astro')).find((file) => file.endsWith('.css'));
const PATHS = [
  '/',
  '/about',
  `/_astro/${css}`,
  '/no-such-page',
  '/blog/no-such-article',
  '/functions/v1/other',
  CONTACT_ENDPOINT,
  COUNT_ENDPOINT,
];
// Methods HTTP defines, WebDAV and others Node parses, the ones the Fetch API refuses (TRACE, TRACK),
// and tokens no parser knows.
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'MKCOL',
  'PURGE',
  'QUERY',
  'M-SEARCH',
  'LINK',
  'BREW',
  'FOO',
];

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.stop());

const send = (method: string, path: string, extra = '') =>
  rawRequest(
    site.port,
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nContent-Length: 0\r\n${extra}Connection: close\r\n\r\n`,
  );

describe('every method on every path', () => {
  it('gets a deliberate answer, never a 5xx', async () => {
    const answers: string[] = [];
    for (const method of METHODS) {
      for (const path of PATHS) {
        const { status, headers } = await send(method, path);
        answers.push(`${method} ${path} ${status}`);
        expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
        expect(status, `${method} ${path}`).toBeLessThan(500);
        if ((path === CONTACT_ENDPOINT || path === COUNT_ENDPOINT) && method !== 'POST' && status === 405) {
          expect(headers['allow'], `${method} ${path}`).toBe('POST');
          expect(headers['content-type']).toMatch(/^application\/json/);
        } else if (status === 405) {
          expect(headers['allow'], `${method} ${path}`).toBe('GET, HEAD');
        }
      }
    }
    // Every method Node can parse gets 405 where it does not belong; only unparsable ones get 400.
    const unparsed = answers.filter((line) => line.endsWith(' 400')).map((line) => line.split(' ')[0]);
    expect(new Set(unparsed)).toEqual(new Set(['TRACK', 'BREW', 'FOO']));
  }, 60_000);

  it('answers the contact endpoint with JSON 405 for TRACE and every other method but POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'TRACE', 'PROPFIND']) {
      const { status, headers, body } = await send(method, CONTACT_ENDPOINT);
      expect(status, method).toBe(405);
      expect(headers['allow']).toBe('POST');
      expect(JSON.parse(body)).toEqual({
        ok: false,
        error: ENDPOINT_ERRORS.method,
      });
    }
  });

  it('answers the counting endpoint with JSON: 405 for every method but POST, 4xx for a bad beacon', async () => {
    for (const method of ['GET', 'PUT', 'TRACE', 'PROPFIND']) {
      const { status, headers, body } = await send(method, COUNT_ENDPOINT);
      expect(status, method).toBe(405);
      expect(headers['allow']).toBe('POST');
      expect(JSON.parse(body)).toEqual({ ok: false, error: BEACON_ERRORS.method });
    }
    // As a browser on the site's pages sends it; without Sec-Fetch-Site or Origin it is no page's (403).
    const post = (type: string, payload: string, browser = 'Sec-Fetch-Site: same-origin\r\n') =>
      rawRequest(
        site.port,
        `POST ${COUNT_ENDPOINT} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n${browser}Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
      );
    const noBrowser = await post('text/plain', JSON.stringify({ p: '/' }), '');
    expect(noBrowser.status).toBe(403);
    expect(JSON.parse(noBrowser.body)).toEqual({ ok: false, error: BEACON_ERRORS.crossSite });
    for (const [type, payload, expected] of [
      ['text/plain', JSON.stringify({ p: '/' }), 204],
      ['text/plain', '{"p":', 400],
      ['text/plain', JSON.stringify({ p: '/', e: ['scrolled'] }), 400],
      ['text/html', JSON.stringify({ p: '/' }), 415],
      ['text/plain', JSON.stringify({ p: '/', pad: 'x'.repeat(BEACON_LIMITS.bytes) }), 413],
    ] as const) {
      const { status, body } = await post(type, payload);
      expect(status, payload.slice(0, 40)).toBe(expected);
      if (expected !== 204) expect(JSON.parse(body)).toMatchObject({ ok: false, error: expect.any(String) });
    }
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    const { status, headers } = await rawRequest(
      site.port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(status).toBe(405);
    expect(headers['allow']).toBe('GET, HEAD');
  });

  it('answers a request target that is not a path, or a malformed Host, with 400', async () => {
    for (const head of [
      'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET http://elsewhere.example/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      `POST ${CONTACT_ENDPOINT} HTTP/1.1\r\nHost: a b\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    ]) {
      expect((await rawRequest(site.port, head)).status, head.split('\r\n')[0]).toBe(400);
    }
  });
});
