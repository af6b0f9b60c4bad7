/**
 * What the booking pages share: the process's runtime (booking off, or a runtime that cannot start,
 * answers the site's 404 page) and the headers every booking page carries: never cached or indexed, and
 * a signed link's address never sent on as a referrer.
 */
import { LINK_ERRORS } from '@/lib/booking/booking-copy';
import { BOOKING_TOKEN_PARAM } from '@/lib/booking/booking-fields';
import { PRACTICE_BOOKING_RULES } from '@/lib/booking/rules';
import { isCrossSitePost } from '@/server/cross-site-post';
import { rolePath } from '@/lib/pages/page-roles';
import { runtimeOf, type SiteRuntime } from '@/server/site-runtime';

const BOOKING_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } as const;

/** The runtime with booking on, or null: the page then answers 404. */
export async function bookingRuntime(locals: App.Locals): Promise<SiteRuntime | null> {
  if (!PRACTICE_BOOKING_RULES) return null;
  const runtime = await runtimeOf(locals).catch(() => null);
  return runtime?.booking.on ? runtime : null;
}

/** The site's 404 page: Astro renders it for a page's empty 404 answer. */
export const notFound = () => new Response(null, { status: 404, headers: BOOKING_HEADERS });

/**
 * The booking page of a practice that books here, on a server that offers no times (no calendar feed
 * set, or the store cannot start): the cards link to it, so it sends the visitor on to the contact page
 * rather than to a dead end, with the page she came from as its referrer (this redirect names no token,
 * so it sets no referrer policy: the contact page counts where she came from). A practice that does not
 * book here has no such page.
 */
export const offOrNotFound = () =>
  PRACTICE_BOOKING_RULES
    ? new Response(null, {
        status: 303,
        headers: { 'Cache-Control': 'no-store', Location: rolePath('contact') },
      })
    : notFound();

/**
 * A page the form's post lands on (/book/requested, /book/check-email): booking off is the 404 page, and
 * as it only reads, any method but GET and HEAD is answered 405, as the prerendered pages' are.
 */
export async function landingRefusal(request: Request, locals: App.Locals): Promise<Response | null> {
  if (!(await bookingRuntime(locals))) return notFound();
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  return new Response(null, { status: 405, headers: { ...BOOKING_HEADERS, Allow: 'GET, HEAD' } });
}

/**
 * A post from another site's page to a booking page: refused before anything is read, as the contact
 * endpoint refuses one, so no page elsewhere can make its visitors request, confirm or cancel a time.
 */
export function crossSiteRefusal(request: Request): Response | null {
  if (!isCrossSitePost(request)) return null;
  return new Response(LINK_ERRORS.crossSite, {
    status: 403,
    headers: { ...BOOKING_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

type LinkRefusal = { ok: false; reason: 'invalid' | 'expired' | 'unavailable' };

/**
 * A link page (the practice's links and the visitor's own), up to what its link says: booking off is the
 * 404 page, another site's post is refused, a GET or HEAD only reads the link (`act` with `posted`
 * false: mail scanners open every link), a POST (the page's one button) acts on it, any other method is
 * answered 405. The token comes from the address, or from the posted form (handed to `act` with the rest
 * of its fields); `status` is what the page
 * answers a link that cannot act with: 410 expired, 400 not valid, 503 the store not answering.
 */
export async function linkPage<Outcome extends { ok: true } | LinkRefusal>(
  request: Request,
  url: URL,
  locals: App.Locals,
  act: (booking: SiteRuntime['booking'], token: string, posted: boolean, form: FormData) => Promise<Outcome>,
): Promise<Response | { posted: boolean; token: string; outcome: Outcome | LinkRefusal; status: number }> {
  const runtime = await bookingRuntime(locals);
  if (!runtime) return notFound();
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const posted = request.method === 'POST';
  if (!posted && request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, POST' } });
  }
  const form = posted ? await request.formData().catch(() => new FormData()) : new FormData();
  const value = posted ? form.get(BOOKING_TOKEN_PARAM) : url.searchParams.get(BOOKING_TOKEN_PARAM);
  const token = typeof value === 'string' ? value : '';
  const outcome: Outcome | LinkRefusal = token
    ? await act(runtime.booking, token, posted, form)
    : { ok: false, reason: 'invalid' };
  const status = outcome.ok
    ? 200
    : outcome.reason === 'expired'
      ? 410
      : outcome.reason === 'invalid'
        ? 400
        : 503;
  return { posted, token, outcome, status };
}
