/**
 * The counting endpoint (COUNT_ENDPOINT in src/lib/analytics/wire.ts): each page's beacon, answered by
 * src/server/analytics/beacon-handler.ts, which also answers other methods with 405 itself. `npm start`
 * answers this address before Astro (src/server/analytics/serve-beacon.ts); this route serves it wherever
 * else the build runs.
 */
import { beaconResponse, fetchBeacon } from '@/server/analytics/beacon-handler';
import { runtimeRoute } from '@/server/runtime-route';

export const prerender = false;

export const ALL = runtimeRoute(async (runtime, request, address) =>
  beaconResponse(await runtime.analytics.handleBeacon(fetchBeacon(request, address))),
);
