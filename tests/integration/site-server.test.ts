/**
 * The site server over real HTTP, on a small built folder made here (pages with their .br and .gz
 * variants, a hashed asset, the error pages) and a stand-in for Astro's middleware that answers one
 * on-demand route, so it runs without a build. The real server on the real build is covered by
 * tests/integration/server/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT } from '@/lib/contact/contact-endpoint';
import { methodNotAllowed } from '@/server/contact/contact-handler';
import { listenOnLoopback } from './helpers/node-http.ts';
import { createSiteServer, type AstroMiddleware } from '@/server/http/site-server';

const HEADERS = {
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};
const ABOUT = `<!doctype html><title>About</title>${'<p>About the practice.</p>'.repeat(40)}`;
const NOT_FOUND = `<!doctype html><title>Not found</title>${'<p>404</p>'.repeat(40)}`;

const dir = mkdtempSync(join(tmpdir(), 'site-server-'));
function write(name: string, content: string, compress = false) {
  writeFileSync(join(dir, name), content);
  if (compress) {
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
}

// A stand-in for the adapter: one on-demand route, a failing one, and `next` for everything else.
const astro: AstroMiddleware = async (req, res, next) => {
  const { pathname } = new URL(req.url!, 'http://x');
  if (pathname === CONTACT_ENDPOINT) {
    res.writeHead(req.method === 'POST' ? 200 : 405, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  } else if (pathname === '/functions/fail') {
    throw new Error('route failed');
  } else {
    next();
  }
};

let base = '';
let server: Server;
const errors: unknown[] = [];

beforeAll(async () => {
  mkdirSync(join(dir, '_astro'));
  write('index.html', '<!doctype html><title>Home</title>');
  write('about.html', ABOUT, true);
  write('404.html', NOT_FOUND, true);
  write('500.html', '<!doctype html><h1>Unexpected Application Error!</h1>');
  write('_headers', '/*\n  X-Frame-Options: DENY\n');
  write(join('_astro', 'app.3f9a1c.js'), 'console.log(1)'.repeat(100), true);
  write('gone.html', ABOUT);
  writeFileSync(join(dir, 'logo.bin'), Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)));
  // The server indexes the folder when it is created.
  server = createSiteServer({
    clientDir: dir,
    headers: HEADERS,
    astro,
    timeouts: { headersMs: 5000, requestMs: 10_000, keepAliveMs: 5000 },
    methodRefusals: { [CONTACT_ENDPOINT]: () => methodNotAllowed([]) },
    onError: (error) => errors.push(error),
  });
  base = await listenOnLoopback(server);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}${path}`, { method, headers, redirect: 'manual' });

/** A raw request, for methods fetch() refuses to send (TRACE, CONNECT). */
function raw(method: string, path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    // A CONNECT answer arrives as a 'connect' event with the socket.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode!, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages and assets', () => {
  it('serves a page without its extension, precompressed for the client, with the site headers', async () => {
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await get('/about', { 'Accept-Encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(expected);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy']);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe(ABOUT);
    }
  });

  it('revalidates pages and caches hashed assets for a year', async () => {
    expect((await get('/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await get('/about')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const asset = await get('/_astro/app.3f9a1c.js', { 'Accept-Encoding': 'br' });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
  });

  it('answers If-None-Match with 304 when the page is unchanged', async () => {
    const first = await get('/about', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/about', { 'Accept-Encoding': 'br', 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy']);
    const stale = await get('/about', { 'Accept-Encoding': 'br', 'If-None-Match': 'W/"0-0"' });
    expect(stale.status).toBe(200);
  });

  it('answers a Range request with 206 and the bytes asked for', async () => {
    const response = await get('/logo.bin', { Range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toHaveLength(100);
    expect(bytes[0]).toBe(100);
    expect((await get('/logo.bin', { Range: 'bytes=5000-' })).status).toBe(416);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await get('/about', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('');
  });

  it('keeps running when a file it listed is gone (a new build copied over it): that answer is cut off', async () => {
    rmSync(join(dir, 'gone.html'));
    await expect(get('/gone').then((response) => response.text())).rejects.toThrow();
    expect((await get('/about')).status).toBe(200);
    expect(errors.splice(0)).toEqual([expect.objectContaining({ code: 'ENOENT' })]);
  });
});

describe('addresses that are not pages', () => {
  it('answers an unknown address with 404 and the prerendered page, compressed, never cached', async () => {
    const response = await get('/no-such-page', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy']);
    expect(await response.text()).toBe(NOT_FOUND);
  });

  it('never serves the error pages, _headers or files outside the folder as pages', async () => {
    for (const path of ['/404', '/404.html', '/500', '/500.html', '/_headers', '/404.html.br']) {
      expect((await get(path)).status, path).toBe(404);
    }
    for (const path of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%E0%A4%A',
      '/..%2f..%2fetc%2fpasswd',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('sends unknown articles and answers back to their library, and drops a trailing slash', async () => {
    const article = await get('/blog/no-such-article');
    expect(article.status).toBe(302);
    expect(article.headers.get('location')).toBe('/blog');
    expect((await get('/answers/missing')).headers.get('location')).toBe('/answers');
    const slash = await get('/about/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/about');
    // A protocol-relative address is not a redirect target.
    expect((await get('//evil.example/')).status).toBe(404);
  });
});

describe('methods', () => {
  it('answers other methods on pages with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/about', {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('gives TRACE a 405 everywhere (JSON on the contact endpoint) and CONNECT a 405', async () => {
    const page = await raw('TRACE', '/about');
    expect(page.status).toBe(405);
    expect(page.headers['allow']).toBe('GET, HEAD');
    const endpoint = await raw('TRACE', CONTACT_ENDPOINT);
    expect(endpoint.status).toBe(405);
    expect(endpoint.headers['allow']).toBe('POST');
    expect(endpoint.headers['content-type']).toMatch(/^application\/json/);
    expect((await raw('CONNECT', 'example.com:443')).status).toBe(405);
  });

  it('leaves the on-demand route its own answer', async () => {
    expect((await get(CONTACT_ENDPOINT, {}, 'POST')).status).toBe(200);
  });

  it('shows the 500 page only when a route really fails', async () => {
    const response = await get('/functions/fail', {}, 'POST');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Unexpected Application Error!');
    expect(errors).toHaveLength(1);
  });
});
