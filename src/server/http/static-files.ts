import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { cacheControlFor } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Extensions that postbuild precompresses to .br and .gz beside the original. */
export const COMPRESSIBLE = ['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest'];

export interface StaticFile {
  path: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(path: string): Promise<StaticFile | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * The built file for a URL path: /about → about.html, / → index.html, /_astro/x.js → itself. Paths that
 * would leave the client folder resolve to nothing.
 */
export async function resolveStatic(clientDir: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = normalize(clientDir + sep);
  const candidates = decoded.endsWith('/')
    ? [join(decoded, 'index.html')]
    : extname(decoded)
      ? [decoded]
      : [`${decoded}.html`, join(decoded, 'index.html')];
  for (const candidate of candidates) {
    const full = normalize(join(root, candidate));
    if (!full.startsWith(root)) return null;
    // The 404 and 500 pages are answers to errors, never pages of their own.
    if (/^\/?(404|500)\.html$/.test(candidate)) return null;
    const file = await fileAt(full);
    if (file) return file;
  }
  return null;
}

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Sends a built file with its precompressed variant when the client accepts one, and ETag revalidation. */
export async function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  status = 200,
  urlPath = '/',
): Promise<void> {
  const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  let body = file;
  let encoding: 'br' | 'gzip' | null = null;
  if (COMPRESSIBLE.includes(extname(file.path).toLowerCase())) {
    res.setHeader('Vary', 'Accept-Encoding');
    const wanted = preferredEncoding(req.headers['accept-encoding']);
    const variant = wanted && (await fileAt(`${file.path}.${wanted === 'br' ? 'br' : 'gz'}`));
    if (wanted && variant) {
      body = variant;
      encoding = wanted;
    }
  }
  const etag = `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(urlPath) : 'no-store');
  if (status === 200) res.setHeader('ETag', etag);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('Content-Length', body.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(body.path);
    stream.on('error', reject);
    res.on('close', resolve);
    stream.pipe(res);
  });
}
