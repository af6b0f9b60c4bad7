/**
 * The on-demand routes `npm start` answers on Node's own request and response, before sirv and Astro
 * (site-server.ts's `directRoutes`), each path with how it is answered from the process's runtime. They
 * are declared here, apart from scripts/start.ts, so the cross-site test finds every route the server
 * answers: the build's manifest lists Astro's, this lists the rest.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COUNT_ENDPOINT } from '../lib/analytics/wire.ts';
import { serveBeacon } from './analytics/serve-beacon.ts';
import type { SiteRuntime } from './site-runtime.ts';

type DirectRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export const DIRECT_ROUTES: Record<string, (site: SiteRuntime) => DirectRoute> = {
  // The counting's beacons: too many to build a Fetch API Request for each.
  [COUNT_ENDPOINT]: (site) => (req, res) => serveBeacon(site.analytics.handleBeacon, req, res),
};

/** The direct routes answered by one runtime, as site-server.ts takes them. */
export const directRoutes = (site: SiteRuntime): Record<string, DirectRoute> =>
  Object.fromEntries(Object.entries(DIRECT_ROUTES).map(([path, route]) => [path, route(site)]));
