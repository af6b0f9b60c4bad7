/**
 * `npm start`: builds when no build exists, then serves the site, the contact endpoint and /healthz on
 * HOST:PORT (default 127.0.0.1:4321), so a fresh clone needs no other step.
 *
 * SIGHUP reads every booking calendar feed again now. SIGTERM or SIGINT stops it cleanly: no new connections, requests in flight finish (up to
 * SHUTDOWN_GRACE_SECONDS), the outbox worker finishes its send or releases the message, the store
 * closes, exit 0. A second signal exits at once, except within a second of the first: Ctrl-C in a
 * terminal reaches npm, the launcher and this process, and npm passes it on again, so one keypress
 * arrives two or three times within milliseconds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE } from '#practice';
import { CONTACT_ENDPOINT } from '../src/lib/contact/contact-endpoint.ts';
import { readAnalyticsConfig } from '../src/server/analytics/analytics-config.ts';
import { readContactConfig } from '../src/server/contact/contact-config.ts';
import { directRoutes } from '../src/server/direct-routes.ts';
import { PAGE_KINDS_FILE } from '../src/server/http/build-manifest.ts';
import { createLogger, describeError } from '../src/server/http/log.ts';
import { readSigningKeys } from '../src/server/http/secrets.ts';
import { readServerConfig } from '../src/server/http/server-config.ts';
import { createSiteServer, type AstroMiddleware } from '../src/server/http/site-server.ts';
import { startSiteRuntime } from '../src/server/site-runtime.ts';

function readIfPresent(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Signals closer together than this are one request to stop. */
const SAME_SIGNAL_MS = 1000;

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const entry = join(dist, 'server', 'entry.mjs');

const log = createLogger();
log.info('server.starting', { pid: process.pid, node: process.version });

// A wrong setting stops the server here, with the variable's name and no stack trace.
let settings;
try {
  settings = { server: readServerConfig(), contact: readContactConfig(), analytics: readAnalyticsConfig() };
  readSigningKeys(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (!existsSync(entry) || !existsSync(join(dist, 'security-headers.json'))) {
  log.info('build.missing', { hint: 'running npm run build first' });
  // The build's own output goes to stderr, so stdout stays one JSON object per line.
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The Node adapter builds in middleware mode: its handler answers the on-demand routes and hands every
// other request back to the site server.
const { handler } = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as {
  handler: (...args: [...Parameters<AstroMiddleware>, locals: App.Locals]) => Promise<void>;
};
const headers = JSON.parse(readFileSync(join(dist, 'security-headers.json'), 'utf8')) as Record<
  string,
  string
>;

// The contact pipeline (store, migrations, outbox worker unless CONTACT_WORKER=off), the counting and the
// booking start before the first request, and are handed to the Astro bundle's routes with each request.
// A form post without JavaScript that the schema refuses is answered with this page, filled in again.
let contactPage: string | null | undefined;
const readContactPage = () => (contactPage ??= readIfPresent(join(dist, 'client', 'contact.html')));
// The built pages and their kinds, which page views count under (written by postbuild).
const pages = new Map(
  Object.entries(JSON.parse(readIfPresent(join(dist, PAGE_KINDS_FILE)) ?? '{}') as Record<string, string>),
);
// The site's words (written by the search index's build): a failed search's `site:` topics.
const siteWords = new Set(
  JSON.parse(readIfPresent(join(dist, 'client', 'search-words.json')) ?? '[]') as string[],
);
const site = await startSiteRuntime({ log, contactPage: readContactPage, pages, siteWords }).catch(
  (error: unknown) => {
    log.error('store.open-failed', { error: describeError(error) });
    process.exit(1);
  },
);

const { host, port, timeouts, shutdownGraceMs, healthTimeoutMs, healthToken } = settings.server;
const server = createSiteServer({
  clientDir: join(dist, 'client'),
  headers,
  // Each on-demand route takes the server's parts from its request's locals (runtimeOf).
  astro: (req, res, next) => handler(req, res, next, { site }),
  timeouts,
  methodRefusals: { [CONTACT_ENDPOINT]: site.contact.refuseMethod },
  directRoutes: directRoutes(site),
  healthToken,
  requireForwardedFor: settings.contact.trustProxyHops > 0,
  onMissingProxy: () =>
    log.error('server.proxy-header-missing', {
      hint: 'TRUST_PROXY is set, but a request came without X-Forwarded-For: unset TRUST_PROXY when no proxy is in front, or make the proxy set the header. Such requests are refused.',
    }),
  health: async () => {
    const report = await site.contact.health(healthTimeoutMs);
    // The site configuration's version says which release answers (the pages' generator meta says it too).
    return { status: report.ok ? 200 : 503, body: { ...report, version: SITE.version } };
  },
  onError: (error) => log.error('request.failed', { error: describeError(error) }),
});
server.listen(port, host, () => log.info('server.listening', { url: `http://${host}:${port}` }));

async function shutdown(signal: NodeJS.Signals) {
  const started = Date.now();
  log.info('server.stopping', { signal, graceSeconds: shutdownGraceMs / 1000 });
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections are closed as soon as their request is answered.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const late = await Promise.race([
    drained.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(resolve, shutdownGraceMs, true)),
  ]);
  clearInterval(idle);
  if (late) {
    log.warn('server.requests-cut', { hint: `still running after ${shutdownGraceMs / 1000} s` });
    server.closeAllConnections();
  }
  await site.stop({ graceMs: Math.max(0, shutdownGraceMs - (Date.now() - started)) });
  log.info('server.stopped', { seconds: (Date.now() - started) / 1000 });
  process.exit(0);
}

let firstSignalAt = 0;
function onSignal(signal: NodeJS.Signals) {
  if (firstSignalAt === 0) {
    firstSignalAt = Date.now();
    shutdown(signal).catch((error: unknown) => {
      log.error('server.stop-failed', { error: describeError(error) });
      process.exit(1);
    });
    return;
  }
  if (Date.now() - firstSignalAt < SAME_SIGNAL_MS) return;
  log.warn('server.exit-now', { signal });
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);

// SIGHUP reads every calendar feed now: a practice that fixed a calendar need not wait for the next
// refresh. Reads asked for while one is under way join it.
process.on('SIGHUP', () => {
  log.info('booking.feeds-rereading', {});
  site.booking.refreshFeeds().then(
    () => log.info('booking.feeds-reread', { clinicians: site.booking.clinicianIds().length }),
    (error: unknown) => log.warn('booking.feeds-reread-failed', { error: describeError(error) }),
  );
});
