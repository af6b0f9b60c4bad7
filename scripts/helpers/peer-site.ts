/**
 * Another site's static build served on a free loopback port, for the audit's side-by-side runs. The
 * build is copied to a temporary folder and its text files compressed there (Brotli and gzip, as a
 * static host or CDN sends them, and as our own postbuild does), so bytes and scores compare like with
 * like; sirv picks the encoding the browser accepts. Hashed assets under /_astro/ are cached for a year.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import getPort from 'get-port';
import sirv from 'sirv';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

function compressTree(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressTree(path);
    else if (COMPRESSIBLE.test(name)) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}

export async function servePeer(dist: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'peer-site-'));
  cpSync(dist, dir, { recursive: true });
  compressTree(dir);
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_astro/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  const port = await getPort({ host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
