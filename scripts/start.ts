/**
 * `npm start`: builds when no build exists, then serves the site and the contact endpoint on
 * HOST:PORT (default 127.0.0.1:4321). PRODUCT.md section 4.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getContactRuntime } from '../src/server/contact/runtime.ts';
import { createSiteServer, type AppHandler } from '../src/server/http/site-server.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const entry = join(dist, 'server', 'entry.mjs');

if (!existsSync(entry) || !existsSync(join(dist, 'security-headers.json'))) {
  console.log('No build found: running npm run build first.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The adapter's own server would start on import; ours wraps its handler instead.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AppHandler };
const headers = JSON.parse(readFileSync(join(dist, 'security-headers.json'), 'utf8')) as Record<
  string,
  string
>;

// The contact pipeline (store, migrations, outbox worker unless CONTACT_WORKER=off) starts before the
// first request; the endpoint in the Astro bundle finds it through getContactRuntime (issue 6).
const contact = await getContactRuntime();

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4321);
const server = createSiteServer({ clientDir: join(dist, 'client'), headers, appHandler: handler });
server.listen(port, host, () => console.log(`Live Deeply site listening on http://${host}:${port}`));

function shutdown() {
  // Sends in progress finish (or their lease lets another worker take over after a forced exit).
  server.close(() => void contact.stop().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
