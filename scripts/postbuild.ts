/**
 * After `astro build`: precompress text assets (.br and .gz beside each file, served by `npm start` and
 * by hosts that understand them), collect the hashes of Astro's inline scripts for the
 * Content-Security-Policy, and write the same headers into dist/client/_headers for static hosts; and
 * list the built pages with their kinds for the counting endpoint (dist/page-kinds.json).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { pagePath } from '../src/lib/pages/registry.ts';
import { sitePages } from '../src/lib/pages/site-pages.ts';
import { PAGE_KINDS_FILE, collectScriptHashes, listFiles } from '../src/server/http/build-manifest.ts';
import { cacheControlFor, contactOrigins, securityHeaders } from '../src/server/http/security-headers.ts';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = ['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg'];

const dist = join(import.meta.dirname, '..', 'dist');
const clientDir = join(dist, 'client');

const scriptHashes = await collectScriptHashes(clientDir);
const headers = securityHeaders({
  scriptHashes,
  // The form posts and the beacons go there when the server is hosted apart from the pages.
  connectOrigins: [
    ...new Set([
      ...contactOrigins(process.env.PUBLIC_CONTACT_ENDPOINT),
      ...contactOrigins(process.env.PUBLIC_COUNT_ENDPOINT),
    ]),
  ],
});
await writeFile(join(dist, 'security-headers.json'), `${JSON.stringify(headers, null, 2)}\n`);

const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
await writeFile(
  join(clientDir, '_headers'),
  [
    '/*',
    ...headerLines,
    `  Cache-Control: ${cacheControlFor('/')}`,
    '/_astro/*',
    `  Cache-Control: ${cacheControlFor('/_astro/x')}`,
    '',
  ].join('\n'),
);

// The page registry's pages as this build made them: a beacon's page counts under its registry path.
const built = new Set((await listFiles(clientDir)).filter((file) => file.endsWith('.html')).map(pagePath));
const kinds = Object.fromEntries(
  sitePages(join(import.meta.dirname, '..'))
    .filter((page) => built.has(page.path))
    .map((page) => [page.path, page.kind]),
);
await writeFile(join(dist, PAGE_KINDS_FILE), `${JSON.stringify(kinds, null, 2)}\n`);

// Brotli at its best quality takes most of this step: the files are compressed side by side on libuv's
// threads (zlib's asynchronous calls), so every core works on them instead of one.
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
const compressible = (await listFiles(clientDir)).filter((file) => COMPRESSIBLE.includes(extname(file)));
const done = await Promise.all(
  compressible.map(async (file) => {
    const path = join(clientDir, file);
    const content = await readFile(path);
    if (content.length < 512) return false;
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    return true;
  }),
);
const compressed = done.filter(Boolean).length;
console.log(`postbuild: ${scriptHashes.length} inline script hashes, ${compressed} files precompressed`);
