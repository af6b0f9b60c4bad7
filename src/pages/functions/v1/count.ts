/**
 * The counting endpoint (COUNT_ENDPOINT in src/lib/analytics/wire.ts): each page's beacon, answered by
 * src/server/analytics/beacon-handler.ts, which also answers other methods with 405 itself.
 */
import { runtimeRoute } from '@/server/contact/runtime-route';

export const prerender = false;

export const ALL = runtimeRoute((runtime, request, address) => runtime.handleBeacon(request, { address }));
