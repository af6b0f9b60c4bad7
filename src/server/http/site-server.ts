/**
 * The production server behind `npm start`: the prerendered pages and assets through `sirv` (the
 * precompressed .br and .gz files postbuild writes, ETag and Range, one file index built at start),
 * Astro's on-demand routes through its Node adapter in middleware mode, and the same security headers on
 * every answer. Every method gets a deliberate answer: pages for GET and HEAD, the route's own answer
 * where Astro has one, 405 with Allow everywhere else. It logs nothing per request, so nothing a visitor
 * sends ends up in a log.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { fallbackRedirect } from '../../lib/fallback-redirect.ts';
import { cacheControlFor } from './security-headers.ts';
import type { ServerTimeouts } from './server-config.ts';

/** Astro's handler in middleware mode: answers its on-demand routes and calls `next` for any other path. */
export type AstroMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;

interface SiteServerOptions {
  /** dist/client: the prerendered pages and assets, with .br/.gz variants from postbuild. */
  clientDir: string;
  /** Headers for every response (security-headers.ts). */
  headers: Record<string, string>;
  astro: AstroMiddleware;
  timeouts: ServerTimeouts;
  /**
   * The answer of an on-demand route to a method the Fetch API cannot carry (TRACE, TRACK), which
   * therefore never reaches Astro: the contact endpoint's JSON 405, by path.
   */
  methodRefusals?: Record<string, () => Response>;
  /**
   * GET /healthz: the process's own report, never cached. Its figures (the outbox's counts, the version)
   * are for the operator: a request from this machine that no proxy forwarded, or one that carries
   * `healthToken` as a bearer token. Anyone else learns only whether it is ok.
   */
  health?: () => Promise<{ status: number; body: { ok: boolean } }>;
  healthToken?: string | null;
  /**
   * TRUST_PROXY is on: every request must come through the proxy, which names the client in
   * X-Forwarded-For. One without it would let its sender choose the address its rate limit counts under,
   * so it is refused (400, /healthz excepted), and the first is logged with the setting to check.
   */
  requireForwardedFor?: boolean;
  /** Told once, the first time a request arrives without the proxy's header while one is required. */
  onMissingProxy?: () => void;
  /**
   * On-demand routes answered on Node's own request and response, before sirv and Astro, every method
   * included: the counting endpoint, whose beacons are too many to build a Fetch API Request for each
   * (npm start's are in src/server/direct-routes.ts).
   */
  directRoutes?: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>;
  /** Told about a failure that became a 500 page (the error only; the request stays out of it). */
  onError?: (error: unknown) => void;
}

const PAGE_METHODS = 'GET, HEAD';
const HEALTH_PATH = '/healthz';
/** Methods `new Request()` refuses; Astro would fail on them before any route could answer. */
const NOT_FETCHABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** Built files that are not pages: the error pages answer errors, _headers is for static hosts. */
const HIDDEN = /^\/(?:_headers|(?:404|500)(?:\.html)?)(?:\.br|\.gz)?\/?$/;

interface PageVariants {
  identity: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

function readIfPresent(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** An error page and its precompressed variants, read once: they answer errors, so no disk on the way. */
function loadPage(clientDir: string, name: string): PageVariants | null {
  const identity = readIfPresent(join(clientDir, name));
  if (!identity) return null;
  return {
    identity,
    br: readIfPresent(join(clientDir, `${name}.br`)),
    gzip: readIfPresent(join(clientDir, `${name}.gz`)),
  };
}

function sendPage(req: IncomingMessage, res: ServerResponse, status: number, page: PageVariants | null) {
  res.setHeader('Cache-Control', 'no-store');
  if (!page) {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(status === 404 ? 'Not found' : 'Unexpected Application Error!');
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    page.br && /\bbr\b/.test(accepted) ? 'br' : page.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const body = encoding ? page[encoding]! : page.identity;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.byteLength,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Writes a Fetch API Response (an on-demand route's answer built outside Astro). */
async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Whether a request is the operator's: from this machine's loopback with no proxy's forwarding header
 * (a reverse proxy on the same machine forwards outsiders from loopback too, and says so), or with the
 * operator's bearer token, compared in constant time.
 */
function isOperator(req: IncomingMessage, token: string | null): boolean {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (token && bearer) {
    const [given, expected] = [Buffer.from(bearer), Buffer.from(token)];
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  const address = req.socket.remoteAddress ?? '';
  return !forwarded && (address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1');
}

function refuseMethod(res: ServerResponse) {
  res.writeHead(405, {
    Allow: PAGE_METHODS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(`This address answers ${PAGE_METHODS} only.\n`);
}

export function createSiteServer({
  clientDir,
  headers,
  astro,
  timeouts,
  methodRefusals = {},
  health,
  healthToken = null,
  requireForwardedFor = false,
  onMissingProxy = () => {},
  directRoutes = {},
  onError = () => {},
}: SiteServerOptions): Server {
  const serveFile = sirv(clientDir, { etag: true, brotli: true, gzip: true, extensions: ['html'] });
  const notFoundPage = loadPage(clientDir, '404.html');
  const errorPage = loadPage(clientDir, '500.html');

  /** Resolves true when Astro has no route for the request and left it to us. */
  function viaAstro(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    return new Promise((resolve, reject) => {
      let passed = false;
      astro(req, res, () => {
        passed = true;
      }).then(() => resolve(passed), reject);
    });
  }

  let toldMissingProxy = false;

  async function route(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    // Only paths under a well-formed Host: an absolute URL or `*` as the request target is not something
    // this site serves, and Astro would read a malformed Host as another address.
    const host = req.headers.host;
    if (!req.url?.startsWith('/') || (host !== undefined && !URL.canParse(`http://${host}/`))) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Bad request.\n');
      return;
    }
    const { pathname } = new URL(req.url, 'http://site.invalid');
    const direct = directRoutes[pathname];
    // The counting's beacon is let through: a browser may send it as the page unloads with fewer headers,
    // and without the header it is counted under the connection's address, which no client can choose.
    if (direct) return direct(req, res);
    if (requireForwardedFor && pathname !== HEALTH_PATH && req.headers['x-forwarded-for'] === undefined) {
      if (!toldMissingProxy) onMissingProxy();
      toldMissingProxy = true;
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('This server answers requests through its proxy only.\n');
      return;
    }
    const isRead = method === 'GET' || method === 'HEAD';

    if (isRead && health && pathname === HEALTH_PATH) {
      const { status, body } = await health();
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      const shown = isOperator(req, healthToken) ? body : { ok: body.ok };
      res.end(method === 'HEAD' ? undefined : JSON.stringify(shown));
      return;
    }
    // URLs have no trailing slash: one address per page.
    if (isRead && /^\/[^/].*\/$/.test(pathname)) {
      res.writeHead(301, { Location: pathname.replace(/\/+$/, ''), 'Cache-Control': 'no-store' }).end();
      return;
    }
    if (isRead && !HIDDEN.test(pathname)) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      // A file listed at start and gone since (a new build copied over a running one) fails its read
      // stream after the headers went out: that answer is cut off, and the server keeps running.
      const cutOff = (file: NodeJS.ReadableStream) =>
        file.once('error', (error) => {
          onError(error);
          res.destroy();
        });
      res.once('pipe', cutOff);
      // sirv answers synchronously, or calls its `next` when it has no such file.
      let served = true;
      serveFile(req, res, () => {
        served = false;
        res.off('pipe', cutOff);
      });
      if (served) return;
    }

    if (NOT_FETCHABLE.has(method)) {
      const refusal = methodRefusals[pathname];
      if (refusal) return sendResponse(res, refusal());
      return refuseMethod(res);
    }

    if (!(await viaAstro(req, res))) return;

    if (!isRead) return refuseMethod(res);
    const target = fallbackRedirect(pathname);
    if (target) {
      res.writeHead(302, { Location: target, 'Cache-Control': 'no-store' }).end();
      return;
    }
    // Every page is prerendered, so an address neither sirv nor Astro knows is a 404.
    sendPage(req, res, 404, notFoundPage);
  }

  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Deadlines are checked this often; Node's default (30 s) would let them run that much longer.
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    (req, res) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      route(req, res).catch((error: unknown) => {
        onError(error);
        if (res.headersSent) res.destroy();
        else sendPage(req, res, 500, errorPage);
      });
    },
  );
  // CONNECT asks for a tunnel; this server is no proxy.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${PAGE_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  return server;
}
