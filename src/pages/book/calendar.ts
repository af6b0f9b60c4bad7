/**
 * BOOKING_CALENDAR_PATH (?t=<her record's token>): her consultation as a calendar file to add herself,
 * tentative while the practice has not confirmed it; the confirmation's invitation updates the same event.
 */
import type { APIRoute } from 'astro';
import { BOOKING_TOKEN_PARAM } from '@/lib/booking/booking-fields';
import { bookingRuntime, notFound } from './_booking';

export const prerender = false;

export const GET: APIRoute = async ({ url, locals }) => {
  const runtime = await bookingRuntime(locals);
  if (!runtime) return notFound();
  const file = await runtime.booking.recordCalendar(url.searchParams.get(BOOKING_TOKEN_PARAM) ?? '');
  if (!file) return new Response('This link has expired or is not valid.', { status: 410 });
  return new Response(file, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="consultation.ics"',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
};
