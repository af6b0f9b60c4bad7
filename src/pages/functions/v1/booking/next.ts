/**
 * BOOKING_NEXT_PATH: each bookable clinician's next free time, for the static pages' "Next free
 * consultation" lines. The same for every visitor, so it may be cached for a minute.
 */
import { runtimeRoute } from '@/server/runtime-route';

export const prerender = false;

export const GET = runtimeRoute(async (runtime) => {
  const next = runtime.booking.on ? await runtime.booking.nextFree() : {};
  const body = {
    on: runtime.booking.on,
    next: Object.fromEntries(
      Object.entries(next).map(([id, start]) => [id, start === null ? null : new Date(start).toISOString()]),
    ),
  };
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
});
