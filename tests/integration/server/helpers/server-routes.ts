/**
 * The routes the built server answers on demand, found rather than listed: every route of the build's
 * manifest that is not prerendered (Astro's own included), the src/pages files that say
 * `prerender = false` (which the manifest must match), and the routes `npm start` answers before Astro.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIRECT_ROUTES } from '../../../../src/server/direct-routes.ts';
import { ROOT } from './site-process.ts';

export interface OnDemandRoute {
  /** The route as Astro writes it (`/book/[action]`), or a direct route's path. */
  route: string;
  /** Where it comes from: the page's file, Astro's own (`internal`), npm start's (`direct`), or two. */
  source: string;
}

interface ManifestRoute {
  routeData: { route: string; component: string; prerender: boolean; origin: string };
}

/** The JSON object or array that starts at `start`, up to its closing bracket. */
function jsonAt(text: string, start: number): string {
  let depth = 0;
  let inString = false;
  for (let at = start; at < text.length; at++) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return text.slice(start, at + 1);
    }
  }
  throw new Error(`no closing bracket after offset ${start}`);
}

/** The build's route manifest: Astro's server bundle hands it to `deserializeManifest` as JSON. */
export function manifestRoutes(): ManifestRoute['routeData'][] {
  const serverDir = join(ROOT, 'dist', 'server');
  const call = 'deserializeManifest({';
  for (const file of readdirSync(serverDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.mjs')) continue;
    const text = readFileSync(join(serverDir, file), 'utf8');
    const at = text.indexOf(call);
    if (at < 0) continue;
    const manifest = JSON.parse(jsonAt(text, at + call.length - 1)) as { routes: ManifestRoute[] };
    return manifest.routes.map((route) => route.routeData);
  }
  throw new Error(`no route manifest in ${serverDir}: build first`);
}

/** The files of src/pages that opt out of prerendering (Astro ignores files and folders named `_…`). */
export function onDemandPageFiles(): string[] {
  const pages = join(ROOT, 'src', 'pages');
  return readdirSync(pages, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(ts|js|astro)$/.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .filter((file) =>
      /export\s+const\s+prerender\s*=\s*false\b/.test(readFileSync(join(pages, file), 'utf8')),
    )
    .map((file) => relative(ROOT, join(pages, file)).split('\\').join('/'))
    .sort();
}

/** Every route the server answers on demand, once each. */
export function onDemandRoutes(): OnDemandRoute[] {
  const routes = new Map<string, string[]>();
  const add = (route: string, source: string) => routes.set(route, [...(routes.get(route) ?? []), source]);
  for (const { route, component, prerender, origin } of manifestRoutes()) {
    if (!prerender) add(route, origin === 'internal' ? 'internal' : component);
  }
  for (const path of Object.keys(DIRECT_ROUTES)) add(path, 'direct');
  return [...routes]
    .map(([route, sources]) => ({ route, source: sources.join(', ') }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
