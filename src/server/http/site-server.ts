import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fallbackRedirect } from '../../lib/fallback-redirect.ts';
import { resolveStatic, sendStatic } from './static-files.ts';

/** Paths served by Astro's on-demand routes (src/pages/functions/): everything else is a built file. */
const ON_DEMAND_PREFIXES = ['/functions/'];

export type AppHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface SiteServerOptions {
  /** dist/client: the prerendered pages and assets, with .br/.gz variants from postbuild. */
  clientDir: string;
  /** Headers for every response (security-headers.ts). */
  headers: Record<string, string>;
  /** Astro's handler for the on-demand routes (the contact endpoint). */
  appHandler: AppHandler;
}

/**
 * The production server behind `npm start`: static pages straight from disk, precompressed and cached,
 * the on-demand routes through Astro, and the same security headers on every answer. It logs nothing
 * per request, so nothing a visitor sends ends up in a log (PRODUCT.md section 7).
 */
export function createSiteServer({ clientDir, headers, appHandler }: SiteServerOptions): Server {
  return createServer(async (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' || req.method === 'HEAD') {
        const file = await resolveStatic(clientDir, pathname);
        if (file) return await sendStatic(req, res, file, 200, pathname);
        const target = fallbackRedirect(pathname);
        if (target) {
          res.writeHead(302, { Location: target, 'Cache-Control': 'no-store' }).end();
          return;
        }
        // Every page is prerendered, so an unknown address outside the on-demand routes is a 404: answer
        // it with the prerendered page, compressed like the others.
        const notFound = ON_DEMAND_PREFIXES.some((prefix) => pathname.startsWith(prefix))
          ? null
          : await resolveErrorPage(clientDir, '404.html');
        if (notFound) return await sendStatic(req, res, notFound, 404);
      }
      // On-demand routes, and unknown paths (Astro answers those with the prerendered 404 page).
      await appHandler(req, res);
    } catch {
      if (!res.headersSent) {
        const page = await resolveErrorPage(clientDir, '500.html');
        if (page) await sendStatic(req, res, page, 500);
        else res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Unexpected Application Error!');
      } else {
        res.destroy();
      }
    }
  });
}

async function resolveErrorPage(clientDir: string, name: string) {
  const { stat } = await import('node:fs/promises');
  const path = join(clientDir, name);
  try {
    const info = await stat(path);
    return { path, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return null;
  }
}
