/**
 * `npm start`: builds when no build exists, then serves the site and the contact endpoint on
 * HOST:PORT (default 127.0.0.1:4321), so a fresh clone needs no other step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTACT_ENDPOINT } from '../src/lib/contact/contact-endpoint.ts';
import { readContactConfig } from '../src/server/contact/contact-config.ts';
import { methodNotAllowed } from '../src/server/contact/contact-handler.ts';
import { getContactRuntime } from '../src/server/contact/runtime.ts';
import { readServerConfig } from '../src/server/http/server-config.ts';
import { createSiteServer, type AstroMiddleware } from '../src/server/http/site-server.ts';
import { createLogger, describeError } from '../src/server/log.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const entry = join(dist, 'server', 'entry.mjs');

const log = createLogger();
log.info('server.starting', { pid: process.pid, node: process.version });

if (!existsSync(entry) || !existsSync(join(dist, 'security-headers.json'))) {
  log.info('build.missing', { hint: 'running npm run build first' });
  // The build's own output goes to stderr, so stdout stays one JSON object per line.
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The Node adapter builds in middleware mode: its handler answers the on-demand routes and hands every
// other request back to the site server.
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroMiddleware };
const headers = JSON.parse(readFileSync(join(dist, 'security-headers.json'), 'utf8')) as Record<
  string,
  string
>;

// The contact pipeline (store, migrations, outbox worker unless CONTACT_WORKER=off) starts before the
// first request; the endpoint in the Astro bundle finds it through getContactRuntime.
// A wrong setting stops the server here, with the variable's name and no stack trace.
let settings;
try {
  settings = { server: readServerConfig(), contact: readContactConfig() };
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const { host, port, timeouts } = settings.server;
const contact = await getContactRuntime({ log }).catch((error: unknown) => {
  log.error('store.open-failed', { error: describeError(error) });
  process.exit(1);
});

const server = createSiteServer({
  clientDir: join(dist, 'client'),
  headers,
  astro: handler,
  timeouts,
  methodRefusals: { [CONTACT_ENDPOINT]: () => methodNotAllowed(settings.contact.allowedOrigins) },
  onError: (error) => log.error('request.failed', { error: describeError(error) }),
});
server.listen(port, host, () => log.info('server.listening', { url: `http://${host}:${port}` }));

function shutdown() {
  // Sends in progress finish (or their lease lets another worker take over after a forced exit).
  server.close(() => void contact.stop().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
